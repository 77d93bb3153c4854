import { badgesOf, displayName } from "../../../domain/community/badges.ts";
import { postPath } from "../../../domain/community/community-paths.ts";
import type { CreatePostInput } from "../../../domain/community/community.schemas.ts";
import { excerptOf } from "../../../domain/community/post-text.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import { addToReplyCount, insertPost, postById } from "./community.repo.ts";
import { assertMayPostNow } from "./write-limits.ts";
import { writingMember } from "./writer-check.ts";

/**
 * A new thread or a reply (decision 0069). Checks in this order: who writes (signed in, own account, the
 * current guidelines accepted), what she replies to (a visible thread's first post), what a new account
 * may write, the duplicate; then the post, the thread's reply count and — for a reply to someone else's
 * post — the event her notice comes from, in one transaction.
 */
export async function createPost(
  deps: CommunityDeps,
  input: { caller: CommunityCaller; countryId: number; post: CreatePostInput },
): Promise<{ Id: number; ThreadId: number }> {
  const writer = await writingMember(deps, input.caller);
  const { post } = input;
  const parent = post.FkCommunityPostParentId !== undefined ? await postById(deps.db, post.FkCommunityPostParentId) : null;
  if (post.FkCommunityPostParentId !== undefined) {
    if (!parent) throw new AppError("COMMUNITY_POST_NOT_FOUND");
    if (parent.parentId !== null) throw new AppError("COMMUNITY_REPLY_TO_REPLY");
    if (parent.status !== "visible") throw new AppError("COMMUNITY_PARENT_UNAVAILABLE");
  } else if (!post.Title) throw new AppError("COMMUNITY_TITLE_REQUIRED", { field: "Title" });

  const now = deps.now();
  const fingerprint = await assertMayPostNow(deps, writer, post.Text, now);
  const badges = badgesOf({
    dealerStaff: writer.member.dealerStaff,
    deliveredOrder: writer.member.dealerStaff ? false : await deps.deliveredOrder(writer.id),
    mex: writer.member.hasMexEnabled,
  });
  const authorName = displayName(writer.member.firstName, writer.member.lastName);

  return deps.db.transaction(async (tx) => {
    const row = await insertPost(tx, {
      parentId: parent?.id ?? null,
      category: parent?.category ?? post.Category ?? "allgemein",
      title: parent ? null : (post.Title ?? null),
      body: post.Text,
      authorUserId: writer.id,
      authorName,
      authorBadges: badges,
      countryId: input.countryId,
      fingerprint,
      createdAt: now,
    });
    if (parent) {
      await addToReplyCount(tx, parent.id, 1);
      if (parent.authorUserId !== writer.id)
        await deps.events.publish(tx, "community.reply-posted", {
          replyId: row.id,
          userId: parent.authorUserId,
          countryId: parent.countryId,
          title: `Neue Antwort auf „${parent.title ?? "Ihren Beitrag"}“`,
          body: `${authorName} hat geantwortet: „${excerptOf(post.Text, 140)}“`,
          link: postPath(parent.id, row.id),
        });
    }
    return { Id: row.id, ThreadId: parent?.id ?? row.id };
  });
}
