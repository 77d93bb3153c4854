import type { PortalContext } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { dealerActor, type DealerActor } from "./dealer-actor.ts";
import type { DealerOrderDeps } from "./dealer-orders-deps.ts";
import { portalDealerOf, portalUserOf } from "./dealer-portal.repo.ts";

export interface PortalCaller {
  actor: DealerActor;
  /** The order use cases' actor: this staff member acting for this dealer. */
  orderActor: Extract<OrderActor, { kind: "dealer" }>;
  context: PortalContext;
}

/**
 * Who is asking in the portal (decision 0026): the user's dealer and role read from the database on every
 * call (not from the token), so a removed staff member or a dealer link changed by support counts at once.
 * The area guard let only the DEALER check through; a user without a dealer (an ADMIN, a DEALER not yet
 * linked) gets the 403 "Ihr Konto ist keinem Händler zugeordnet."
 */
export async function portalCaller(deps: Pick<DealerOrderDeps, "db" | "clock">, userId: number): Promise<PortalCaller> {
  const user = await portalUserOf(deps.db, userId);
  const actor = dealerActor(user ?? { id: userId, dealerId: null });
  const dealer = await portalDealerOf(deps.db, actor.dealerId);
  if (!dealer) throw new AppError("DEALER_NOT_LINKED");
  return {
    actor,
    orderActor: { kind: "dealer", userId: actor.userId, dealerId: actor.dealerId },
    context: {
      DealerId: dealer.id,
      DealerName: dealer.name,
      CountryId: dealer.countryId,
      TolerancePct: dealer.tolerancePct,
      UserName: [user?.title2, user?.firstName, user?.lastName].filter(Boolean).join(" "),
      DealerRole: actor.dealerRole,
      Today: deps.clock.today(dealer.countryId),
    },
  };
}

/** GET /api/haendlerportal/kontext and the portal layout's header. */
export async function portalContext(deps: Pick<DealerOrderDeps, "db" | "clock">, userId: number): Promise<PortalContext> {
  return (await portalCaller(deps, userId)).context;
}
