import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditList, type AuditQuery } from "../../../domain/operations/operations.schemas.ts";
import { pageWindow } from "../../../domain/operations/paging.ts";
import { auditPage, countAudit } from "./operations.repo.ts";
import type { OperationsDeps } from "./operations.deps.ts";

/** /support/protokoll: the audit log, newest first, 50 a page, filtered by action, actor, target and period. */
export async function listAuditLog(deps: Pick<OperationsDeps, "db">, query: AuditQuery): Promise<AuditList> {
  const total = await countAudit(deps.db, query);
  const { offset, page } = pageWindow(total, query.page, AUDIT_PAGE_SIZE);
  const rows = await auditPage(deps.db, query, offset, AUDIT_PAGE_SIZE);
  return {
    Items: rows.map((r) => ({
      Id: r.id,
      CreatedAt: r.createdAt.toISOString(),
      ActorUserId: r.actorUserId,
      ActorEmail: r.actorEmail ?? null,
      ActingAsUserId: r.actingAsUserId ?? null,
      ActingAsEmail: r.actingAsEmail ?? null,
      Action: r.action,
      TargetKind: r.targetKind,
      TargetId: r.targetId,
      Before: r.before ?? null,
      After: r.after ?? null,
      RequestId: r.requestId,
    })),
    Total: total,
    Page: page,
    PageSize: AUDIT_PAGE_SIZE,
    Actions: Object.keys(AUDIT_ACTION_LABELS),
  };
}
