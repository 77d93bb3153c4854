import { countLinks, normalisedText } from "../../../domain/community/post-text.ts";
import { COMMUNITY_LIMITS as L, isNewAccount } from "../../../domain/community/write-rules.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityMember } from "../account/account.module.ts";
import type { CommunityDeps } from "./community.deps.ts";
import { countPostsSince, sameTextSince } from "./community.repo.ts";

/**
 * What a new account may write (decision 0069, on top of decision 0058's per-route limit): at most two
 * links in a post and three posts in 24 hours, for seven days after she signed up. Counted in the
 * database, so the page's form and the API count together on every instance.
 */
export function assertLinksAllowed(member: CommunityMember, text: string, now: Date): void {
  if (isNewAccount(member.createdAt, now) && countLinks(text) > L.newAccountMaxLinks)
    throw new AppError("COMMUNITY_TOO_MANY_LINKS", { field: "Text" });
}

export async function assertMayPostNow(deps: CommunityDeps, writer: { id: number; member: CommunityMember }, text: string, now: Date) {
  assertLinksAllowed(writer.member, text, now);
  if (
    isNewAccount(writer.member.createdAt, now) &&
    (await countPostsSince(deps.db, writer.id, new Date(now.getTime() - 24 * 3_600_000))) >= L.newAccountPostsPerDay
  )
    throw new AppError("COMMUNITY_DAILY_LIMIT");
  // The same text twice within a minute is a double click or a bot, never a second thought.
  const fingerprint = normalisedText(text);
  if (await sameTextSince(deps.db, writer.id, fingerprint, new Date(now.getTime() - L.duplicateWindowMs)))
    throw new AppError("COMMUNITY_DUPLICATE_POST");
  return fingerprint;
}
