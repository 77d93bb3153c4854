import { guidelinesAccepted } from "../../../domain/community/guidelines-rule.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityMember } from "../account/account.module.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import { acceptedVersionOf, currentGuidelines } from "./community.repo.ts";

/** A signed-in member with an account of her own (a guest account is made per order and writes nothing). */
export async function signedInMember(deps: CommunityDeps, caller: CommunityCaller): Promise<{ id: number; member: CommunityMember }> {
  if (!caller) throw new AppError("COMMUNITY_LOGIN_REQUIRED");
  if (caller.isGuest) throw new AppError("COMMUNITY_GUEST_NOT_ALLOWED");
  const member = await deps.member(caller.id);
  if (!member || member.gone) throw new AppError("COMMUNITY_LOGIN_REQUIRED");
  return { id: caller.id, member };
}

/** Whether she accepted the guidelines in force (spec §4, §6). */
export async function acceptsCurrentGuidelines(deps: Pick<CommunityDeps, "db">, userId: number): Promise<boolean> {
  const [current, accepted] = await Promise.all([currentGuidelines(deps.db), acceptedVersionOf(deps.db, userId)]);
  return guidelinesAccepted(accepted, current?.version ?? null);
}

/** A writer: signed in with her own account and the current guidelines accepted (spec §6). */
export async function writingMember(deps: CommunityDeps, caller: CommunityCaller) {
  const writer = await signedInMember(deps, caller);
  if (!(await acceptsCurrentGuidelines(deps, writer.id))) throw new AppError("COMMUNITY_GUIDELINES_NOT_ACCEPTED");
  return writer;
}
