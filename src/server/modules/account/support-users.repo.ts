/**
 * Queries of the back office's user administration (decision 0031): the paged search over
 * users (name, e-mail, postcode of an address, id, or the owner of an order) with filters and sorting.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, users } from "../../../db/schema/accounts.ts";
import { orders } from "../../../db/schema/orders.ts";
import type { UserSearchQuery } from "../../../domain/back-office/support-users.schemas.ts";
import { searchKindOf } from "../../../domain/back-office/user-admin.ts";

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const BACK_OFFICE_ROLE = sql`exists (select 1 from unnest(${users.roles}) r where r <> 'DEALER' and r <> 'Role_Customer' and r <> 'CUSTOMER' and r <> 'MEX_CUSTOMER')`;

function filters(q: UserSearchQuery, orderOwner: number | null): SQL[] {
  const where: SQL[] = [];
  const term = q.q.trim();
  switch (searchKindOf(term)) {
    case "order-number":
      where.push(eq(users.id, orderOwner ?? -1));
      break;
    case "postcode":
      where.push(
        sql`exists (select 1 from ${addresses} where ${addresses.userId} = ${users.id} and ${addresses.zip} = ${term} and ${addresses.deletedAt} is null)`,
      );
      break;
    case "id":
      where.push(eq(users.id, Number(term.slice(1))));
      break;
    case "email":
      where.push(ilike(users.email, likeText(term.toLowerCase())));
      break;
    case "name":
      for (const word of term.split(/\s+/).slice(0, 4))
        where.push(or(ilike(users.firstName, likeText(word)), ilike(users.lastName, likeText(word)), ilike(users.email, likeText(word)))!);
      break;
    case "all":
      break;
  }
  if (q.role === "dealer") where.push(sql`'DEALER' = any(${users.roles})`);
  if (q.role === "back-office") where.push(BACK_OFFICE_ROLE);
  if (q.role === "customer") where.push(sql`not ${BACK_OFFICE_ROLE} and not ('DEALER' = any(${users.roles}))`, eq(users.isGuest, false));
  if (q.state === "locked") where.push(isNotNull(users.lockedAt));
  if (q.state === "guest") where.push(eq(users.isGuest, true));
  if (q.state === "deleted") where.push(isNotNull(users.anonymisedAt));
  if (q.state === "unconfirmed") where.push(isNull(users.emailConfirmedAt), eq(users.isGuest, false), isNull(users.anonymisedAt));
  if (q.state === "active") where.push(isNull(users.lockedAt), isNull(users.anonymisedAt), eq(users.isGuest, false));
  return where;
}

const SORTS = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(users.lastName), asc(users.firstName), asc(users.id)],
  email: [asc(users.email), asc(users.id)],
} as const;

export async function searchUsers(db: Db, q: UserSearchQuery, pageSize: number, orderOwner: number | null) {
  const where = and(...filters(q, orderOwner));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...SORTS[q.sort])
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  return { rows, total: Number(total) };
}

export async function orderCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** The owner of an order number (the search by order number). */
export async function ownerOfOrderNumber(db: Db, orderNumber: string): Promise<number | null> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.orderNumber, orderNumber.toUpperCase())).limit(1);
  return row?.userId ?? null;
}

export async function activeAddresses(db: Db, userId: number) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.id));
}

/** The user row, locked for the rest of the transaction (two desks editing one user at once). */
export async function lockUserRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

/** Unlocked, undeleted accounts holding the admin role (short or long name): the authority rule's "last admin". */
export async function countActiveAdmins(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        isNull(users.lockedAt),
        isNull(users.anonymisedAt),
        sql`exists (select 1 from unnest(${users.roles}) r where r = 'ADMIN' or r ~ '^Role_[^_]+_Admin$')`,
      ),
    );
  return n;
}

/** Serialises every change that could remove the last admin (two admins locking each other at once). */
export async function lockAdminChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('back-office:last-admin'))`);
}
