import type { Db } from "../../../db/client.ts";
import { emailSchema, newPasswordSchema } from "../../../domain/account/account.schemas.ts";
import { findCustomerByEmail, insertUser, revokeAllRefreshTokens, updateUser } from "./account.repo.ts";
import { hashPassword } from "./passwords.ts";

export const ADMIN_PASSWORD_MIN = 12;

export type CreateAdminResult = { ok: true; userId: number; created: boolean } | { ok: false; message: string };

/**
 * `npm run admin:create` (decision 0010): the first administrator of a real deployment, which has no
 * demo accounts. A new account is created with the ADMIN role; an existing customer is promoted, gets
 * the typed password and loses its open sessions (the password changed). Admin passwords follow the
 * customer rules and are at least 12 characters long.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; repeat: string },
  now = new Date(),
): Promise<CreateAdminResult> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) return { ok: false, message: email.error.issues[0].message };
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) return { ok: false, message: password.error.issues[0].message };
  if (input.password.length < ADMIN_PASSWORD_MIN)
    return { ok: false, message: `Das Kennwort eines Administrators muss mindestens ${ADMIN_PASSWORD_MIN} Zeichen lang sein.` };
  if (input.password !== input.repeat) return { ok: false, message: "Die beiden Kennwörter stimmen nicht überein." };

  const passwordHash = await hashPassword(input.password);
  const existing = await findCustomerByEmail(db, email.data);
  if (existing) {
    const roles = existing.roles.includes("ADMIN") ? existing.roles : [...existing.roles, "ADMIN"];
    await updateUser(db, existing.id, { roles, passwordHash, emailConfirmedAt: existing.emailConfirmedAt ?? now });
    await revokeAllRefreshTokens(db, existing.id, now);
    return { ok: true, userId: existing.id, created: false };
  }
  const user = await insertUser(db, { countryId: 1, email: email.data, passwordHash, roles: ["ADMIN"], emailConfirmedAt: now });
  return { ok: true, userId: user.id, created: true };
}
