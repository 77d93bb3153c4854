import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// A checkout in progress (spec §3 "Checkout common data"): the chosen offer's configuration, the
// validated steps, the selected addresses and the payment. The server keeps it so a reload, a second
// tab or the app wrapper all see the same state; placing the order closes it.
export const checkouts = pgTable(
  "checkouts",
  {
    id: text("id").primaryKey(), // random, url-safe
    userId: integer("user_id").notNull(),
    countryId: smallint("country_id").notNull(),
    productGroupId: smallint("product_group_id").notNull(),
    dealerId: integer("dealer_id").notNull(),
    branchId: integer("branch_id"),
    /** The calculator configuration (spec §3) the offer was calculated for. */
    config: jsonb("config").notNull(),
    /** Validated steps: [{ Key, Variant }]. */
    steps: jsonb("steps").notNull().default([]),
    /** SelectedAddresses of spec §3: [{ AddressType, AddressId, AddressIndex, Amount }]. */
    selectedAddresses: jsonb("selected_addresses").notNull().default([]),
    /** Payment choice: { PaymentId, PaymentModifier, Kind, Iban?, AccountHolder?, MandateReference?, ProviderDecision? }. */
    payment: jsonb("payment"),
    comment: text("comment").notNull().default(""),
    orderId: integer("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkouts_user_idx").on(t.userId)],
);

// A placed order. Prices are recalculated by the server at placement and stored itemised, in minor units.
export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderNumber: text("order_number").notNull(),
    userId: integer("user_id").notNull(),
    checkoutId: text("checkout_id"),
    /** Client-chosen key: a retried or double-clicked placement returns the first order. */
    idempotencyKey: text("idempotency_key").notNull(),
    countryId: smallint("country_id").notNull(),
    productGroupId: smallint("product_group_id").notNull(),
    productId: integer("product_id").notNull(),
    dealerId: integer("dealer_id").notNull(),
    branchId: integer("branch_id").notNull(),
    amount: integer("amount").notNull(),
    stations: smallint("stations").notNull(),
    config: jsonb("config").notNull(),
    climateNeutral: boolean("climate_neutral").notNull().default(false),
    appointmentPlus: boolean("appointment_plus").notNull().default(false),
    /** invoice | sepa | installment | provider-invoice | provider-sepa | cash | wallet */
    paymentKind: text("payment_kind").notNull(),
    paymentId: integer("payment_id").notNull(),
    installmentMonths: smallint("installment_months"),
    monthlyRate: integer("monthly_rate"),
    iban: text("iban"),
    accountHolder: text("account_holder"),
    mandateReference: text("mandate_reference"),
    mandateText: text("mandate_text"),
    providerReference: text("provider_reference"),
    currency: text("currency").notNull(),
    netPrice: integer("net_price").notNull(),
    vatAmount: integer("vat_amount").notNull(),
    totalPrice: integer("total_price").notNull(),
    unitPrice: integer("unit_price").notNull(),
    priceLines: jsonb("price_lines").notNull(),
    leadTimeDays: smallint("lead_time_days").notNull(),
    comment: text("comment").notNull().default(""),
    termsVersion: text("terms_version").notNull(),
    withdrawalNoticeVersion: text("withdrawal_notice_version").notNull(),
    /** The order's life: src/domain/orders/order-states.ts (decision 0025). */
    status: text("status").notNull().default("placed"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The dealer's delivery window: a date range, or one day with a time slot ("08–12 Uhr"). */
    deliveryFrom: date("delivery_from"),
    deliveryTo: date("delivery_to"),
    deliverySlot: text("delivery_slot"),
    /** What was delivered (litres at 15 °C, or kg) and the final price for it, itemised like priceLines. */
    deliveredAmount: integer("delivered_amount"),
    finalNetPrice: integer("final_net_price"),
    finalVatAmount: integer("final_vat_amount"),
    finalTotalPrice: integer("final_total_price"),
    finalPriceLines: jsonb("final_price_lines"),
    /** Why the dealer declined, or support cancelled. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_idx").on(t.orderNumber),
    uniqueIndex("orders_idempotency_idx").on(t.userId, t.idempotencyKey),
    uniqueIndex("orders_checkout_idx").on(t.checkoutId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_dealer_idx").on(t.dealerId, t.createdAt),
    index("orders_dealer_status_idx").on(t.dealerId, t.status),
  ],
);

// The order's history: one row per transition (who, when, what), written in the transition's transaction.
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id").notNull(),
    event: text("event").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** customer | dealer | support | system */
    actorKind: text("actor_kind").notNull(),
    actorUserId: integer("actor_user_id"),
    data: jsonb("data").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

// One row per delivery station (spec §3 "Derived per station"), with the addresses as they were at
// order time: a later change of the address book does not change a placed order.
export const orderStations = pgTable(
  "order_stations",
  {
    orderId: integer("order_id").notNull(),
    stationNumber: smallint("station_number").notNull(),
    amount: integer("amount").notNull(),
    deliveryAddress: jsonb("delivery_address").notNull(),
    invoiceAddress: jsonb("invoice_address"),
  },
  (t) => [uniqueIndex("order_stations_pk").on(t.orderId, t.stationNumber)],
);

// A customer's rating of the dealer after delivery (/bewerten-sie-uns/{token}/{orderId}); one per order.
export const orderRatings = pgTable(
  "order_ratings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id").notNull(),
    userId: integer("user_id").notNull(),
    dealerId: integer("dealer_id").notNull(),
    countryId: smallint("country_id").notNull(),
    /** 1–5 stars. */
    stars: smallint("stars").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_ratings_order_idx").on(t.orderId), index("order_ratings_dealer_idx").on(t.dealerId)],
);

