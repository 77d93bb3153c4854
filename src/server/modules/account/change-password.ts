import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { updateUser } from "./account.repo.ts";
import { credentialOwner, type SessionCaller } from "./guards.ts";
import { startSession, type Session } from "./issue-session.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/**
 * PUT /api/jwt/konto/kennwort: needs the current password. Every session of the account ends
 * (other devices are logged out); this one continues with a new session.
 */
export async function changePassword(
  deps: AccountDeps,
  caller: SessionCaller,
  input: { CurrentPassword: string; NewPassword: string },
): Promise<Session> {
  const user = await credentialOwner(deps, caller);
  if (!(await verifyPassword(input.CurrentPassword, user.passwordHash))) throw new AppError("WRONG_PASSWORD", { field: "CurrentPassword" });
  const updated = await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.NewPassword) });
  await deps.sessions.endAllOf(user.id);
  return startSession(deps, updated!);
}
