import type { CommunityGuidelines } from "../../../domain/community/community.schemas.ts";
import { guidelinesAccepted } from "../../../domain/community/guidelines-rule.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CommunityCaller, CommunityDeps } from "./community.deps.ts";
import { acceptedVersionOf, currentGuidelines, insertAcceptance } from "./community.repo.ts";
import { signedInMember } from "./writer-check.ts";

/** The guidelines in force (spec §3 guidelineVersion) and, for a signed-in caller, what she accepted. */
export async function readGuidelines(deps: Pick<CommunityDeps, "db">, input: { caller: CommunityCaller }): Promise<CommunityGuidelines> {
  const current = await currentGuidelines(deps.db);
  if (!current) throw new AppError("NOT_FOUND");
  const accepted = input.caller ? await acceptedVersionOf(deps.db, input.caller.id) : null;
  return {
    Version: current.version,
    Text: current.body,
    PublishedAt: current.publishedAt.toISOString(),
    AcceptedVersion: accepted,
    Accepted: guidelinesAccepted(accepted, current.version),
  };
}

/**
 * She accepts a version (spec §4): only the one in force — a page opened before a new version was
 * published must not accept the new text unread. Stored with version and time; accepting twice is harmless.
 */
export async function acceptGuidelines(deps: CommunityDeps, input: { caller: CommunityCaller; version: number }) {
  const member = await signedInMember(deps, input.caller);
  const current = await currentGuidelines(deps.db);
  if (!current || current.version !== input.version) throw new AppError("COMMUNITY_GUIDELINES_OUTDATED");
  await insertAcceptance(deps.db, member.id, current.version, deps.now());
  return readGuidelines(deps, { caller: input.caller });
}
