import type { PlatformDeps } from "../../platform/deps.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { createDealerSettingsServices } from "./dealer-settings.services.ts";

/**
 * The dealer portal (issue 11): the dealer's own orders, deliveries and settings. Other areas are reached
 * through their services only.
 */
export function createDealerPortalServices(
  { db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">,
  others: Pick<DealerSettingsDeps, "calculator" | "dealers" | "location" | "account">,
) {
  return {
    ...createDealerSettingsServices({ db, cache, clock, ...others }),
  };
}

export type DealerPortalServices = ReturnType<typeof createDealerPortalServices>;
