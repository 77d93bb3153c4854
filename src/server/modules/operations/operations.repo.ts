/** Queries of the audit log (decision 0031): filtered, newest first, paged on the server. */
import { and, desc, eq, like, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import type { AuditQuery } from "../../../domain/operations/operations.schemas.ts";
import { actorFilterOf } from "../../../domain/operations/paging.ts";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(q: AuditQuery): SQL | undefined {
  const w: SQL[] = [];
  // "user" finds every user.… action; "user.lock" exactly that one.
  if (q.action) w.push(q.action.includes(".") ? eq(auditLog.action, q.action) : like(auditLog.action, `${escapeLike(q.action)}.%`));
  const actor = actorFilterOf(q.actor);
  if (actor?.kind === "id") w.push(eq(auditLog.actorUserId, actor.id));
  if (actor?.kind === "email")
    w.push(sql`${auditLog.actorUserId} in (select ${users.id} from ${users} where ${users.email} like ${`%${escapeLike(actor.text)}%`})`);
  if (q.targetKind) w.push(eq(auditLog.targetKind, q.targetKind));
  if (q.targetId) w.push(eq(auditLog.targetId, q.targetId));
  // Days of the German calendar, as everywhere in the back office.
  if (q.from) w.push(sql`${auditLog.createdAt} >= (${q.from}::date)::timestamp at time zone 'Europe/Berlin'`);
  if (q.to) w.push(sql`${auditLog.createdAt} < (${q.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  return w.length ? and(...w) : undefined;
}

export async function countAudit(db: Db, q: AuditQuery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where(q));
  return Number(row?.n ?? 0);
}

const actingAs = alias(users, "acting_as");

export async function auditPage(db: Db, q: AuditQuery, offset: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      actorEmail: users.email,
      actingAsUserId: auditLog.actingAsUserId,
      actingAsEmail: actingAs.email,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsUserId))
    .where(where(q))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
