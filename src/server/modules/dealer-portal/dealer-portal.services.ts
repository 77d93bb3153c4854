import type { PlatformDeps } from "../../platform/deps.ts";
import type { DealerOrderDeps } from "./dealer-orders-deps.ts";
import { createDealerOrderServices } from "./dealer-orders.services.ts";
import type { DealerSettingsDeps } from "./dealer-settings-deps.ts";
import { createDealerSettingsServices } from "./dealer-settings.services.ts";

/**
 * The dealer portal (decision 0026): the dealer's own orders and deliveries (decision 0026) and its settings
 * (decision 0027). Other areas are reached through their services only.
 */
export function createDealerPortalServices(
  { db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">,
  others: Pick<DealerOrderDeps, "orders"> & {
    calculator: DealerSettingsDeps["calculator"] & DealerOrderDeps["calculator"];
    dealers: DealerSettingsDeps["dealers"] & DealerOrderDeps["dealers"];
  } & Pick<DealerSettingsDeps, "location" | "account">,
) {
  return {
    ...createDealerOrderServices({ db, clock, orders: others.orders, calculator: others.calculator, dealers: others.dealers }),
    ...createDealerSettingsServices({
      db,
      cache,
      clock,
      calculator: others.calculator,
      dealers: others.dealers,
      location: others.location,
      account: others.account,
    }),
  };
}

export type DealerPortalServices = ReturnType<typeof createDealerPortalServices>;
