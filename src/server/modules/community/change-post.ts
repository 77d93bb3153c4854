import { normalisedText } from "../../../domain/community/post-text.ts";
import type { UpdatePostInput } from "../../../domain/community/community.schemas.ts";
import { withinEditWindow } from "../../../domain/community/write-rules.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import { addToReplyCount, postForUpdate, updatePost, type PostRow } from "./community.repo.ts";
import { assertLinksAllowed } from "./write-limits.ts";
import { signedInMember, writingMember } from "./writer-check.ts";

/** Her own post, locked: anyone else's is a 403, one that is gone (or hidden) a 404 (decision 0069). */
async function ownPost(tx: CommunityDeps["db"], id: number, userId: number): Promise<PostRow> {
  const row = await postForUpdate(tx, id);
  if (!row || row.status === "deleted") throw new AppError("COMMUNITY_POST_NOT_FOUND");
  if (row.authorUserId !== userId) throw new AppError("COMMUNITY_NOT_YOUR_POST");
  return row;
}

/** Changes her post within 15 minutes of writing it (decision 0069); a reply has no title. */
export async function editPost(deps: CommunityDeps, input: { caller: CommunityCaller; id: number; change: UpdatePostInput }) {
  const writer = await writingMember(deps, input.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await ownPost(tx, input.id, writer.id);
    if (row.status !== "visible") throw new AppError("COMMUNITY_POST_NOT_FOUND");
    if (!withinEditWindow(row.createdAt, now)) throw new AppError("COMMUNITY_EDIT_WINDOW_OVER");
    assertLinksAllowed(writer.member, input.change.Text, now);
    await updatePost(tx, row.id, {
      body: input.change.Text,
      title: row.parentId === null ? (input.change.Title ?? row.title) : null,
      fingerprint: normalisedText(input.change.Text),
      editedAt: now,
    });
  });
  return { Id: input.id };
}

/**
 * Deletes her post (decision 0069): it keeps its place in the thread as "gelöscht", its text is no longer
 * shown (kept for support and the authorities as long as the moderation rules say). Any time, no guidelines asked.
 */
export async function deletePost(deps: CommunityDeps, input: { caller: CommunityCaller; id: number }) {
  const writer = await signedInMember(deps, input.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await ownPost(tx, input.id, writer.id);
    await updatePost(tx, row.id, { status: "deleted", statusChangedAt: now });
    if (row.parentId !== null && row.status === "visible") await addToReplyCount(tx, row.parentId, -1);
  });
  return { success: true as const };
}
