import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

// News articles; country_id null = shown on every country's site.
export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    countryId: smallint("country_id"),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    teaser: text("teaser").notNull(),
    /** Paragraphs separated by blank lines; "## " starts a sub-heading. Plain text, never HTML. */
    content: text("content").notNull(),
    filePath: text("file_path"),
    featured: boolean("featured").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    // Editing in the CMS (decision 0065): saves count up (optimistic locking), who saved last.
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: bigint("updated_by_user_id", { mode: "number" }),
  },
  (t) => [index("news_published_idx").on(t.publishedAt)],
);