// A dealer's rating is its customers' ratings of their deliveries, nothing else (decision 0044): the
// dealer cards, the directory, the offers and the footer's review widget all read order_ratings, so no
// dealer can show more reviews than its country's shop. Dealers without a rating have no row here.
export const dealerRatings = pgView("dealer_ratings", {
  dealerId: integer("dealer_id").notNull(),
  reviewCount: integer("review_count").notNull(),
  /** Average stars × 10, rounded (4.65 → 47). */
  ratingX10: smallint("rating_x10").notNull(),
}).as(
  sql`select dealer_id, count(*)::int as review_count, round(avg(stars) * 10)::smallint as rating_x10 from order_ratings where stars between 1 and 5 group by dealer_id`,
);

// Every mail the product sends, with where it went (SMTP message id or .eml path): support can answer
// "did the confirmation go out?", tests can wait for it. One row per Message-ID (decision 0038): the
// sender claims the row ("sending") before the mail server sees the mail and marks it "sent" after, so a
// job that runs again finds it sent and sends nothing; "failed" means the server refused the last attempt.
export const mailLog = pgTable(
  "mail_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    transport: text("transport").notNull(), // smtp | file
    /** The SMTP server's message id or the .eml path; null until sent. */
    reference: text("reference"),
    orderId: integer("order_id"),
    // Stable for mails a job may send again (<order-123-confirmation@…>): a resend is recognisable.
    messageId: text("message_id"),
    status: text("status").notNull().default("sent"), // sending | sent | failed
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sends after an attempt that died mid-send (it may have reached the server): the mail may have arrived that many times more. */
    resends: integer("resends").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_log_to_idx").on(t.to), uniqueIndex("mail_log_message_id_key").on(t.messageId)],
);

// The invoice of a delivered order (decision 0041): the platform issues it in the dealer's name (the
// dealer sells), once, in the transaction that makes the order delivered. Its figures are the order's
// final price, which no transition changes after "delivered"; the row keeps what the figures do not:
// the number, the date of issue and the date of supply.
export const invoices = pgTable(
  "invoices",
  {
    orderId: integer("order_id").primaryKey(),
    dealerId: integer("dealer_id").notNull(),
    /** The calendar year of the number range (the year of issue in the order's country). */
    year: smallint("year").notNull(),
    /** 1, 2, 3 … per dealer and year, without gaps (invoice_counters). */
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Date of supply (Leistungsdatum): the day the dealer reported the delivery, in the order's country. */
    deliveredOn: date("delivered_on").notNull(),
  },
  (t) => [uniqueIndex("invoices_number_idx").on(t.number), uniqueIndex("invoices_dealer_seq_idx").on(t.dealerId, t.year, t.seq)],
);

// The last invoice number given per dealer and year. Taken with an upsert in the issuing transaction: the
// row lock queues two deliveries of one dealer, and a rolled-back transaction gives its number back.
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    dealerId: integer("dealer_id").notNull(),
    year: smallint("year").notNull(),
    lastSeq: integer("last_seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.year] })],
);
