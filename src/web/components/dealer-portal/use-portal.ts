import { useRouteLoaderData } from "react-router";
import type { PortalContext } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";

/** The route id of the portal's layout (src/web/routes.ts). */
export const PORTAL_LAYOUT_ID = "layout-dealer-portal";

/** The portal's context (dealer, member, the dealer's today, tolerance) as the layout's loader found it. */
export function usePortal(): PortalContext | null {
  return useRouteLoaderData<{ portal: PortalContext }>(PORTAL_LAYOUT_ID)?.portal ?? null;
}
