import type { Db } from "../../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import { insertMessage, markMessagesRead, messagesOfUser, saveSettings, settingsOf, type NewMessage } from "./customer-messages.repo.ts";

/**
 * The customer's messages and which of them she wants (decision 0028). The area's
 * subscribers write them when other areas publish what happened (an order's transition, a price alarm's
 * hit, a tank alert; customer.subscribers.ts, decision 0051); her settings decide whether it is written at all. E-mail on/off stays the double
 * opt-in of the account area (/benachrichtigungen/{token}/bestaetigen).
 */
export type MessageKind = "order" | "price-alarm" | "tank" | "community";

const SETTING: Record<MessageKind, "orderUpdates" | "priceAlarms" | "tankAlerts" | "communityReplies"> = {
  order: "orderUpdates",
  "price-alarm": "priceAlarms",
  tank: "tankAlerts",
  community: "communityReplies",
};

export async function addMessage(tx: Db, message: NewMessage & { kind: MessageKind }): Promise<void> {
  const settings = await settingsOf(tx, message.userId);
  if (!settings[SETTING[message.kind]]) return;
  await insertMessage(tx, message);
}

export async function listMessages(deps: { db: Db }, input: { userId: number }) {
  const rows = await messagesOfUser(deps.db, input.userId, 50);
  return {
    Unread: rows.filter((r) => !r.readAt).length,
    Items: rows.map((r) => ({
      Id: r.id,
      Kind: r.kind,
      Title: r.title,
      Body: r.body,
      Link: r.link,
      CreatedAt: r.createdAt.toISOString(),
      Read: r.readAt !== null,
    })),
  };
}

export async function markRead(deps: { db: Db; clock: Clock }, input: { userId: number; id?: number }) {
  await markMessagesRead(deps.db, input.userId, deps.clock.now(), input.id);
  return { success: true as const };
}

export async function notificationSettings(deps: { db: Db }, input: { userId: number }) {
  const s = await settingsOf(deps.db, input.userId);
  return {
    OrderUpdates: s.orderUpdates,
    PriceAlarms: s.priceAlarms,
    TankAlerts: s.tankAlerts,
    CommunityReplies: s.communityReplies,
    CommunityReplyMails: s.communityReplyMails,
  };
}

export async function saveNotificationSettings(
  deps: { db: Db; clock: Clock },
  input: {
    userId: number;
    OrderUpdates: boolean;
    PriceAlarms: boolean;
    TankAlerts: boolean;
    CommunityReplies?: boolean;
    CommunityReplyMails?: boolean;
  },
) {
  // The community's two settings came later (decision 0069): a caller that does not send them keeps them.
  const before = await settingsOf(deps.db, input.userId);
  await saveSettings(
    deps.db,
    input.userId,
    {
      orderUpdates: input.OrderUpdates,
      priceAlarms: input.PriceAlarms,
      tankAlerts: input.TankAlerts,
      communityReplies: input.CommunityReplies ?? before.communityReplies,
      communityReplyMails: input.CommunityReplyMails ?? before.communityReplyMails,
    },
    deps.clock.now(),
  );
  return notificationSettings(deps, input);
}
