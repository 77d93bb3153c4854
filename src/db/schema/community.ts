import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The community (decision 0069): threads and their replies, "hilfreich" marks, reports, and the guidelines
// with who accepted which version when.

export const communityPosts = pgTable(
  "community_posts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Spec §3 FkCommunityPostParentId: null for a thread's first post; replies hang under it. */
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => communityPosts.id),
    /** allgemein | mex (domain/community/community-paths.ts); a reply has its thread's. */
    category: text("category").notNull(),
    /** A thread's title; null for a reply. */
    title: text("title"),
    body: text("body").notNull(),
    authorUserId: integer("author_user_id").notNull(),
    /** Her name and marks as they were when she wrote (first name and initial; Kunde, mex-Kunde, Händler). */
    authorName: text("author_name").notNull(),
    authorBadges: text("author_badges").array().notNull().default([]),
    /** The site it was written on: the reply mail's links go there. */
    countryId: smallint("country_id").notNull(),
    /** visible | pending-review | hidden | deleted (domain/community/community.schemas.ts POST_STATUSES). */
    status: text("status").notNull().default("visible"),
    /** Lower-cased text without spacing: the duplicate check. */
    fingerprint: text("fingerprint").notNull(),
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** Visible replies of a thread (kept by the writes, for the list). */
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** When its status last changed (hidden, deleted). */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
  },
  (t) => [
    index("community_posts_list_idx").on(t.category, t.status, t.id),
    index("community_posts_parent_idx").on(t.parentId, t.id),
    index("community_posts_author_idx").on(t.authorUserId, t.createdAt),
  ],
);

// One mark per person and post.
export const communityHelpful = pgTable(
  "community_helpful",
  {
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

// Notices of a post (DSA Art. 16): by a signed-in user (once per post) or a visitor with her address.
export const communityReports = pgTable(
  "community_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    reporterUserId: integer("reporter_user_id"),
    /** Where the outcome goes: the visitor's address, or the account's at the time. */
    reporterEmail: text("reporter_email"),
    reason: text("reason").notNull(),
    text: text("text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When support decided on it (the moderation queue). */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("community_reports_user_idx").on(t.postId, t.reporterUserId),
    index("community_reports_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);

// The guidelines' versions (spec §3 guidelineVersion: the newest is required). Raising the version asks
// everybody again before their next post.
export const communityGuidelines = pgTable("community_guidelines", {
  version: integer("version").primaryKey(),
  /** Plain text: blank lines between paragraphs, "## " headings. */
  body: text("body").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

// Who accepted which version when (spec §3 acceptedGuidelineVersion is her highest).
export const communityGuidelineAcceptances = pgTable(
  "community_guideline_acceptances",
  {
    userId: integer("user_id").notNull(),
    version: integer("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
