/**
 * Demo accounts (README "Demo accounts"). The password hashes are scrypt strings computed once
 * (src/server/modules/account/passwords.ts format), so seeding needs no hashing and no server code.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { addresses, users } from "../../schema/accounts.ts";
import { dealers } from "../../schema/market.ts";
import { demoAddressValues, demoUserValues } from "./user-factory.ts";

export const DEMO_ACCOUNTS = {
  customer: { email: "kunde@example.com", password: "Heizoel-Demo-1" },
  admin: { email: "admin@example.com", password: "Admin-Demo-1" },
  dealer: { email: "haendler@example.com", password: "Haendler-Demo-1" },
} as const;

const HASHES = {
  customer: "scrypt$N=32768,r=8,p=1$XsULSSSa9WaaqqeHYVWzoQ==$9F9yIBt1PWqM65jFuHtchmjJUNMBSh2Z5sM0J9sRDH8=",
  admin: "scrypt$N=32768,r=8,p=1$E6F59fUAyGHEEWkO56oyUw==$RpEpK1R0WGjc13n9r13NxeM0UhBupT9AHHeSn2bz1Sc=",
  dealer: "scrypt$N=32768,r=8,p=1$GZOuYGc7zflvomvu6OrDQg==$kdhQLu6iREcHOH9uBXNq2mDLX3BKoLHb4PGlUZgjtP0=",
};


export async function seedDemoAccounts(db: Db): Promise<{ users: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return null;
  const now = new Date();
  const [customer] = await db
    .insert(users)
    .values(
      demoUserValues({
        email: DEMO_ACCOUNTS.customer.email,
        passwordHash: HASHES.customer,
        title1: "Frau",
        firstName: "Erika",
        lastName: "Mustermann",
        phone: "+49 89 1234567",
        emailConfirmedAt: now,
      }),
    )
    .returning();
  await db.insert(addresses).values([
    demoAddressValues(customer.id, { addressType: 1, title1: "Frau", firstName: "Erika", lastName: "Mustermann", street: "Marienplatz", houseNumber: "8", zip: "80331", city: "München", phone: "+49 89 1234567" }),
    demoAddressValues(customer.id, { addressType: 1, title1: "Frau", firstName: "Erika", lastName: "Mustermann", street: "Seestraße", houseNumber: "12", zip: "83209", city: "Prien am Chiemsee", phone: "+49 8051 98765" }),
  ]);
  await db.insert(users).values(
    demoUserValues({ email: DEMO_ACCOUNTS.admin.email, passwordHash: HASHES.admin, title1: "Herr", firstName: "Max", lastName: "Admin", roles: ["ADMIN"], emailConfirmedAt: now }),
  );
  const [dealer] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.countryId, 1)).orderBy(asc(dealers.id)).limit(1);
  await db.insert(users).values(
    demoUserValues({
      email: DEMO_ACCOUNTS.dealer.email,
      passwordHash: HASHES.dealer,
      title1: "Herr",
      firstName: "Hans",
      lastName: "Händler",
      // The dealer's admin in the portal at /haendlerportal (issue 11): a session like every login.
      dealerId: dealer?.id ?? null,
      roles: ["DEALER"],
      dealerRole: "admin",
      emailConfirmedAt: now,
    }),
  );
  return { users: 3 };
}

/** E-mail addresses of demo accounts in the database: their passwords are published in the README. */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.isGuest, false)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}

export const DEMO_ACCOUNTS_WARNING =
  "DEMO ACCOUNTS ARE ACTIVE: their passwords are published in the README, so anyone can log in with them " +
  "(admin@example.com is an ADMIN). Never expose this installation publicly: use an empty database " +
  "without SEED_DEMO_DATA and create the first admin with `npm run admin:create`.";
