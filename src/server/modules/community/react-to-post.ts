import type { ReportPostInput } from "../../../domain/community/community.schemas.ts";
import { COMMUNITY_LIMITS as L } from "../../../domain/community/write-rules.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import { addToReplyCount, insertReport, openAccountReports, postById, postForUpdate, toggleHelpful, updatePost } from "./community.repo.ts";
import { signedInMember } from "./writer-check.ts";

/** "Hilfreich" (decision 0069): one mark per member and post, never on her own; a second click takes it back. */
export async function markHelpful(deps: CommunityDeps, input: { caller: CommunityCaller; id: number }) {
  const member = await signedInMember(deps, input.caller);
  const row = await postById(deps.db, input.id);
  if (row?.status !== "visible") throw new AppError("COMMUNITY_POST_NOT_FOUND");
  if (row.authorUserId === member.id) throw new AppError("COMMUNITY_OWN_POST_HELPFUL");
  const marked = await deps.db.transaction((tx) => toggleHelpful(tx, row.id, member.id, deps.now()));
  return { Marked: marked, ThreadId: row.parentId ?? row.id };
}

/**
 * "Melden" (DSA Art. 16 notice; decision 0069): a reason and an optional explanation, by a signed-in
 * member (once per post) or a visitor with her e-mail address. Reports of three different accounts hide
 * the post until support has looked at it; visitors' reports wait for support only, since an address is
 * typed in a second and must not be a way to hide what others wrote.
 */
export async function reportPost(
  deps: CommunityDeps,
  input: { caller: CommunityCaller; id: number; report: ReportPostInput },
): Promise<{ message: string; ThreadId: number }> {
  const member = input.caller && !input.caller.isGuest ? await signedInMember(deps, input.caller) : null;
  const email = member ? member.member.email : (input.report.Email?.toLowerCase() ?? null);
  if (!email) throw new AppError("COMMUNITY_REPORT_EMAIL_REQUIRED", { field: "Email" });
  const now = deps.now();
  const threadId = await deps.db.transaction(async (tx) => {
    const row = await postForUpdate(tx, input.id);
    if (!row || row.status === "deleted" || row.status === "hidden") throw new AppError("COMMUNITY_POST_NOT_FOUND");
    const report = await insertReport(tx, {
      postId: row.id,
      reporterUserId: member?.id ?? null,
      reporterEmail: email,
      reason: input.report.Reason,
      text: input.report.Text ?? "",
      createdAt: now,
    });
    if (!report) throw new AppError("COMMUNITY_ALREADY_REPORTED");
    if (row.status === "visible" && (await openAccountReports(tx, row.id)) >= L.reportsToHide) {
      await updatePost(tx, row.id, { status: "pending-review", statusChangedAt: now });
      if (row.parentId !== null) await addToReplyCount(tx, row.parentId, -1);
    }
    return row.parentId ?? row.id;
  });
  return {
    message: "Vielen Dank für Ihre Meldung. Wir prüfen den Beitrag und informieren Sie per E-Mail über das Ergebnis.",
    ThreadId: threadId,
  };
}
