import type { CommunityCategory } from "../../../domain/community/community-paths.ts";
import type { CommunityPost, CommunityPostList } from "../../../domain/community/community.schemas.ts";
import { COMMUNITY_LIMITS as L } from "../../../domain/community/write-rules.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import { markedByUser, postById, repliesOf, threadsOf } from "./community.repo.ts";
import { postView } from "./post-view.ts";

/**
 * A category's threads, newest first (spec §3): older than `before` (the last one loaded) for "Weitere
 * laden" of the API; `upTo` keeps the first post of the page's list fixed while it grows (newestPostId),
 * so a post written meanwhile does not push the others down. A list shows no replies (ChildPosts empty).
 */
export async function listPosts(
  deps: Pick<CommunityDeps, "db" | "now">,
  input: { caller: CommunityCaller; category: CommunityCategory; before?: number; upTo?: number; size: number },
): Promise<CommunityPostList> {
  const size = Math.min(Math.max(1, input.size), L.maxShown);
  const rows = await threadsOf(deps.db, { category: input.category, before: input.before, upTo: input.upTo, limit: size + 1 });
  const shown = rows.slice(0, size);
  const marked = input.caller
    ? await markedByUser(
        deps.db,
        input.caller.id,
        shown.map((r) => r.id),
      )
    : new Set<number>();
  const now = deps.now();
  return {
    Posts: shown.map((r) => postView(r, [], input.caller, marked, now)),
    NewestPostId: shown[0]?.id ?? null,
    LastPostId: shown.at(-1)?.id ?? null,
    HasMore: rows.length > size,
  };
}

/**
 * One post with its replies (GET /api/community/posts/{id}, the thread page). A thread that is not
 * visible is a 404 to everybody; a reply asked for alone comes without replies of its own.
 */
export async function readPost(
  deps: Pick<CommunityDeps, "db" | "now">,
  input: { caller: CommunityCaller; id: number },
): Promise<CommunityPost> {
  const row = await postById(deps.db, input.id);
  if (row?.status !== "visible") throw new AppError("COMMUNITY_POST_NOT_FOUND");
  const replies = row.parentId === null ? await repliesOf(deps.db, row.id) : [];
  const marked = input.caller ? await markedByUser(deps.db, input.caller.id, [row.id, ...replies.map((r) => r.id)]) : new Set<number>();
  return postView(row, replies, input.caller, marked, deps.now());
}
