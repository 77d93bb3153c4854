/** The rows a planned demo order becomes (order, station, history, rating), shared by the demo orders and the history. */
import { sql } from "drizzle-orm";
import { localeById } from "../../../domain/shared/countries.ts";
import { SWISS_CANCELLATION_VERSION, WITHDRAWAL_NOTICE_VERSION } from "../../../domain/site/legal-texts.ts";
import { formatOrderNumber } from "../../../domain/orders/order-number.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import type { Db } from "../../client.ts";
import type { orderEvents, orderRatings, orders, orderStations } from "../../schema/orders.ts";
import type { priceWithTiers, BranchRow } from "./demo-pricing.ts";
import type { Person } from "./demo-people.ts";
import { DAY, isoDay, storyOf, type Plan } from "./order-story.ts";

type Priced = ReturnType<typeof priceWithTiers>;

export interface OrderContext {
  branch: BranchRow;
  dealer: { name: string; tolerancePct: number };
  person: Person;
  key: string;
  now: Date;
  dealerUserId: number | null;
  supportUserId: number | null;
}

/** The rows of one planned order (order, station, history, rating) under the id `id`, priced as `priced`. */
export function orderRows(id: number, plan: Plan, ctx: OrderContext, priced: Priced) {
  const { branch, person, now } = ctx;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const placedAt = now.getTime() - Math.round(plan.placedDaysAgo * DAY);
  const amount = priced.amount;
  const story = storyOf({ ...plan, amount }, placedAt, today, ctx.dealer.tolerancePct);
  // Nothing happened in the future: the latest event at least a minute ago, each one before the next.
  for (let i = story.length - 1; i >= 0; i--)
    story[i].at = Math.min(story[i].at, (i === story.length - 1 ? now.getTime() : story[i + 1].at) - 60_000);
  const last = story[story.length - 1];
  const createdAt = new Date(story[0].at);
  const o = priced.offer;
  const final = plan.delivered ? finalPrice({ priceLines: o.lines, amount, countryId: branch.countryId }, plan.delivered) : null;
  const window = plan.window && !["declined", "cancelled"].includes(plan.status) ? plan.window : null;
  const order: typeof orders.$inferInsert = {
    id,
    orderNumber: formatOrderNumber(id, createdAt),
    userId: person.userId,
    checkoutId: null,
    idempotencyKey: `demo-${ctx.key}`,
    countryId: branch.countryId,
    productGroupId: 1,
    productId: priced.productId,
    dealerId: branch.dealerId,
    branchId: branch.id,
    amount,
    stations: 1,
    config: {
      ZipCode: person.zip,
      Amount: amount,
      Stations: 1,
      Product: { Id: priced.productId, ClimateNeutral: false },
      Parameters: priced.parameters,
      AppointmentPlus: false,
      CountryId: branch.countryId,
      ProductGroupId: 1,
    },
    paymentKind: priced.payment.kind,
    paymentId: priced.payment.id,
    currency: localeById(branch.countryId)!.currencyCode,
    netPrice: o.net,
    vatAmount: o.vat,
    totalPrice: o.total,
    unitPrice: o.unitPrice,
    priceLines: o.lines,
    leadTimeDays: o.leadTimeDays,
    comment: plan.status === "placed" && plan.amount >= 5000 ? "Bitte vorher kurz anrufen, der Tank ist im Keller." : "",
    termsVersion: "agb-demo",
    withdrawalNoticeVersion: branch.countryId === 3 ? SWISS_CANCELLATION_VERSION : WITHDRAWAL_NOTICE_VERSION,
    status: last.to,
    statusChangedAt: new Date(last.at),
    deliveryFrom: window ? isoDay(today + window[0] * DAY) : null,
    deliveryTo: window ? isoDay(today + window[1] * DAY) : null,
    deliverySlot: window?.[2] ?? null,
    deliveredAmount: plan.delivered ?? null,
    finalNetPrice: final?.net ?? null,
    finalVatAmount: final?.vat ?? null,
    finalTotalPrice: final?.total ?? null,
    finalPriceLines: final?.lines ?? null,
    reason: plan.reason ?? null,
    createdAt,
  };
  const station: typeof orderStations.$inferInsert = {
    orderId: id,
    stationNumber: 1,
    amount,
    deliveryAddress: {
      Title1: person.title1,
      Title2: "",
      FirstName: person.firstName,
      LastName: person.lastName,
      CompanyName: person.companyName ?? "",
      Street: person.street,
      HouseNumber: person.houseNumber,
      ZipCode: person.zip,
      City: person.city,
      Phone: person.phone,
    },
    invoiceAddress: null,
  };
  const actorId = (actor: string) => (actor === "customer" ? person.userId : actor === "dealer" ? ctx.dealerUserId : ctx.supportUserId);
  const events: (typeof orderEvents.$inferInsert)[] = story.map((e) => ({
    orderId: id,
    event: e.event,
    fromStatus: e.from,
    toStatus: e.to,
    actorKind: e.actor,
    actorUserId: actorId(e.actor),
    data: e.data,
    createdAt: new Date(e.at),
  }));
  const rating: typeof orderRatings.$inferInsert | null = plan.stars
    ? {
        orderId: id,
        userId: person.userId,
        dealerId: branch.dealerId,
        countryId: branch.countryId,
        stars: plan.stars,
        comment: plan.comment ?? (plan.stars >= 5 ? "Pünktlich und freundlich." : "Gute Lieferung."),
        createdAt: new Date(last.at),
      }
    : null;
  return { order, station, events, rating };
}

/** The next `n` order ids (the demo order numbers are made from them). */
export async function nextOrderIds(db: Db, n: number): Promise<number[]> {
  const seq = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${n})`,
  );
  return (seq as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
