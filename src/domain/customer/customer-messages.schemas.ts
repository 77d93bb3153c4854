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
export const notificationSettingsSchema = z.object({ OrderUpdates: z.boolean(), PriceAlarms: z.boolean(), TankAlerts: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
