/**
 * The community's wire and form schemas (decision 0069), PascalCase as spec §3 writes a post (Id,
 * FkCommunityPostParentId, ChildPosts). GET/POST /api/community/posts, GET/PUT/DELETE
 * /api/community/posts/{id}, POST /api/community/posts/{id}/report, GET /api/community/guidelines,
 * POST /api/community/guidelines/accept. The pages read their forms with the same schemas.
 */
import { z } from "zod";
import { emailSchema } from "../account/account.schemas.ts";
import { idParam } from "../shared/number-schemas.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";
import { BADGE_IDS } from "./badges.ts";
import { CATEGORY_IDS } from "./community-paths.ts";
import { COMMUNITY_LIMITS as L } from "./write-rules.ts";

/** visible; hidden until support has looked at it (reports); hidden by moderation; deleted by its author or support. */
export const POST_STATUSES = ["visible", "pending-review", "hidden", "deleted"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const REPORT_REASONS = [
  { id: "rechtswidrig", label: "Rechtswidriger Inhalt (z. B. Beleidigung, Volksverhetzung, Urheberrechtsverletzung)" },
  { id: "beleidigend", label: "Beleidigend oder herabwürdigend" },
  { id: "spam", label: "Werbung oder Spam" },
  { id: "falsch", label: "Irreführende oder falsche Angaben" },
  { id: "persoenlich", label: "Enthält persönliche Daten" },
  { id: "sonstiges", label: "Sonstiges" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["id"];
const REASON_IDS = REPORT_REASONS.map((r) => r.id) as [ReportReason, ...ReportReason[]];

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Text as typed: line breaks as \n, trimmed, no NUL or lone surrogate (decision 0012). */
const typed = (min: number, max: number, messages: { min: string; max: string }) =>
  z
    .string({ error: messages.min })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z.string().min(min, { error: messages.min }).max(max, { error: messages.max }).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE }),
    );

export const postText = typed(1, L.textMax, {
  min: "Bitte schreiben Sie einen Text.",
  max: `Ein Beitrag darf höchstens ${L.textMax.toLocaleString("de-DE")} Zeichen lang sein.`,
});
const postTitle = typed(L.titleMin, L.titleMax, {
  min: `Bitte geben Sie Ihrem Beitrag einen Titel (mindestens ${L.titleMin} Zeichen).`,
  max: `Der Titel darf höchstens ${L.titleMax} Zeichen lang sein.`,
}).refine((t) => !t.includes("\n"), { error: "Der Titel muss in eine Zeile passen." });

export const categorySchema = z.enum(CATEGORY_IDS, { error: "Bitte wählen Sie einen Bereich der Community." });

/** A new post: a thread (Category and Title) or a reply (FkCommunityPostParentId). */
export const createPostInput = z
  .object({
    Category: z.preprocess(emptyToUndefined, categorySchema.optional()),
    Title: z.preprocess(emptyToUndefined, postTitle.optional()),
    Text: postText,
    FkCommunityPostParentId: z.preprocess(emptyToUndefined, idParam().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.FkCommunityPostParentId !== undefined) return;
    if (v.Title === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["Title"],
        message: `Bitte geben Sie Ihrem Beitrag einen Titel (mindestens ${L.titleMin} Zeichen).`,
      });
  });
export type CreatePostInput = z.output<typeof createPostInput>;

/** A change of one's own post within the edit window; a reply has no title. */
export const updatePostInput = z.object({ Title: z.preprocess(emptyToUndefined, postTitle.optional()), Text: postText });
export type UpdatePostInput = z.output<typeof updatePostInput>;

export const reportPostInput = z.object({
  Reason: z.enum(REASON_IDS, { error: "Bitte wählen Sie einen Grund." }),
  Text: z.preprocess(
    emptyToUndefined,
    typed(0, L.reportTextMax, { min: "", max: `Ihre Erläuterung darf höchstens ${L.reportTextMax} Zeichen lang sein.` }).optional(),
  ),
  /** A visitor's address for the outcome; a signed-in reporter's account address is used instead. */
  Email: z.preprocess(emptyToUndefined, emailSchema.optional()),
});
export type ReportPostInput = z.output<typeof reportPostInput>;

export const acceptGuidelinesInput = z.object({
  Version: z.coerce.number({ error: "Bitte bestätigen Sie die aktuelle Fassung." }).int().min(1).max(2_147_483_647),
});

export const postIdParams = z.object({ id: idParam() });
export const listPostsQuery = z.object({
  category: categorySchema.default("allgemein"),
  /** Older than this post (the last one loaded, spec §3 lastPostId). */
  before: idParam().optional(),
  size: z.coerce.number().int().min(1).max(L.maxPageSize).default(L.pageSize),
});

const postBase = {
  Id: z.number(),
  FkCommunityPostParentId: z.number().nullable(),
  Category: categorySchema,
  /** A thread's title; null for a reply. */
  Title: z.string().nullable(),
  /** Empty while the post is not visible. */
  Text: z.string(),
  Status: z.enum(POST_STATUSES),
  AuthorName: z.string(),
  Badges: z.array(z.enum(BADGE_IDS)),
  CreatedAt: z.string(),
  EditedAt: z.string().nullable(),
  HelpfulCount: z.number(),
  /** Whether the caller marked it helpful. */
  MarkedHelpful: z.boolean(),
  /** The caller's own post; `Editable`: still inside its edit window. */
  Own: z.boolean(),
  Editable: z.boolean(),
};

/** A reply: replies hang under the thread's first post, so a reply's ChildPosts is always empty. */
export const replySchema = z.object({ ...postBase, ChildPosts: z.array(z.object({ Id: z.number() })).max(0) });
export const postSchema = z.object({ ...postBase, ReplyCount: z.number(), ChildPosts: z.array(replySchema) });
export type CommunityReply = z.infer<typeof replySchema>;
export type CommunityPost = z.infer<typeof postSchema>;

export const postListSchema = z.object({
  Posts: z.array(postSchema),
  /** Spec §3 newestPostId and lastPostId: the newest and the oldest post of what was loaded. */
  NewestPostId: z.number().nullable(),
  LastPostId: z.number().nullable(),
  HasMore: z.boolean(),
});
export type CommunityPostList = z.infer<typeof postListSchema>;

export const guidelinesSchema = z.object({
  Version: z.number(),
  Text: z.string(),
  PublishedAt: z.string(),
  /** The caller's accepted version (spec §3 acceptedGuidelineVersion); null for visitors and before she accepted. */
  AcceptedVersion: z.number().nullable(),
  Accepted: z.boolean(),
});
export type CommunityGuidelines = z.infer<typeof guidelinesSchema>;

export const reportedSchema = z.object({ message: z.string() });
export const deletedSchema = z.object({ success: z.literal(true) });
