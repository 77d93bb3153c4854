import type { BranchSummary } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { dealerActor, type DealerActor } from "./dealer-actor.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { branchesOfDealer, dealerById, dealerLinkOf, ownBranch, type BranchRow } from "./dealer-settings.repo.ts";

export type AdminActor = DealerActor & { dealer: NonNullable<Awaited<ReturnType<typeof dealerById>>> };

/**
 * The caller as an admin of its dealer, read from the database on every call (not from the token), so a
 * removed or demoted staff member loses the settings at once. Staff get a 403 in German.
 */
export async function adminActor(deps: Pick<DealerSettingsDeps, "db">, userId: number): Promise<AdminActor> {
  const link = await dealerLinkOf(deps.db, userId);
  const actor = dealerActor(link ?? { id: userId, dealerId: null });
  if (actor.dealerRole !== "admin") throw new AppError("DEALER_ADMIN_ONLY");
  const dealer = await dealerById(deps.db, actor.dealerId);
  if (!dealer) throw new AppError("DEALER_NOT_LINKED");
  return { ...actor, dealer };
}

export function branchSummary(b: BranchRow): BranchSummary {
  return { Id: b.id, Name: b.name, Street: b.street, ZipCode: b.zip, City: b.city, CountryId: b.countryId };
}

/** GET /api/haendlerportal/filialen: the dealer's active branches. */
export async function listBranches(deps: DealerSettingsDeps, userId: number): Promise<{ Branches: BranchSummary[] }> {
  const actor = await adminActor(deps, userId);
  return { Branches: (await branchesOfDealer(deps.db, actor.dealerId)).map(branchSummary) };
}

/** One of the caller's branches; another dealer's is "not found", exactly like one that does not exist. */
export async function requireOwnBranch(deps: Pick<DealerSettingsDeps, "db">, actor: DealerActor, branchId: number): Promise<BranchRow> {
  const branch = await ownBranch(deps.db, actor.dealerId, branchId);
  if (!branch) throw new AppError("BRANCH_NOT_FOUND");
  return branch;
}
