import { bigserial, boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The customer area (decisions 0028–0031). Written as one migration so the area's parts can
// be built side by side.

// A customer's messages (order state changes, price alarm hits, later tank alerts), read or unread.
// dedupe_key makes writing a message idempotent: a retried job or transition writes it once.
export const customerMessages = pgTable(
  "customer_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    /** order | price-alarm | tank */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A page of the product the message leads to (relative path). */
    link: text("link"),
    orderId: integer("order_id"),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_messages_dedupe_idx").on(t.userId, t.dedupeKey),
    index("customer_messages_user_idx").on(t.userId, t.createdAt),
  ],
);

// Which events a customer wants to hear about. E-mail on/off is users.newsletter_confirmed_at (double
// opt-in through /benachrichtigungen/{token}/bestaetigen); no row: every event on.
export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id").primaryKey(),
  orderUpdates: boolean("order_updates").notNull().default(true),
  priceAlarms: boolean("price_alarms").notNull().default(true),
  tankAlerts: boolean("tank_alerts").notNull().default(true),
  /** Replies to her community posts (decision 0069): a message, and a mail while communityReplyMails. */
  communityReplies: boolean("community_replies").notNull().default(true),
  communityReplyMails: boolean("community_reply_mails").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Price alarms (Preiswecker): a configuration and a target price per basis (100 l or 1 t, gross minor
// units). A visitor's alarm has no user and waits for the e-mail confirmation (double opt-in); a
// customer's is confirmed at once. last_zone remembers which side of the targets the last check saw,
// so a crossing mails once (hysteresis, decision 0030).
export const priceAlarms = pgTable(
  "price_alarms",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id"),
    email: text("email").notNull(),
    countryId: smallint("country_id").notNull(),
    zip: text("zip").notNull(),
    productGroupId: smallint("product_group_id").notNull(),
    productId: integer("product_id").notNull(),
    amount: integer("amount").notNull(),
    /** Alarm when the best price per basis falls to or below this (gross minor units). */
    belowPerBasis: integer("below_per_basis").notNull(),
    /** Optional rise alarm: when the best price per basis climbs to or above this. */
    abovePerBasis: integer("above_per_basis"),
    /** Checked from this day on (the country's calendar day); null: at once. */
    startsOn: date("starts_on"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** One-click unsubscribe from every mail; only the hash is stored. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    /** below | between | above: the side of the targets the last check saw; null before the first. */
    lastZone: text("last_zone"),
    lastPricePerBasis: integer("last_price_per_basis"),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("price_alarms_user_idx").on(t.userId),
    index("price_alarms_market_idx").on(t.countryId, t.productId),
    uniqueIndex("price_alarms_unsubscribe_idx").on(t.unsubscribeTokenHash),
    uniqueIndex("price_alarms_confirm_idx").on(t.confirmTokenHash),
  ],
);

// Every crossing an alarm reported (mailed once each).
export const priceAlarmHits = pgTable(
  "price_alarm_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    alarmId: integer("alarm_id").notNull(),
    /** below | above */
    direction: text("direction").notNull(),
    pricePerBasis: integer("price_per_basis").notNull(),
    /** The price update that caused it (market version), so a retried check records it once. */
    marketVersion: text("market_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("price_alarm_hits_once_idx").on(t.alarmId, t.marketVersion, t.direction)],
);
