/** The customer's messages and notification settings (decision 0028). */
import { z } from "zod";

export const customerMessagesSchema = z.object({
  Unread: z.number(),
  Items: z.array(
    z.object({
      Id: z.number(),
      Kind: z.string(),
      Title: z.string(),
      Body: z.string(),
      Link: z.string().nullable(),
      CreatedAt: z.string(),
      Read: z.boolean(),
    }),
  ),
});
export type CustomerMessages = z.infer<typeof customerMessagesSchema>;
export const markReadSchema = z.object({ Id: z.number().int().min(1).max(2_147_483_647).optional() });
export const notificationSettingsSchema = z.object({
  OrderUpdates: z.boolean(),
  PriceAlarms: z.boolean(),
  TankAlerts: z.boolean(),
  /** Replies to her community posts (decision 0069): a message here, and a mail while CommunityReplyMails. */
  CommunityReplies: z.boolean(),
  CommunityReplyMails: z.boolean(),
});
/** A change: the community's two settings came later and may be left out (they stay as they are). */
export const notificationSettingsInput = notificationSettingsSchema.partial({ CommunityReplies: true, CommunityReplyMails: true });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
