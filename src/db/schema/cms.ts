import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// CMS pages (decision 0065): every content page of the sites. country_id null = all three sites; a page
// for one country at the same path overrides it there. `version` counts saves (optimistic locking), and
// every save leaves a row in cms_page_versions.

export const cmsPages = pgTable(
  "cms_pages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    countryId: smallint("country_id"),
    title: text("title").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** The editor's JSON document (src/domain/cms/body-doc.ts); rendered and sanitised when shown. */
    body: jsonb("body").notNull(),
    /** draft | scheduled | published | archived (src/domain/cms/page-status.ts) */
    status: text("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    redirectTo: text("redirect_to"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: bigint("updated_by_user_id", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("cms_pages_path_country_idx").on(t.path, sql`coalesce(${t.countryId}, 0)`),
    index("cms_pages_status_idx").on(t.status),
  ],
);

export const cmsPageVersions = pgTable(
  "cms_page_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageId: bigint("page_id", { mode: "number" })
      .notNull()
      .references(() => cmsPages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** Every field of the page as saved (CmsPageInput's shape). */
    snapshot: jsonb("snapshot").notNull(),
    authorUserId: bigint("author_user_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cms_page_versions_page_version_idx").on(t.pageId, t.version)],
);

// Prompts (decision 0066): the editors' texts of the product's templates, by the prompt's id of
// src/domain/cms/prompts.ts. text null = the default of the code. Every save is a version.
export const cmsPrompts = pgTable("cms_prompts", {
  id: text("id").primaryKey(),
  text: text("text"),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: bigint("updated_by_user_id", { mode: "number" }),
});

export const cmsPromptVersions = pgTable(
  "cms_prompt_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    promptId: text("prompt_id").notNull(),
    version: integer("version").notNull(),
    text: text("text"),
    authorUserId: bigint("author_user_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cms_prompt_versions_prompt_version_idx").on(t.promptId, t.version)],
);

/** One stored size and format of a library image (processUpload's variant, without its derived URL). */
export interface CmsMediaVariant {
  width: number;
  height: number;
  format: "avif" | "webp";
  key: string;
  bytes: number;
}

// The media library (decision 0065, "Media library"): images re-encoded into variants and PDFs as sent, each
// stored once under its content hash (decision 0057). `key` is what a page links: the 640 px WebP of an image
// (or its largest below that), the PDF itself. The original file name is shown only, never used as a path.
export const cmsMedia = pgTable(
  "cms_media",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** image | document */
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    /** Required for images (the pages' alt text); empty for documents. */
    alt: text("alt").notNull().default(""),
    key: text("key").notNull(),
    /** Every stored size and format of an image; empty for a document. */
    variants: jsonb("variants").$type<CmsMediaVariant[]>().notNull().default([]),
    /** Bytes as uploaded. */
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    uploadedByUserId: bigint("uploaded_by_user_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cms_media_created_idx").on(t.createdAt)],
);

// Site texts (decision 0067): the editors' words for a text of src/domain/cms/site-texts.ts, by its key —
// { all, de, at, ch }, null where the site takes the next one (own → all → the code's default). One row and
// one version counter per key, so a save on an outdated form is refused (409); the audit log keeps each change.
export const cmsSiteTexts = pgTable("cms_site_texts", {
  key: text("key").primaryKey(),
  texts: jsonb("texts").$type<{ all: string | null; de: string | null; at: string | null; ch: string | null }>().notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: bigint("updated_by_user_id", { mode: "number" }),
});
