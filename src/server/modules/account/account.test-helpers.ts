/** Shared set-up of the account API tests (not a test file itself). */
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { branches, dealers } from "../../../db/schema/market.ts";
import { orders } from "../../../db/schema/orders.ts";
import { demoUserValues } from "../../../db/seed/accounts/user-factory.ts";
import { insertRefreshToken } from "./account.repo.ts";
import { hashPassword } from "./passwords.ts";

export const PASSWORD = "Sicheres-Kennwort-1";

export async function createCustomer(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password = PASSWORD, ...rest } = overrides;
  const email = rest.email ?? `kunde-${randomBytes(5).toString("hex")}@example.com`;
  const [row] = await db
    .insert(users)
    .values(demoUserValues({ email, ...rest, passwordHash: rest.passwordHash ?? (await hashPassword(password)) }))
    .returning();
  return { ...row, password };
}

/** The session id of a new live session of the user (a refresh token valid for a day). */
export async function liveSessionId(db: Db, userId: number): Promise<string> {
  const row = await insertRefreshToken(db, {
    userId,
    tokenHash: randomBytes(32).toString("hex"),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return row.sessionId;
}

/**
 * A client address of its own for each request (IPv6 documentation prefix, 64 random bits), so
 * per-address limits of one test never bleed into another: the fixed IPv4 addresses some tests use
 * cannot be hit by chance.
 */
export const clientAddress = () => `2001:db8::${[0, 1, 2, 3].map(() => randomBytes(2).toString("hex")).join(":")}`;

export async function logIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: "POST",
    url: "/api/account/jwt/anmelden",
    headers: { "x-forwarded-for": clientAddress() },
    payload: { UserName: email, Password: password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { res, token: res.json().token as string, cookies: cookieJar(res) };
}

export function cookieJar(res: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const c of res.cookies as { name: string; value: string }[]) jar[c.name] = c.value;
  return jar;
}

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return (
    res.cookies as {
      name: string;
      value: string;
      path?: string;
      httpOnly?: boolean;
      secure?: boolean;
      sameSite?: string;
      maxAge?: number;
    }[]
  ).find((c) => c.name === name);
}

export async function someDealer(db: Db) {
  const [row] = await db
    .select({ dealerId: dealers.id, branchId: branches.id, name: dealers.name })
    .from(dealers)
    .innerJoin(branches, eq(branches.dealerId, dealers.id))
    .where(eq(dealers.countryId, 1))
    .orderBy(asc(dealers.id))
    .limit(1);
  return row;
}

/** A placed order of the user, enough for hasAnyOrder and ratings. */
export async function insertOrder(db: Db, userId: number, dealer: { dealerId: number; branchId: number }, status = "delivered") {
  const key = randomBytes(6).toString("hex");
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `T-${key}`,
      userId,
      idempotencyKey: key,
      countryId: 1,
      productGroupId: 1,
      productId: 1,
      dealerId: dealer.dealerId,
      branchId: dealer.branchId,
      amount: 3000,
      stations: 1,
      config: {},
      paymentKind: "invoice",
      paymentId: 5,
      currency: "EUR",
      netPrice: 250000,
      vatAmount: 47500,
      totalPrice: 297500,
      unitPrice: 9917,
      priceLines: [],
      leadTimeDays: 5,
      termsVersion: "2025-01",
      withdrawalNoticeVersion: "2025-01",
      status,
    })
    .returning();
  return row;
}
