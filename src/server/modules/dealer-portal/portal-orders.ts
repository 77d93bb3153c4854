/**
 * The portal's order use cases (decision 0026): each resolves the caller to its dealer first, then calls
 * the order area's use case with the dealer as actor. Ownership is the order area's rule (decision 0025):
 * another dealer's order is "not found" (404) for every call, reading and writing alike. Each call answers
 * the order as the portal shows it afterwards (the dealer's detail view).
 */
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import {
  OVERVIEW_LIST_LIMIT,
  type BranchDay,
  type ConfirmRequest,
  type DeliverRequest,
  type PortalOverview,
} from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { mainProductId, PRICE_LIST_STALE_DAYS, priceListAgeDays } from "../../../domain/dealer-portal/portal-day.ts";
import { deliveryPreview, type DeliveryPreview } from "../../../domain/dealer-portal/delivery-preview.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import type { DealerOrderDetail, DealerOrderList, DealerOrderView } from "../../../domain/orders/order-life.schemas.ts";
import type { DealerOrderDeps } from "./dealer-orders-deps.ts";
import { branchesOfDealer, type BranchRow } from "./dealer-settings.repo.ts";
import { portalCaller } from "./portal-context.ts";

type Deps = DealerOrderDeps;

/**
 * GET /api/haendlerportal/overview and /haendlerportal (decisions 0026, 0048): the counts, today's
 * deliveries, the orders waiting for a confirmation, and per active branch its main product's price list
 * (age) and its place in the offer list at its own postcode — the calculator's ranking, as customers see it.
 */
export async function portalOverview(deps: Deps, userId: number): Promise<PortalOverview> {
  const { context } = await portalCaller(deps, userId);
  const dealerId = context.DealerId;
  const counts = await deps.orders.countDealerOrders({ dealerId, today: context.Today });
  const day = await deps.orders.dealerDay({ dealerId, today: context.Today, limit: OVERVIEW_LIST_LIMIT });
  const own = await branchesOfDealer(deps.db, dealerId);
  const lists = await deps.dealers.currentPriceLists(own.map((b) => b.id));
  const Branches: BranchDay[] = [];
  for (const b of own)
    Branches.push(
      await branchDay(
        deps,
        b,
        lists.filter((l) => l.branchId === b.id),
      ),
    );
  return { Context: context, Counts: counts, Now: deps.clock.now().toISOString(), DueToday: day.DueToday, Waiting: day.Waiting, Branches };
}

async function branchDay(deps: Deps, b: BranchRow, lists: readonly { productId: number; validFrom: Date }[]): Promise<BranchDay> {
  const locale = localeById(b.countryId)!;
  const base = { BranchId: b.id, Name: b.name, City: b.city, ZipCode: b.zip, CountryId: b.countryId };
  const productId = mainProductId(lists.map((l) => l.productId));
  const list = lists.find((l) => l.productId === productId);
  const product = productId === null ? undefined : productById(productId);
  if (!list || !product) return { ...base, PriceList: null, Standing: null };
  const age = priceListAgeDays(list.validFrom.toISOString(), deps.clock.today(b.countryId), locale.timeZone);
  const standing = await deps.calculator.offerStanding({ countryId: b.countryId, zip: b.zip, productId: product.Id, dealerId: b.dealerId });
  return {
    ...base,
    PriceList: {
      ProductId: product.Id,
      ProductName: product.DisplayName,
      ValidFrom: list.validFrom.toISOString(),
      AgeDays: age,
      Stale: age >= PRICE_LIST_STALE_DAYS,
    },
    Standing: {
      ...standing,
      ProductName: product.DisplayName,
      UnitLabel: amountRules(product.ProductGroupId).unitLabel,
      Currency: locale.currencyCode,
    },
  };
}

export async function listPortalOrders(
  deps: Deps,
  userId: number,
  query: { view: DealerOrderView; page: number },
): Promise<DealerOrderList> {
  const { actor } = await portalCaller(deps, userId);
  return deps.orders.listDealerOrders({ dealerId: actor.dealerId, view: query.view, page: query.page });
}

export async function getPortalOrder(deps: Deps, userId: number, orderId: number): Promise<DealerOrderDetail> {
  const { actor } = await portalCaller(deps, userId);
  return deps.orders.getDealerOrder({ orderId, dealerId: actor.dealerId });
}

export async function confirmPortalOrder(deps: Deps, userId: number, orderId: number, body: ConfirmRequest): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.confirmOrderStep({
    orderId,
    actor: orderActor,
    window: { from: body.DeliveryFrom, to: body.DeliveryTo, slot: body.DeliverySlot || null },
  });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

export async function declinePortalOrder(
  deps: Deps,
  userId: number,
  orderId: number,
  body: { Reason: string },
): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.declineOrderStep({ orderId, actor: orderActor, reason: body.Reason });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

export async function dispatchPortalOrder(deps: Deps, userId: number, orderId: number): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.dispatchOrderStep({ orderId, actor: orderActor });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

/** Before the confirmed window the body must confirm the early delivery (decision 0048); the audit row names the request. */
export async function deliverPortalOrder(
  deps: Deps,
  userId: number,
  orderId: number,
  body: DeliverRequest,
  requestId?: string | null,
): Promise<DealerOrderDetail> {
  const { orderActor } = await portalCaller(deps, userId);
  await deps.orders.deliverOrderStep({
    orderId,
    actor: orderActor,
    deliveredAmount: body.DeliveredAmount,
    earlyDeliveryConfirmed: body.EarlyDeliveryConfirmed === true,
    requestId,
  });
  return deps.orders.getDealerOrder({ orderId, dealerId: orderActor.dealerId });
}

/** What reporting this amount would do (nothing is written): the deliveries page's step before "Geliefert". */
export async function previewPortalDelivery(
  deps: Deps,
  userId: number,
  orderId: number,
  deliveredAmount: number,
): Promise<{ order: DealerOrderDetail; preview: DeliveryPreview }> {
  const { actor } = await portalCaller(deps, userId);
  const order = await deps.orders.getDealerOrder({ orderId, dealerId: actor.dealerId });
  const locale = localeById(order.CountryId)!;
  return { order, preview: deliveryPreview(order, deliveredAmount, (n) => formatQuantity(n, locale), deps.clock.today(order.CountryId)) };
}
