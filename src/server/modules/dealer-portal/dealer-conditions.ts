import type { BranchConditions, ConditionsAnswer, DealerConditions } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { announcePriceChange } from "../dealers/dealers.module.ts";
import { adminActor, branchSummary, requireOwnBranch } from "./dealer-branches.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { branchesOfDealer, updateBranchConditions, updateDealerConditions } from "./dealer-settings.repo.ts";

/** GET /api/haendlerportal/konditionen: lead time, surcharge level and minimum per branch; tolerance and order e-mail of the dealer. */
export async function dealerConditions(deps: DealerSettingsDeps, userId: number): Promise<ConditionsAnswer> {
  const actor = await adminActor(deps, userId);
  const own = await branchesOfDealer(deps.db, actor.dealerId);
  return {
    Dealer: { Name: actor.dealer.name, DeliveryTolerancePct: actor.dealer.deliveryTolerancePct, OrderEmail: actor.dealer.orderEmail },
    Branches: own.map((b) => ({
      ...branchSummary(b),
      LeadTimeDays: b.leadTimeDays,
      SurchargeFactorPct: b.surchargeFactorPct,
      MinAmount: b.minAmount,
    })),
  };
}

/** PUT /api/haendlerportal/konditionen/filialen/{branchId}: the offers use them at once (announcePriceChange). */
export async function saveBranchConditions(
  deps: DealerSettingsDeps,
  userId: number,
  branchId: number,
  input: BranchConditions,
): Promise<ConditionsAnswer> {
  const actor = await adminActor(deps, userId);
  const branch = await requireOwnBranch(deps, actor, branchId);
  await updateBranchConditions(deps.db, branch.id, {
    leadTimeDays: input.LeadTimeDays,
    surchargeFactorPct: input.SurchargeFactorPct,
    minAmount: input.MinAmount,
  });
  await announcePriceChange(deps.cache);
  return dealerConditions(deps, userId);
}

/** PUT /api/haendlerportal/konditionen/haendler: delivery tolerance (0–10 %) and the order e-mail address. */
export async function saveDealerConditions(deps: DealerSettingsDeps, userId: number, input: DealerConditions): Promise<ConditionsAnswer> {
  const actor = await adminActor(deps, userId);
  await updateDealerConditions(deps.db, actor.dealerId, { deliveryTolerancePct: input.DeliveryTolerancePct, orderEmail: input.OrderEmail });
  await announcePriceChange(deps.cache);
  return dealerConditions(deps, userId);
}
