import { bindDeps } from "../../platform/bind-deps.ts";
import type { DealerOrderDeps } from "./dealer-orders-deps.ts";
import { portalContext } from "./portal-context.ts";
import {
  confirmPortalOrder,
  declinePortalOrder,
  deliverPortalOrder,
  dispatchPortalOrder,
  getPortalOrder,
  listPortalOrders,
  portalOverview,
  previewPortalDelivery,
} from "./portal-orders.ts";

/**
 * The portal's orders and deliveries (decision 0026), for the API routes and the pages.
 * Each use case takes the caller's user id first; staff and admins of a dealer alike handle its orders.
 */
export function createDealerOrderServices(deps: DealerOrderDeps) {
  return bindDeps(deps, {
    portalContext,
    portalOverview,
    listPortalOrders,
    getPortalOrder,
    confirmPortalOrder,
    declinePortalOrder,
    dispatchPortalOrder,
    deliverPortalOrder,
    previewPortalDelivery,
  });
}

export type DealerOrderServices = ReturnType<typeof createDealerOrderServices>;
