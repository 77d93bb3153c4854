import { boolean, index, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

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
  },
  (t) => [index("news_published_idx").on(t.publishedAt)],
);
