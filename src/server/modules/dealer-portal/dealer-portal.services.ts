import type { PlatformDeps } from "../../platform/deps.ts";
import type { DealerOrderDeps } from "./dealer-orders-deps.ts";
import { createDealerOrderServices } from "./dealer-orders.services.ts";

/**
 * The dealer portal (issue 11): the dealer's own orders and deliveries (decision 0026) and its settings
 * (decision 0027). Other areas are reached through their services only.
 */
export function createDealerPortalServices({ db, clock }: Pick<PlatformDeps, "db" | "clock">, others: Pick<DealerOrderDeps, "orders">) {
  return {
    ...createDealerOrderServices({ db, clock, orders: others.orders }),
  };
}

export type DealerPortalServices = ReturnType<typeof createDealerPortalServices>;
