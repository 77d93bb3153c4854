/**
 * The portal's order use cases (decision 0026): each resolves the caller to its dealer first, then calls
 * the order area's use case with the dealer as actor. Ownership is the order area's rule (decision 0025):
 * another dealer's order is "not found" (404) for every call, reading and writing alike. Each call answers
 * the order as the portal shows it afterwards (the dealer's detail view).
 */
import type { ConfirmRequest, DeliverRequest, PortalOverview } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { deliveryPreview, type DeliveryPreview } from "../../../domain/dealer-portal/delivery-preview.ts";
import { localeById } from "../../../domain/countries.ts";
import { formatQuantity } from "../../../domain/format.ts";
import type { DealerOrderDetail, DealerOrderList, DealerOrderView } from "../../../domain/orders/order-life.schemas.ts";
import type { DealerOrderDeps } from "./dealer-orders-deps.ts";
import { portalCaller } from "./portal-context.ts";

type Deps = DealerOrderDeps;

export async function portalOverview(deps: Deps, userId: number): Promise<PortalOverview> {
  const { context } = await portalCaller(deps, userId);
  return { Context: context, Counts: await deps.orders.countDealerOrders({ dealerId: context.DealerId, today: context.Today }) };
}

export async function listPortalOrders(deps: Deps, userId: number, query: { view: DealerOrderView; page: number }): Promise<DealerOrderList> {
  const { actor } = await portalCaller(deps, userId);
  return deps.orders.listDealerOrders({ dealerId: actor.dealerId, view: query.view, page: query.page });
}

export async function getPortalOrder(deps: Deps, userId: number, orderId: number): Promise<DealerOrderDetail> {
  const { actor } = await portalCaller(deps, userId);
  return deps.orders.getDealerOrder({ orderId, dealerId: actor.dealerId });
}

export async function confirmPortalOrder(deps: Deps, userId: number, orderId: number, body: ConfirmRequest): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.confirmOrder({ orderId, actor: orderActor, window: { from: body.DeliveryFrom, to: body.DeliveryTo, slot: body.DeliverySlot || null } });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

export async function declinePortalOrder(deps: Deps, userId: number, orderId: number, body: { Reason: string }): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.declineOrder({ orderId, actor: orderActor, reason: body.Reason });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

export async function dispatchPortalOrder(deps: Deps, userId: number, orderId: number): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.dispatchOrder({ orderId, actor: orderActor });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

/** Before the confirmed window the body must confirm the early delivery (decision 0048); the audit row names the request. */
export async function deliverPortalOrder(deps: Deps, userId: number, orderId: number, body: DeliverRequest, requestId?: string | null): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.deliverOrder({ orderId, actor: orderActor, deliveredAmount: body.DeliveredAmount, earlyDeliveryConfirmed: body.EarlyDeliveryConfirmed === true, requestId });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

/** What reporting this amount would do (nothing is written): the deliveries page's step before "Geliefert". */
export async function previewPortalDelivery(deps: Deps, userId: number, orderId: number, deliveredAmount: number): Promise<{ order: DealerOrderDetail; preview: DeliveryPreview }> {
  const { actor } = await portalCaller(deps, userId);
  const order = await deps.orders.getDealerOrder({ orderId, dealerId: actor.dealerId });
  const locale = localeById(order.CountryId)!;
  return { order, preview: deliveryPreview(order, deliveredAmount, (n) => formatQuantity(n, locale), deps.clock.today(order.CountryId)) };
}
