import { date, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

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
