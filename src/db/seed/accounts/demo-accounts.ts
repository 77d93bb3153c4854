/**
 * Demo accounts (README "Demo accounts"). The password hashes are scrypt strings computed once
 * (src/server/modules/account/passwords.ts format), so seeding needs no hashing and no server code.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { addresses, users } from "../../schema/accounts.ts";
import { postcodes } from "../../schema/location.ts";
import { branches, dealers, priceTiers } from "../../schema/market.ts";
import { demoAddressValues, demoUserValues } from "./user-factory.ts";

export const DEMO_ACCOUNTS = {
  customer: { email: "kunde@example.com", password: "Heizoel-Demo-1" },
  admin: { email: "admin@example.com", password: "Admin-Demo-1" },
  dealer: { email: "haendler@example.com", password: "Haendler-Demo-1" },
  /** A staff member (no admin rights) of the same dealer: handles orders, cannot change prices or staff. */
  dealerStaff: { email: "haendler-team@example.com", password: "Team-Demo-1" },
  /** The admin of another dealer near Munich: "dealer A vs dealer B" (each sees only its own orders). */
  otherDealer: { email: "haendler2@example.com", password: "Haendler-Demo-2" },
  /** A customer with two tank sensors and a year of readings (decision 0030, the mex feature). */
  mexCustomer: { email: "mex@example.com", password: "Mex-Demo-1" },
  /** The back office (decision 0031): a customer-support desk and a finance user. */
  support: { email: "support@example.com", password: "Support-Demo-1" },
  finance: { email: "finanzen@example.com", password: "Finanzen-Demo-1" },
  /** The content management's editor (decision 0065). */
  editor: { email: "redaktion@example.com", password: "Redaktion-Demo-1" },
  /** The adverts' ad manager (decision 0068). */
  adManager: { email: "werbung@example.com", password: "Werbung-Demo-1" },
} as const;

const HASHES = {
  customer: "scrypt$N=32768,r=8,p=1$XsULSSSa9WaaqqeHYVWzoQ==$9F9yIBt1PWqM65jFuHtchmjJUNMBSh2Z5sM0J9sRDH8=",
  admin: "scrypt$N=32768,r=8,p=1$E6F59fUAyGHEEWkO56oyUw==$RpEpK1R0WGjc13n9r13NxeM0UhBupT9AHHeSn2bz1Sc=",
  dealer: "scrypt$N=32768,r=8,p=1$GZOuYGc7zflvomvu6OrDQg==$kdhQLu6iREcHOH9uBXNq2mDLX3BKoLHb4PGlUZgjtP0=",
  dealerStaff: "scrypt$N=32768,r=8,p=1$RkUgLBrm9vGE1XjDzo4Scg==$hZNOPmpDY52XhIkVNEsrLTWwdtv4O9w91OZEQiKhIkc=",
  otherDealer: "scrypt$N=32768,r=8,p=1$xqxNt9ZFXyPwrtq61xp44Q==$hHe9jxqOKegP7NVm0CPHbid+my4dhfEFHbtRFo08beM=",
  mexCustomer: "scrypt$N=32768,r=8,p=1$rD9dkiSlDiRWDmBzlU8rqw==$b6S7jkPbPCoQo02j5DrVQsYVLCOsiOfXL8Q1gikZIwM=",
  support: "scrypt$N=32768,r=8,p=1$yLKdq3Y8MZuCW6j9lAJAYg==$Cke8eIE5DFedrEqBZpuLrmklxnQPi4nd5WJgxORX5Rg=",
  finance: "scrypt$N=32768,r=8,p=1$LNgoDN308hVKhYh73WjLjA==$0wVWnBVBMu5MJ9NxPEL3dr7sNLuI6wgpvaKolIAzL24=",
  adManager: "scrypt$N=32768,r=8,p=1$nN1UevN93AyKP1slrB6OLQ==$Gp51EISnTaIWjIt4G/9RbJDbw4VKCk25C1hxqWHI8e0=",
  editor: "scrypt$N=32768,r=8,p=1$HK3vODcPAfRWasFUl9TdTQ==$gbTW2Ksyoma7qTscKuk6Ayxqb5aHxda3fXAdB+/XWQI=",
};

/** Where a dealer's staff member lands after login, signed in (spec §4 Session, decision 0026). */
export const DEALER_PORTAL_REDIRECT = "/haendlerportal";

/** The demo customer's postcode (Marienplatz, München): the demo dealers deliver there. */
const DEMO_ZIP = "80331";

/**
 * The German dealers of the demo market nearest to the demo customer's postcode, nearest first: by the
 * branches' coordinates when the market has them (the real delivery geography), else by how many leading
 * digits a branch's postcode shares with 80331 (the older market delivers to postcode neighbours), then
 * by the numeric distance of the postcodes. Every candidate's branch delivers to 80331 in either market and
 * sells the standard heating oil (product 1), so the demo customer's usual order can go to it.
 */
