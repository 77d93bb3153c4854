import type { CommunityCategory } from "../../../domain/community/community-paths.ts";
import type { CreatePostInput, ReportPostInput, UpdatePostInput } from "../../../domain/community/community.schemas.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { deletePost, editPost } from "./change-post.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import type { CommunityNeeds } from "./community.needs.ts";
import { visibleThreadIds } from "./community.repo.ts";
import { createPost } from "./create-post.ts";
import { acceptGuidelines, readGuidelines } from "./guidelines.ts";
import { markHelpful, reportPost } from "./react-to-post.ts";
import { listPosts, readPost } from "./read-posts.ts";
import { acceptsCurrentGuidelines } from "./writer-check.ts";

/**
 * The community (decision 0069). Nothing is cached: a thread shows a new reply and a hidden post at once,
 * and the pages carry the reader's own marks. A reply's notice is an event the customer area turns into
 * her message and mail (decision 0051).
 */
export function createCommunityServices({ db, clock, events }: Pick<PlatformDeps, "db" | "clock" | "events">, others: CommunityNeeds) {
  const deps: CommunityDeps = {
    db,
    events,
    now: () => clock.now(),
    member: (userId) => others.account.communityMember(userId),
    deliveredOrder: (userId) => others.orders.hasDeliveredOrder(userId),
  };
  return {
    ...bindDeps(deps, { listPosts, readPost, readGuidelines }),
    createPost: (caller: CommunityCaller, countryId: number, post: CreatePostInput) => createPost(deps, { caller, countryId, post }),
    editPost: (caller: CommunityCaller, id: number, change: UpdatePostInput) => editPost(deps, { caller, id, change }),
    deletePost: (caller: CommunityCaller, id: number) => deletePost(deps, { caller, id }),
    markHelpful: (caller: CommunityCaller, id: number) => markHelpful(deps, { caller, id }),
    reportPost: (caller: CommunityCaller, id: number, report: ReportPostInput) => reportPost(deps, { caller, id, report }),
    acceptGuidelines: (caller: CommunityCaller, version: number) => acceptGuidelines(deps, { caller, version }),
    /** Whether a signed-in member may write now (the pages show the guidelines first otherwise). */
    acceptsCurrentGuidelines: (userId: number) => acceptsCurrentGuidelines(deps, userId),
    /** The sitemap's thread pages. */
    threadIds: (limit = 5_000) => visibleThreadIds(db, limit),
    categoryOf: (id: string): CommunityCategory => (id === "mex" ? "mex" : "allgemein"),
  };
}

export type CommunityServices = ReturnType<typeof createCommunityServices>;
