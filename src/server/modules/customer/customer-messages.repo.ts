import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { customerMessages, notificationSettings } from "../../../db/schema/index.ts";

export type NewMessage = Omit<typeof customerMessages.$inferInsert, "id" | "createdAt" | "readAt">;

/** Idempotent on (user, dedupe key): a retried job or transition writes a message once. */
export async function insertMessage(tx: Db, row: NewMessage) {
  await tx.insert(customerMessages).values(row).onConflictDoNothing();
}

/** The customer's messages, newest first. */
export async function messagesOfUser(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.userId, userId))
    .orderBy(sql`${customerMessages.createdAt} desc`, sql`${customerMessages.id} desc`)
    .limit(limit);
}

export async function markMessagesRead(db: Db, userId: number, at: Date, id?: number) {
  await db
    .update(customerMessages)
    .set({ readAt: at })
    .where(
      and(eq(customerMessages.userId, userId), isNull(customerMessages.readAt), id !== undefined ? eq(customerMessages.id, id) : undefined),
    );
}

export async function settingsOf(db: Db, userId: number) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return (
    row ?? {
      userId,
      orderUpdates: true,
      priceAlarms: true,
      tankAlerts: true,
      communityReplies: true,
      communityReplyMails: true,
      updatedAt: null,
    }
  );
}

export async function saveSettings(
  db: Db,
  userId: number,
  s: { orderUpdates: boolean; priceAlarms: boolean; tankAlerts: boolean; communityReplies: boolean; communityReplyMails: boolean },
  at: Date,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, ...s, updatedAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...s, updatedAt: at } });
}

/** Decision 0028: her messages and settings, for the export and the deletion. */
/** Her messages and her settings, as stored (the export maps them, decision 0046). */
export async function messageDataOf(db: Db, userId: number) {
  return {
    messages: await db
      .select()
      .from(customerMessages)
      .where(eq(customerMessages.userId, userId))
      .orderBy(asc(customerMessages.createdAt), asc(customerMessages.id)),
    settings: await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
  };
}

export async function eraseMessageData(tx: Db, userId: number) {
  await tx.delete(customerMessages).where(eq(customerMessages.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
