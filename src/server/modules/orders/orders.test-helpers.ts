/** Shared set-up of the checkout and order API tests (not a test file itself). */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { claimsForUser } from "../../../domain/auth.ts";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { demoUserValues } from "../../../db/seed/accounts/user-factory.ts";
import { signAccessToken } from "../account/access-token.ts";
import { liveSessionId } from "../account/account.test-helpers.ts";

export interface TestUser {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** A customer (or guest) row plus a signed access token of a live session: calls run as that user. */
export async function createUser(app: FastifyInstance, db: Db, opts: { isGuest?: boolean; lastName?: string } = {}): Promise<TestUser> {
  const email = `kunde-${randomBytes(5).toString("hex")}@example.com`;
  const [row] = await db
    .insert(users)
    .values(demoUserValues({ email, isGuest: opts.isGuest ?? false, firstName: "Erika", lastName: opts.lastName ?? "Mustermann", title1: "Frau" }))
    .returning();
  const sid = await liveSessionId(db, row.id);
  const { token } = await signAccessToken(app.tokenKeys, { ...claimsForUser({ ...row, hasAnyOrder: false }), sid: String(sid) });
  return { id: row.id, email, headers: { authorization: `Bearer ${token}` } };
}

export const baseConfig = (patch: Record<string, unknown> = {}) => ({
  ZipCode: "80331",
  Amount: 3000,
  Stations: 1,
  Product: { Id: 1, ClimateNeutral: false },
  Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  AppointmentPlus: false,
  CountryId: 1,
  ProductGroupId: 1,
  ...patch,
});

/** Parameters with the payment option replaced (−2 dealer's payment, 2, 3, 4, 23 with months, 40). */
export function withPayment(paymentId: number, months?: number) {
  return [{ Id: 5 }, { Id: 24 }, months ? { Id: paymentId, Modifier: months } : { Id: paymentId }, { Id: 11 }, { Id: 9 }];
}

export const address = (patch: Record<string, string> = {}) => ({
  Title1: "Frau",
  Title2: "",
  FirstName: "Erika",
  LastName: "Mustermann",
  CompanyName: "",
  Street: "Marienplatz",
  HouseNumber: "8",
  ZipCode: "80331",
  City: "München",
  Phone: "089 123456",
  ...patch,
});

export const VALID_IBAN = "DE89 3704 0044 0532 0130 00";
