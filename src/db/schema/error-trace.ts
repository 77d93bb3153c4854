import { bigserial, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const jsErrorReports = pgTable("js_error_reports", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  countryId: smallint("country_id").notNull(),
  userAgent: text("user_agent").notNull(),
  href: text("href").notNull(),
  timeStart: text("time_start"),
  timeEnd: text("time_end"),
  errors: jsonb("errors").notNull(),
});
