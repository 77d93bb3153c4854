import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/back-office.ts";

/**
 * The back office's audit log (decision 0031): every back-office action writes one row — who,
 * when, what, on which record, before and after. Written with the action's own transaction (`db` is then
 * the transaction), so an action and its record stand or fall together. Admins read it at /support/protokoll.
 */
export interface AuditEntry {
  actorUserId: number;
  /** The customer the actor was acting as (impersonation, decision 0036): both identities in one row. */
  actingAsUserId?: number | null;
  /** e.g. "user.update", "user.lock", "user.impersonate", "order.cancel", "cancellation.save", "cache.clear". */
  action: string;
  targetKind: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actingAsUserId: entry.actingAsUserId ?? null,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
