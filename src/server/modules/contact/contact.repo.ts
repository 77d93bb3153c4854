/**
 * Queries of the contact requests (decision 0042): the requests and their threads, plus read-only looks at
 * users for names in the queue and for who may be assigned (decision 0031's read models).
 */
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { contactMessages, contactRequests } from "../../../db/schema/contact.ts";
import type { ContactState } from "../../../domain/contact/contact-states.ts";
import { parseContactReference } from "../../../domain/contact/contact-reference.ts";
import { passes } from "../../../domain/access/roles.ts";

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The request, or null when its gate nonce was used before (one request per signed token). */
export async function insertRequest(tx: Db, row: typeof contactRequests.$inferInsert): Promise<ContactRequestRow | null> {
  const [created] = await tx.insert(contactRequests).values(row).onConflictDoNothing({ target: contactRequests.gateNonce }).returning();
  return created ?? null;
}

export async function insertMessage(tx: Db, row: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const [created] = await tx.insert(contactMessages).values(row).returning();
  return created;
}

export async function findRequest(db: Db, id: number): Promise<ContactRequestRow | undefined> {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row;
}

/** The request, locked until the transaction ends: two desks acting at once take turns. */
export async function lockRequest(tx: Db, id: number): Promise<ContactRequestRow | undefined> {
  const [row] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id)).for("update");
  return row;
}

export async function updateRequest(tx: Db, id: number, patch: Partial<typeof contactRequests.$inferInsert>): Promise<void> {
  await tx.update(contactRequests).set(patch).where(eq(contactRequests.id, id));
}

export async function messagesOf(db: Db, requestId: number): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.requestId, requestId))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The queue: newest first, by state, a reference number (exact) or a part of the sender's address. */
export async function pageRequests(db: Db, q: { state?: ContactState; q: string; page: number; pageSize: number }) {
  const where: SQL[] = [];
  if (q.state) where.push(eq(contactRequests.state, q.state));
  const term = q.q.trim();
  if (term) {
    const reference = parseContactReference(term);
    if (reference)
      where.push(
        eq(contactRequests.id, reference.id),
        sql`extract(year from ${contactRequests.createdAt} at time zone 'Europe/Berlin') = ${reference.year}`,
      );
    else where.push(ilike(contactRequests.email, likeText(term.toLowerCase())));
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(contactRequests).where(condition);
  const rows = await db
    .select()
    .from(contactRequests)
    .where(condition)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: Number(total) };
}

/** "Erika Mustermann", or the e-mail address of an account without a name. */
export async function namesOf(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
}

/** Who can work on contact requests: unlocked, not deleted accounts of a support desk, and admins. */
export async function deskUsers(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles })
    .from(users)
    // A coarse cut in SQL (short or long names of the desks and the admin); roles.ts decides below.
    .where(
      and(
        isNull(users.lockedAt),
        isNull(users.anonymisedAt),
        sql`exists (select 1 from unnest(${users.roles}) r where r in ('ADMIN', 'CUSTOMER_SUPPORT', 'DEALER_SUPPORT', 'MEX_SUPPORT') or r ~ '^Role_[^_]+_(Admin|CustomerSupport|DealerSupport|meXSupport)$')`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.filter((u) => passes(u.roles, "SUPPORT")).map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.email }));
}

/** Her requests, each with its thread, oldest first (her data export, decision 0046). */
export async function requestsOfUser(db: Db, userId: number): Promise<{ request: ContactRequestRow; messages: ContactMessageRow[] }[]> {
  const requests = await db
    .select()
    .from(contactRequests)
    .where(eq(contactRequests.userId, userId))
    .orderBy(asc(contactRequests.createdAt));
  if (requests.length === 0) return [];
  const messages = await db
    .select()
    .from(contactMessages)
    .where(
      inArray(
        contactMessages.requestId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  return requests.map((request) => ({ request, messages: messages.filter((m) => m.requestId === request.id) }));
}

/** Erases her requests with their threads (her account's deletion, decision 0028); returns how many. */
export async function deleteRequestsOfUser(tx: Db, userId: number): Promise<number> {
  const gone = await tx.delete(contactRequests).where(eq(contactRequests.userId, userId)).returning({ id: contactRequests.id });
  return gone.length;
}
