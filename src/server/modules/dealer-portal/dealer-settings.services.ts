import { bindDeps } from "../../platform/bind-deps.ts";
import { dealerArea, dealerAreaMap, dealerAreas, saveDealerArea } from "./dealer-areas.ts";
import { listBranches } from "./dealer-branches.ts";
import { dealerConditions, saveBranchConditions, saveDealerConditions } from "./dealer-conditions.ts";
import { dealerPrices, importPriceCsv, previewPriceChange, previewPriceCsv, savePriceChange } from "./dealer-prices.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { changeStaffRole, inviteStaff, listStaff, removeStaff, resendInvitation } from "./dealer-staff.ts";

/**
 * The dealer admin's settings in the portal (decisions 0026, 0027): price lists, delivery areas,
 * conditions and staff. Each use case takes the caller's user id first and checks that they are an
 * admin of a dealer; branches and staff of another dealer are "not found".
 */
export function createDealerSettingsServices(deps: DealerSettingsDeps) {
  return bindDeps(deps, {
    listBranches,
    dealerPrices,
    previewPriceChange,
    savePriceChange,
    previewPriceCsv,
    importPriceCsv,
    dealerAreas,
    dealerArea,
    dealerAreaMap,
    saveDealerArea,
    dealerConditions,
    saveBranchConditions,
    saveDealerConditions,
    listStaff,
    inviteStaff,
    resendInvitation,
    changeStaffRole,
    removeStaff,
  });
}

export type DealerSettingsServices = ReturnType<typeof createDealerSettingsServices>;