export async function demoDealersNear(db: Db, zip = DEMO_ZIP, count = 2): Promise<number[]> {
  const rows = await db
    .select({ dealerId: branches.dealerId, zip: branches.zip, lat: branches.lat, lon: branches.lon })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(
      and(
        eq(branches.countryId, 1),
        eq(branches.active, true),
        sql`${branches.zip} like ${`${zip.slice(0, 1)}%`}`,
        sql`exists (select 1 from ${priceTiers} where ${priceTiers.branchId} = ${branches.id} and ${priceTiers.productId} = 1)`,
      ),
    )
    .orderBy(asc(branches.id));
  const [centre] = await db
    .select({ lat: postcodes.lat, lon: postcodes.lon })
    .from(postcodes)
    .where(and(eq(postcodes.countryId, 1), eq(postcodes.zip, zip), sql`${postcodes.lat} is not null`))
    .limit(1);
  const shared = (z: string) => [...zip].findIndex((c, i) => z[i] !== c) >>> 0;
  const rank = (r: (typeof rows)[number]): number[] => {
    const digits = Math.min(shared(r.zip), zip.length);
    const km =
      centre?.lat != null && centre.lon != null && r.lat != null && r.lon != null
        ? Math.hypot(r.lat - centre.lat, (r.lon - centre.lon) * Math.cos((centre.lat * Math.PI) / 180)) * 111.2
        : null;
    return km !== null ? [0, km] : [1, -digits, Math.abs(Number(r.zip) - Number(zip))];
  };
  const ranked = rows
    .map((r) => ({ dealerId: r.dealerId, rank: rank(r) }))
    .sort((a, b) => {
      for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++)
        if ((a.rank[i] ?? 0) !== (b.rank[i] ?? 0)) return (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
      return a.dealerId - b.dealerId;
    });
  return [...new Set(ranked.map((r) => r.dealerId))].slice(0, count);
}

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
    demoAddressValues(customer.id, {
      addressType: 1,
      title1: "Frau",
      firstName: "Erika",
      lastName: "Mustermann",
      street: "Marienplatz",
      houseNumber: "8",
      zip: "80331",
      city: "München",
      phone: "+49 89 1234567",
    }),
    demoAddressValues(customer.id, {
      addressType: 1,
      title1: "Frau",
      firstName: "Erika",
      lastName: "Mustermann",
      street: "Seestraße",
      houseNumber: "12",
      zip: "83209",
      city: "Prien am Chiemsee",
      phone: "+49 8051 98765",
    }),
  ]);
  const [mexCustomer] = await db
    .insert(users)
    .values(
      demoUserValues({
        email: DEMO_ACCOUNTS.mexCustomer.email,
        passwordHash: HASHES.mexCustomer,
        title1: "Herr",
        firstName: "Martin",
        lastName: "Messner",
        phone: "+49 89 7654321",
        hasMexEnabled: true,
        emailConfirmedAt: now,
      }),
    )
    .returning();
  await db.insert(addresses).values([
    demoAddressValues(mexCustomer.id, {
      addressType: 1,
      title1: "Herr",
      firstName: "Martin",
      lastName: "Messner",
      street: "Leopoldstraße",
      houseNumber: "10",
      zip: "80802",
      city: "München",
      phone: "+49 89 7654321",
    }),
  ]);
  await db.insert(users).values(
    demoUserValues({
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: HASHES.admin,
      title1: "Herr",
      firstName: "Max",
      lastName: "Admin",
      roles: ["ADMIN"],
      emailConfirmedAt: now,
    }),
  );
  await db.insert(users).values([
    demoUserValues({
      email: DEMO_ACCOUNTS.support.email,
      passwordHash: HASHES.support,
      title1: "Frau",
      firstName: "Sabine",
      lastName: "Service",
      roles: ["Role_Heizoel24_CustomerSupport"],
      emailConfirmedAt: now,
    }),
    demoUserValues({
      email: DEMO_ACCOUNTS.finance.email,
      passwordHash: HASHES.finance,
      title1: "Herr",
      firstName: "Frank",
      lastName: "Finanz",
      roles: ["Role_Heizoel24_Financial"],
      emailConfirmedAt: now,
    }),
    demoUserValues({
      email: DEMO_ACCOUNTS.editor.email,
      passwordHash: HASHES.editor,
      title1: "Frau",
      firstName: "Rita",
      lastName: "Redaktion",
      roles: ["Role_Heizoel24_Editor"],
      emailConfirmedAt: now,
    }),
    demoUserValues({
      email: DEMO_ACCOUNTS.adManager.email,
      passwordHash: HASHES.adManager,
      title1: "Herr",
      firstName: "Wolfgang",
      lastName: "Werbung",
      roles: ["Role_Heizoel24_AdManager"],
      emailConfirmedAt: now,
    }),
  ]);
  // The demo dealer delivers to the demo customer's Munich postcode, so the customer's orders reach its portal.
  const near = await demoDealersNear(db);
  const [first] = near.length
    ? []
    : await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.countryId, 1)).orderBy(asc(dealers.id)).limit(1);
  const dealerA = near[0] ?? first?.id ?? null;
  const dealerB = near[1] ?? null;
  const portalUser = (
    key: "dealer" | "dealerStaff" | "otherDealer",
    dealerId: number | null,
    dealerRole: "admin" | "staff",
    name: { title1: string; firstName: string; lastName: string },
  ) =>
    demoUserValues({
      email: DEMO_ACCOUNTS[key].email,
      passwordHash: HASHES[key],
      ...name,
      dealerId,
      roles: ["DEALER"],
      dealerRole,
      redirectUrl: DEALER_PORTAL_REDIRECT,
      emailConfirmedAt: now,
    });
  const staff = [
    portalUser("dealer", dealerA, "admin", { title1: "Herr", firstName: "Hans", lastName: "Händler" }),
    portalUser("dealerStaff", dealerA, "staff", { title1: "Frau", firstName: "Tina", lastName: "Team" }),
    ...(dealerB ? [portalUser("otherDealer", dealerB, "admin", { title1: "Frau", firstName: "Dora", lastName: "Zweig" })] : []),
  ];
  await db.insert(users).values(staff);
  return { users: 5 + staff.length };
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
