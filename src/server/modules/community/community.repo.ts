import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  communityGuidelineAcceptances,
  communityGuidelines,
  communityHelpful,
  communityPosts,
  communityReports,
} from "../../../db/schema/index.ts";

export type PostRow = typeof communityPosts.$inferSelect;

export async function insertPost(tx: Db, row: typeof communityPosts.$inferInsert): Promise<PostRow> {
  const [inserted] = await tx.insert(communityPosts).values(row).returning();
  return inserted;
}

export async function postById(db: Db, id: number): Promise<PostRow | null> {
  const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, id));
  return row ?? null;
}

/** The post, locked for the change in `tx`. */
export async function postForUpdate(tx: Db, id: number): Promise<PostRow | null> {
  const [row] = await tx.select().from(communityPosts).where(eq(communityPosts.id, id)).for("update");
  return row ?? null;
}

/** A thread's replies, oldest first (every status: the page shows what became of them). */
export async function repliesOf(db: Db, threadId: number): Promise<PostRow[]> {
  return db.select().from(communityPosts).where(eq(communityPosts.parentId, threadId)).orderBy(asc(communityPosts.id));
}

/** Visible threads of a category, newest first: older than `before`, or from `upTo` down. */
export async function threadsOf(db: Db, q: { category: string; before?: number; upTo?: number; limit: number }): Promise<PostRow[]> {
  return db
    .select()
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.category, q.category),
        eq(communityPosts.status, "visible"),
        isNull(communityPosts.parentId),
        q.before !== undefined ? lt(communityPosts.id, q.before) : undefined,
        q.upTo !== undefined ? lte(communityPosts.id, q.upTo) : undefined,
      ),
    )
    .orderBy(desc(communityPosts.id))
    .limit(q.limit);
}

/** The ids of the visible threads (the sitemap), newest first. */
export async function visibleThreadIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.status, "visible"), isNull(communityPosts.parentId)))
    .orderBy(desc(communityPosts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function updatePost(tx: Db, id: number, set: Partial<typeof communityPosts.$inferInsert>): Promise<void> {
  await tx.update(communityPosts).set(set).where(eq(communityPosts.id, id));
}

export async function addToReplyCount(tx: Db, threadId: number, delta: number): Promise<void> {
  await tx
    .update(communityPosts)
    .set({ replyCount: sql`greatest(${communityPosts.replyCount} + ${delta}, 0)` })
    .where(eq(communityPosts.id, threadId));
}

/** Her posts (replies too, whatever became of them) since `since`. */
export async function countPostsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityPosts)
    .where(and(eq(communityPosts.authorUserId, userId), gte(communityPosts.createdAt, since)));
  return row.n;
}

export async function sameTextSince(db: Db, userId: number, fingerprint: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.authorUserId, userId), eq(communityPosts.fingerprint, fingerprint), gt(communityPosts.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Which of these posts the user marked helpful. */
export async function markedByUser(db: Db, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: communityHelpful.postId })
    .from(communityHelpful)
    .where(and(eq(communityHelpful.userId, userId), inArray(communityHelpful.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/** Marks or unmarks; answers whether it is marked now. The count follows in the same transaction. */
export async function toggleHelpful(tx: Db, postId: number, userId: number, at: Date): Promise<boolean> {
  const removed = await tx
    .delete(communityHelpful)
    .where(and(eq(communityHelpful.postId, postId), eq(communityHelpful.userId, userId)))
    .returning({ postId: communityHelpful.postId });
  if (removed.length === 0) await tx.insert(communityHelpful).values({ postId, userId, createdAt: at }).onConflictDoNothing();
  const marked = removed.length === 0;
  await tx
    .update(communityPosts)
    .set({ helpfulCount: sql`greatest(${communityPosts.helpfulCount} + ${marked ? 1 : -1}, 0)` })
    .where(eq(communityPosts.id, postId));
  return marked;
}

/** A report; null when this user had already reported the post. */
export async function insertReport(tx: Db, row: typeof communityReports.$inferInsert): Promise<{ id: number } | null> {
  const [inserted] = await tx.insert(communityReports).values(row).onConflictDoNothing().returning({ id: communityReports.id });
  return inserted ?? null;
}

/** How many different accounts reported the post and wait for support's decision. */
export async function openAccountReports(tx: Db, postId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${communityReports.reporterUserId})::int` })
    .from(communityReports)
    .where(and(eq(communityReports.postId, postId), isNotNull(communityReports.reporterUserId), isNull(communityReports.resolvedAt)));
  return row.n;
}

export async function currentGuidelines(db: Db) {
  const [row] = await db.select().from(communityGuidelines).orderBy(desc(communityGuidelines.version)).limit(1);
  return row ?? null;
}

/** Her highest accepted version (spec §3 acceptedGuidelineVersion), or null. */
export async function acceptedVersionOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ v: sql<number | null>`max(${communityGuidelineAcceptances.version})` })
    .from(communityGuidelineAcceptances)
    .where(eq(communityGuidelineAcceptances.userId, userId));
  return row?.v ?? null;
}

export async function insertAcceptance(db: Db, userId: number, version: number, at: Date): Promise<void> {
  await db.insert(communityGuidelineAcceptances).values({ userId, version, acceptedAt: at }).onConflictDoNothing();
}
