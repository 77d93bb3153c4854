import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

// The back office (decision 0031). One migration for the area's parts, built side by side.

// Every back-office action: who, when, what, on which record, before and after (admins read it).
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: integer("actor_user_id").notNull(),
    /** Set while the actor acts as this customer (impersonation, decision 0036). */
    actingAsUserId: integer("acting_as_user_id"),
    /** e.g. user.update, user.lock, user.impersonate, order.cancel, cancellation.save, cache.clear */
    action: text("action").notNull(),
    /** user | order | cache | job | export … */
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetKind, t.targetId),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);

// Cancellation management (spec §3 "Cancellation order", §4): booking state and feedback per order.
// No row: not booked, no feedback. Withdrawn, declined and cancelled orders are the list.
export const orderCancellations = pgTable("order_cancellations", {
  orderId: integer("order_id").primaryKey(),
  isBooked: boolean("is_booked").notNull().default(false),
  /** Booking mode (decision 0031): 0 none, 1 Storno, 2 Gutschrift, 3 Teilgutschrift. */
  bookedAs: smallint("booked_as").notNull().default(0),
  /** 0 none, 1 given (spec §4: adding feedback sets status 1). */
  feedbackStatus: smallint("feedback_status").notNull().default(0),
  feedbackReason: text("feedback_reason"),
  feedbackComment: text("feedback_comment"),
  updatedByUserId: integer("updated_by_user_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Comments about a customer or a dealer's user (spec §3: comments with fkUserId), newest first.
export const cancellationComments = pgTable(
  "cancellation_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The customer or dealer user the comment is about (fkUserId). */
    userId: integer("user_id").notNull(),
    authorUserId: integer("author_user_id").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cancellation_comments_user_idx").on(t.userId, t.createdAt)],
);

// A back-office user's saved choices (e.g. the export's columns), per key.
export const backOfficePrefs = pgTable(
  "back_office_prefs",
  {
    userId: integer("user_id").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
