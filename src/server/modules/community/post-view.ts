import type { Badge } from "../../../domain/community/badges.ts";
import type { CommunityCategory } from "../../../domain/community/community-paths.ts";
import type { CommunityPost, CommunityReply, PostStatus } from "../../../domain/community/community.schemas.ts";
import { withinEditWindow } from "../../../domain/community/write-rules.ts";
import type { CommunityCaller } from "./community.deps.ts";
import type { PostRow } from "./community.repo.ts";

/**
 * A post as the API and the pages show it (decision 0069). What is not visible keeps its place in the
 * thread but shows neither text nor author.
 */
export function replyView(row: PostRow, caller: CommunityCaller, marked: ReadonlySet<number>, now: Date): CommunityReply {
  const visible = row.status === "visible";
  const own = caller !== null && caller.id === row.authorUserId;
  return {
    Id: row.id,
    FkCommunityPostParentId: row.parentId,
    Category: row.category as CommunityCategory,
    Title: visible ? row.title : null,
    Text: visible ? row.body : "",
    Status: row.status as PostStatus,
    AuthorName: visible ? row.authorName : "",
    Badges: visible ? (row.authorBadges as Badge[]) : [],
    CreatedAt: row.createdAt.toISOString(),
    EditedAt: row.editedAt?.toISOString() ?? null,
    HelpfulCount: row.helpfulCount,
    MarkedHelpful: marked.has(row.id),
    Own: own,
    Editable: own && visible && withinEditWindow(row.createdAt, now),
    ChildPosts: [],
  };
}

export function postView(row: PostRow, replies: PostRow[], caller: CommunityCaller, marked: ReadonlySet<number>, now: Date): CommunityPost {
  return {
    ...replyView(row, caller, marked, now),
    ReplyCount: row.replyCount,
    ChildPosts: replies.map((r) => replyView(r, caller, marked, now)),
  };
}
