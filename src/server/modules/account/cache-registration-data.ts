import { createHash } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { registrationDataSchema, type RegistrationData } from "../../../domain/account/account.schemas.ts";
import type { AccountDeps } from "./account-deps.ts";
import { REGISTRATION_DATA_MINUTES } from "./session-policy.ts";

/**
 * POST/GET /api/account/cache-reg-data: the login/registration session data of spec §3 (AuthData,
 * UseInvoiceAddress, DeliveryAddress, InvoiceAddress) kept between the order-registration pages.
 * Stored in the browser as an encrypted (A256GCM), httpOnly cookie for 60 minutes: no server state,
 * unreadable and unforgeable for scripts; never a password (the schema drops unknown keys).
 */
function key(deps: AccountDeps): Uint8Array {
  return createHash("sha256").update(`registration-data:${deps.config.jwtSecret}`).digest();
}

export const EMPTY_REGISTRATION_DATA: RegistrationData = registrationDataSchema.parse({});

export async function sealRegistrationData(deps: AccountDeps, data: RegistrationData): Promise<{ value: string; maxAge: number }> {
  const maxAge = REGISTRATION_DATA_MINUTES * 60;
  const now = Math.floor(deps.now().getTime() / 1000);
  const value = await new EncryptJWT({ data })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(now)
    .setExpirationTime(now + maxAge)
    .encrypt(key(deps));
  return { value, maxAge };
}

export async function openRegistrationData(deps: AccountDeps, value: string | undefined): Promise<RegistrationData> {
  if (!value) return EMPTY_REGISTRATION_DATA;
  try {
    const { payload } = await jwtDecrypt(value, key(deps), { currentDate: deps.now() });
    const parsed = registrationDataSchema.safeParse(payload.data);
    return parsed.success ? parsed.data : EMPTY_REGISTRATION_DATA;
  } catch {
    return EMPTY_REGISTRATION_DATA;
  }
}
