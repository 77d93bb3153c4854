import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Contact requests (decision 0042): what came in through /kontakt, and the thread of the sender's message
// and the support desks' answers. The reference number (KA-2026-000042) is the id, not a column.

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The country site it came through: the receipt's and the answers' sender (decision 0013). */
    countryId: smallint("country_id").notNull(),
    /** bestellung | lieferung | rechnung | kundenkonto | tanksensor | haendler | sonstiges */
    topic: text("topic").notNull(),
    /** Where the answers go: the visitor's address, or the signed-in user's account address at the time. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** The signed-in sender's account (a guest's too); null for visitors. */
    userId: integer("user_id"),
    /** The order number as given (validated format). */
    orderNumber: text("order_number"),
    /** Her order with that number, when it is hers (linked at submission). */
    orderId: integer("order_id"),
    /** new | assigned | answered | closed (domain/contact/contact-states.ts) */
    state: text("state").notNull().default("new"),
    assigneeUserId: integer("assignee_user_id"),
    /** The spam gate's nonce: one request per signed token (null: not through the gate). */
    gateNonce: text("gate_nonce"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("contact_requests_gate_nonce_idx").on(t.gateNonce),
    index("contact_requests_state_idx").on(t.state, t.createdAt),
    index("contact_requests_created_idx").on(t.createdAt),
    index("contact_requests_user_idx").on(t.userId),
  ],
);

// The thread: the sender's message first ("in"), then every answer a desk mailed ("out"), oldest first.
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: bigint("request_id", { mode: "number" })
      .notNull()
      .references(() => contactRequests.id, { onDelete: "cascade" }),
    direction: text("direction").notNull(),
    /** The desk user who answered; null for the sender's message. */
    authorUserId: integer("author_user_id"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_request_idx").on(t.requestId, t.createdAt)],
);
