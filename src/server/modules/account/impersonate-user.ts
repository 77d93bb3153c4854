/**
 * Impersonation (decision 0031, spec §3 isImpersonatedS, §4 "Logout with user switch"): support staff act
 * as a customer to help her. The customer's session is a session of its own whose refresh-token rows name
 * the support user; its access tokens say isImpersonatedS, so every page shows the banner and the order and
 * payment use cases refuse. Ending it (logout) ends that session and signs the support user in again.
 */
import { AppError } from "../../../domain/shared/errors.ts";
import { passes } from "../../../domain/access/roles.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findUserById, sessionImpersonator } from "./account.repo.ts";
import { startSession, type Session } from "./issue-session.ts";
import { assertUserAdmin, type BackOfficeActor } from "./support-users.ts";

export async function impersonateUser(deps: AccountDeps, input: { actor: BackOfficeActor; userId: number }): Promise<Session> {
  const target = await findUserById(deps.db, input.userId);
  if (!target) throw new AppError("USER_NOT_FOUND");
  await assertUserAdmin(deps.db, input.actor, target, "impersonate");
  const session = await startSession(deps, target, { impersonatorUserId: input.actor.id });
  await recordAudit(deps.db, {
    actorUserId: input.actor.id,
    actingAsUserId: target.id,
    action: "user.impersonate",
    targetKind: "user",
    targetId: target.id,
    requestId: input.actor.requestId,
  });
  return session;
}

/**
 * The end of an impersonation (from the logout): the support user's new session, or null when the session
 * was no impersonation or its support user may no longer work in the back office (locked, role taken away).
 */
export async function endImpersonation(deps: AccountDeps, input: { sid: string; userId: number }): Promise<Session | null> {
  const by = await sessionImpersonator(deps.db, input.sid);
  if (by === null) return null;
  const support = await findUserById(deps.db, by);
  await recordAudit(deps.db, {
    actorUserId: by,
    actingAsUserId: input.userId,
    action: "user.impersonate-end",
    targetKind: "user",
    targetId: input.userId,
  });
  if (!support || support.lockedAt || !passes(support.roles, "SUPPORT")) return null;
  return startSession(deps, support);
}

/**
 * Every write made in an impersonated session (decision 0036), API call or page form, allowed or refused:
 * one audit row naming the support user as actor and the customer as the one acted as.
 */
export async function recordImpersonatedRequest(
  deps: AccountDeps,
  input: { sid: string; userId: number; method: string; path: string; status: number; requestId?: string | null },
): Promise<void> {
  const by = await sessionImpersonator(deps.db, input.sid);
  if (by === null) return;
  await recordAudit(deps.db, {
    actorUserId: by,
    actingAsUserId: input.userId,
    action: "user.impersonated-request",
    targetKind: "request",
    targetId: `${input.method} ${input.path}`.slice(0, 300),
    after: { Status: input.status },
    requestId: input.requestId,
  });
}
