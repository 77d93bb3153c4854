import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

// Consented page-view statistics: counts only, no visitor identifiers.
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day").notNull(),
    countryId: smallint("country_id").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.countryId, t.path] })],
);

// Consented visits (decision 0043): the sessions the conversion is measured against. The id is the random
// value of the visit cookie; nothing else about the visitor is kept. A visit belongs to the day it began.
export const visits = pgTable(
  "visits",
  {
    id: text("id").primaryKey(),
    countryId: smallint("country_id").notNull(),
    day: date("day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    views: integer("views").notNull().default(1),
  },
  (t) => [index("visits_day_idx").on(t.day, t.countryId)],
);

// The orders placed in a consented visit: an order belongs to one visit at most (the primary key), so a
// visit counts once however often its success page is seen, and an order never converts two visits.
export const visitOrders = pgTable(
  "visit_orders",
  {
    orderId: integer("order_id").primaryKey(),
    visitId: text("visit_id")
      .notNull()
      .references(() => visits.id, { onDelete: "cascade" }),
  },
  (t) => [index("visit_orders_visit_idx").on(t.visitId)],
);
