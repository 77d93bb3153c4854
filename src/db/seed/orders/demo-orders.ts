/**
 * Demo orders (decision 0025): the demo dealer (haendler@example.com's dealer) has
 * orders in every state with their histories, so its portal is not empty on a fresh start; the demo
 * customer (kunde@example.com) has orders in several states. Deterministic: the same orders, amounts,
 * customers and histories on every fresh database; the dates are relative to the seeding day so
 * windows lie ahead of confirmed orders and behind delivered ones. Demo data like the market.
 */
import { and, asc, eq, gt, isNull, like, lte, ne, or, sql } from "drizzle-orm";
import { DEFAULT_PARAMETER_IDS } from "../../../domain/calculator/calculator-config.ts";
import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";
import { PAYMENT_IDS } from "../../../domain/orders/checkout-payment.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { SWISS_CANCELLATION_VERSION, WITHDRAWAL_NOTICE_VERSION } from "../../../domain/site/legal-texts.ts";
import { formatOrderNumber } from "../../../domain/orders/order-number.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import { deliveryOutcome, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { calculateOffer, isOffer, type BranchOffering, type PriceTier } from "../../../domain/calculator/offer-calculation.ts";
import type { Db } from "../../client.ts";
import { users } from "../../schema/accounts.ts";
import { branches, dealers, priceTiers } from "../../schema/market.ts";
import { orderEvents, orderRatings, orders, orderStations } from "../../schema/orders.ts";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts.ts";
import { demoUserValues } from "../accounts/user-factory.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The country's standard heating oil (the calculator's default product). */
export const HEATING_OIL: Record<number, number> = { 1: 1, 2: 6, 3: 12 };

export type BranchRow = typeof branches.$inferSelect;

export interface Person {
  userId: number;
  title1: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  phone: string;
}

/** One planned order: its status, amount and story (days before the seeding day). */
export interface Plan {
  status: OrderStatus;
  amount: number;
  /** Days (fractions allowed) before now the order was placed. */
  placedDaysAgo: number;
  /** Window relative to today (days); delivered orders lie in the past. */
  window?: [number, number, string?];
  delivered?: number;
  reason?: string;
  stars?: number;
  /** Passed through awaiting_consent before the customer agreed. */
  consented?: boolean;
  /** The rating's comment (else a short one by the stars). */
  comment?: string;
}

/** The demo dealer's orders: every state, the way a week of a real dealer looks. */
const DEALER_PLANS: Plan[] = [
  { status: "placed", amount: 3000, placedDaysAgo: 0.05 },
  { status: "placed", amount: 2000, placedDaysAgo: 0.4 },
  { status: "placed", amount: 5000, placedDaysAgo: 1.2 },
  { status: "confirmed", amount: 3500, placedDaysAgo: 2, window: [2, 4] },
  { status: "confirmed", amount: 1500, placedDaysAgo: 3, window: [1, 1, "08–12 Uhr"] },
  { status: "out_for_delivery", amount: 4000, placedDaysAgo: 5, window: [0, 0, "07–12 Uhr"] },
  { status: "awaiting_consent", amount: 3000, placedDaysAgo: 8, window: [-1, -1], delivered: 2700 },
  { status: "delivered", amount: 3000, placedDaysAgo: 9, window: [-3, -2], delivered: 2950 },
  { status: "delivered", amount: 2500, placedDaysAgo: 12, window: [-5, -4], delivered: 2000, consented: true },
  { status: "rated", amount: 6000, placedDaysAgo: 30, window: [-24, -22], delivered: 6020, stars: 5 },
  {
    status: "declined",
    amount: 1200,
    placedDaysAgo: 4,
    reason: "Die Zufahrt ist für unseren Tankwagen zu schmal; bitte wählen Sie einen Händler mit kleinem Tankwagen.",
  },
  { status: "withdrawn", amount: 3000, placedDaysAgo: 6, window: [3, 5] },
  { status: "cancelled", amount: 2500, placedDaysAgo: 7, reason: "Doppelt bestellt; die Kundin hat telefonisch um Stornierung gebeten." },
];

/** The demo customer's orders near her Munich and Prien addresses, and one in Zurich. */
const CUSTOMER_PLANS: (Plan & { where: "munich" | "prien" | "zurich" })[] = [
  { where: "munich", status: "confirmed", amount: 3000, placedDaysAgo: 1, window: [3, 5] },
  { where: "prien", status: "placed", amount: 2000, placedDaysAgo: 0.1 },
  { where: "munich", status: "delivered", amount: 3000, placedDaysAgo: 14, window: [-8, -7], delivered: 2950 },
  { where: "munich", status: "rated", amount: 2500, placedDaysAgo: 120, window: [-112, -110], delivered: 2480, stars: 4 },
  { where: "munich", status: "awaiting_consent", amount: 3000, placedDaysAgo: 6, window: [-1, -1], delivered: 2600 },
  {
    where: "prien",
    status: "declined",
    amount: 1500,
    placedDaysAgo: 10,
    reason: "Wir liefern derzeit nicht an den Chiemsee; bitte wählen Sie einen Händler aus der Region.",
  },
  // A Swiss order already confirmed: the contractual terms apply (no online withdrawal any more).
  { where: "zurich", status: "confirmed", amount: 2000, placedDaysAgo: 1.5, window: [2, 3] },
  // Two years of filling her tank (decision 0028: the customer area's list, its years and pages).
  { where: "munich", status: "rated", amount: 3000, placedDaysAgo: 300, window: [-292, -290], delivered: 3010, stars: 5 },
  {
    where: "munich",
    status: "cancelled",
    amount: 3000,
    placedDaysAgo: 410,
    reason: "Doppelt bestellt; die Kundin hat telefonisch um Stornierung gebeten.",
  },
  { where: "munich", status: "delivered", amount: 3500, placedDaysAgo: 480, window: [-470, -468], delivered: 3480 },
  { where: "munich", status: "rated", amount: 2800, placedDaysAgo: 650, window: [-640, -639], delivered: 2790, stars: 4 },
  // Withdrawn within the period: with the Swiss order on its own site (decision 0045), the German list still has two pages.
  { where: "munich", status: "withdrawn", amount: 2500, placedDaysAgo: 700, window: [-692, -690] },
];

/** The demo mex customer: the spring delivery his sensor's year of readings shows as the refill. */
export const MEX_PLANS: Plan[] = [{ status: "rated", amount: 2000, placedDaysAgo: 272, window: [-266, -265], delivered: 2010, stars: 5 }];

export const FIRST_NAMES = [
  "Anna",
  "Thomas",
  "Sabine",
  "Michael",
  "Julia",
  "Stefan",
  "Petra",
  "Andreas",
  "Monika",
  "Markus",
  "Claudia",
  "Jürgen",
  "Katrin",
];
export const LAST_NAMES = [
  "Bauer",
  "Huber",
  "Wagner",
  "Schäfer",
  "Koch",
  "Richter",
  "Klein",
  "Wolf",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Krüger",
  "Hartmann",
];
export const STREETS = [
  "Lindenstraße",
  "Gartenweg",
  "Kirchplatz",
  "Bergstraße",
  "Am Bach",
  "Wiesenweg",
  "Schulstraße",
  "Ahornweg",
  "Feldstraße",
  "Rosenstraße",
  "Mühlweg",
  "Birkenallee",
  "Sonnenhang",
];

function paymentOf(b: BranchRow): { kind: "invoice" | "cash"; id: number } {
  return b.payments.includes("invoice") ? { kind: "invoice", id: PAYMENT_IDS.INVOICE } : { kind: "cash", id: PAYMENT_IDS.CASH };
}

async function tiersOf(db: Db, branchId: number, productId: number, now: Date): Promise<PriceTier[]> {
  const rows = await db
    .select({ minAmount: priceTiers.minAmount, netPerBasis: priceTiers.netPerBasis, validFrom: priceTiers.validFrom })
    .from(priceTiers)
    .where(
      and(
        eq(priceTiers.branchId, branchId),
        eq(priceTiers.productId, productId),
        lte(priceTiers.validFrom, now),
        or(isNull(priceTiers.validTo), gt(priceTiers.validTo, now)),
      ),
    );
  const latest = Math.max(...rows.map((r) => r.validFrom.getTime()));
  return rows
    .filter((r) => r.validFrom.getTime() === latest)
    .map((r) => ({ minAmount: r.minAmount, netPerBasis: r.netPerBasis }))
    .sort((a, b) => a.minAmount - b.minAmount);
}

/** The branch's price for the amount as the calculator computes it (its current price list). */
async function priceOf(db: Db, b: BranchRow, dealer: { name: string }, amount: number, now: Date) {
  return priceWithTiers(b, dealer, await tiersOf(db, b.id, HEATING_OIL[b.countryId], now), amount);
}

/** The price of the amount from these tiers of the branch's heating oil (the calculator's calculateOffer). */
export function priceWithTiers(b: BranchRow, dealer: { name: string }, current: PriceTier[], amount: number) {
  const priced = tryPriceWithTiers(b, dealer, current, amount);
  if ("reason" in priced) throw new Error(`demo order: branch ${b.id} cannot price ${amount} l (${priced.reason})`);
  return priced;
}

/** As priceWithTiers, or why the branch cannot take the order (the default options are not all its own). */
export function tryPriceWithTiers(b: BranchRow, dealer: { name: string }, current: PriceTier[], amount: number) {
  const productId = HEATING_OIL[b.countryId];
  // A branch without a current list for the product (not in the demo market) gets a plausible one.
  const tiers = current.length > 0 ? current : [{ minAmount: 500, netPerBasis: b.countryId === 3 ? 11200 : 9400 }];
  const offering: BranchOffering = {
    branchId: b.id,
    dealerId: b.dealerId,
    dealerName: dealer.name,
    city: b.city,
    zip: b.zip,
    // The ranking's tie-break; one price alone needs none.
    ratingX10: 0,
    reviewCount: 0,
    leadTimeDays: b.leadTimeDays,
    surchargeFactorPct: b.surchargeFactorPct,
    minAmount: 0,
    payments: b.payments as PaymentKind[],
    express24: b.express24,
    express48: b.express48,
    smallTruck: b.smallTruck,
    desiredDate: b.desiredDate,
    appointmentPlus: b.appointmentPlus,
    maxHoseMeters: b.maxHoseMeters,
    maxBlowInMeters: b.maxBlowInMeters,
    tiers: new Map([[productId, tiers]]),
  };
  const payment = paymentOf(b);
  const parameters = DEFAULT_PARAMETER_IDS.map((Id) => ({ Id: Id === PAYMENT_IDS.DEFAULT ? payment.id : Id }));
  const request = {
    countryId: b.countryId,
    productGroupId: 1,
    productId,
    amount: Math.max(amount, tiers[0].minAmount),
    stations: 1,
    parameters,
    climateNeutral: false,
    appointmentPlus: false,
  };
  const offer = calculateOffer(offering, request);
  if (!isOffer(offer)) return { reason: offer.reason };
  return { offer, productId, parameters, payment, amount: request.amount };
}

function isoDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The events of the plan's story, oldest first, with the status each one leaves. */
interface StoryEvent {
  event: string;
  from: OrderStatus | "";
  to: OrderStatus;
  actor: "customer" | "dealer" | "support";
  at: number;
  data: Record<string, unknown>;
}

function storyOf(plan: Plan, placedAt: number, today: number, tolerancePct: number): StoryEvent[] {
  const events: StoryEvent[] = [];
  events.push({ event: "place", from: "", to: "placed", actor: "customer", at: placedAt, data: {} });
  if (plan.status === "placed") return events;
  if (plan.status === "declined")
    return [
      ...events,
      { event: "decline", from: "placed", to: "declined", actor: "dealer", at: placedAt + 3 * HOUR, data: { Reason: plan.reason } },
    ];
  if (plan.status === "cancelled")
    return [
      ...events,
      { event: "cancel", from: "placed", to: "cancelled", actor: "support", at: placedAt + 5 * HOUR, data: { Reason: plan.reason } },
    ];
  const [fromDay, toDay, slot] = plan.window!;
  const confirmedAt = placedAt + 2 * HOUR;
  events.push({
    event: "confirm",
    from: "placed",
    to: "confirmed",
    actor: "dealer",
    at: confirmedAt,
    data: { From: isoDay(today + fromDay * DAY), To: isoDay(today + toDay * DAY), Slot: slot ?? null },
  });
  if (plan.status === "confirmed") return events;
  if (plan.status === "withdrawn")
    return [...events, { event: "withdraw", from: "confirmed", to: "withdrawn", actor: "customer", at: confirmedAt + 20 * HOUR, data: {} }];
  // The truck leaves at 07:00 (Berlin is UTC+1/+2; close enough for demo data) on the first day of the window.
  const leftAt = Math.max(confirmedAt + HOUR, today + fromDay * DAY + 6 * HOUR);
  events.push({ event: "dispatch", from: "confirmed", to: "out_for_delivery", actor: "dealer", at: leftAt, data: {} });
  if (plan.status === "out_for_delivery") return events;
  const deliveredAt = leftAt + 3 * HOUR;
  // The plan says where the story goes; the dealer's tolerance only decides for a plain delivery.
  const outcome =
    plan.consented || plan.status === "awaiting_consent"
      ? "awaiting_consent"
      : deliveryOutcome(plan.delivered!, plan.amount, Math.max(tolerancePct, 1));
  events.push({
    event: "deliver",
    from: "out_for_delivery",
    to: outcome,
    actor: "dealer",
    at: deliveredAt,
    data: { DeliveredAmount: plan.delivered },
  });
  if (outcome === "awaiting_consent" && plan.status !== "awaiting_consent")
    events.push({ event: "consent", from: "awaiting_consent", to: "delivered", actor: "customer", at: deliveredAt + 5 * HOUR, data: {} });
  if (plan.status === "rated")
    events.push({ event: "rate", from: "delivered", to: "rated", actor: "customer", at: deliveredAt + DAY, data: { Stars: plan.stars } });
  return events;
}

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

async function insertOrder(db: Db, plan: Plan, ctx: OrderContext) {
  const priced = await priceOf(db, ctx.branch, ctx.dealer, plan.amount, ctx.now);
  const [id] = await nextOrderIds(db, 1);
  const rows = orderRows(id, plan, ctx, priced);
  await db.insert(orders).values(rows.order);
  await db.insert(orderStations).values(rows.station);
  await db.insert(orderEvents).values(rows.events);
  if (rows.rating) await db.insert(orderRatings).values(rows.rating);
}

async function dealerOf(db: Db, dealerId: number) {
  const [d] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  return { name: d.name, tolerancePct: d.deliveryTolerancePct };
}

/** The first active branch whose postcode starts with `prefix` in the country (not of `exceptDealer`). */
async function branchNear(db: Db, countryId: number, prefix: string, exceptDealer: number): Promise<BranchRow | undefined> {
  const [b] = await db
    .select()
    .from(branches)
    .where(
      and(
        eq(branches.countryId, countryId),
        like(branches.zip, `${prefix}%`),
        ne(branches.dealerId, exceptDealer),
        eq(branches.active, true),
      ),
    )
    .orderBy(asc(branches.id))
    .limit(1);
  return b;
}

export async function seedDemoOrders(db: Db, now = new Date()): Promise<{ orders: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if (n > 0) return null;
  const [dealerUser] = await db
    .select({ id: users.id, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.dealer.email));
  const [customer] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, DEMO_ACCOUNTS.customer.email), eq(users.isGuest, false)));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (!dealerUser?.dealerId || !customer) return null;
  const [home] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.dealerId, dealerUser.dealerId), eq(branches.active, true)))
    .orderBy(asc(branches.id))
    .limit(1);
  if (!home) return null;
  let count = 0;

  // The demo dealer's customers: guests from the branch's own town (orders come from where it delivers).
  const homeDealer = await dealerOf(db, home.dealerId);
  for (const [i, plan] of DEALER_PLANS.entries()) {
    const email = `demo-bestellung-${i + 1}@example.com`;
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 5) % LAST_NAMES.length];
    const [guest] = await db
      .insert(users)
      .values(
        demoUserValues({
          email,
          isGuest: true,
          countryId: home.countryId,
          title1: i % 2 === 0 ? "Frau" : "Herr",
          firstName: first,
          lastName: last,
          emailConfirmedAt: null,
        }),
      )
      .returning({ id: users.id });
    const person: Person = {
      userId: guest.id,
      title1: i % 2 === 0 ? "Frau" : "Herr",
      firstName: first,
      lastName: last,
      companyName: i === 2 ? `${last} Landtechnik GmbH` : "",
      street: countrySpelling(STREETS[i % STREETS.length], localeById(home.countryId)!),
      houseNumber: String(3 + ((i * 7) % 40)),
      zip: home.zip,
      city: home.city,
      phone: home.countryId === 3 ? `044 555 ${String(10 + i).padStart(2, "0")} 00` : `0${700 + i} ${String(4000 + i * 37)}`,
    };
    await insertOrder(db, plan, {
      branch: home,
      dealer: homeDealer,
      person,
      key: `haendler-${i + 1}`,
      now,
      dealerUserId: dealerUser.id,
      supportUserId: admin?.id ?? null,
    });
    count++;
  }

  // The demo customer: Munich-area dealers (another dealer than the demo dealer where possible), one Swiss dealer.
  const places = {
    munich: { countryId: 1, prefix: "80", street: "Marienplatz", houseNumber: "8", zip: "80331", city: "München", phone: "+49 89 1234567" },
    prien: {
      countryId: 1,
      prefix: "83",
      street: "Seestraße",
      houseNumber: "12",
      zip: "83209",
      city: "Prien am Chiemsee",
      phone: "+49 8051 98765",
    },
    zurich: {
      countryId: 3,
      prefix: "80",
      street: "Bahnhofstrasse",
      houseNumber: "21",
      zip: "8001",
      city: "Zürich",
      phone: "+41 44 123 45 67",
    },
  } as const;
  for (const [i, plan] of CUSTOMER_PLANS.entries()) {
    const place = places[plan.where];
    const branch =
      (await branchNear(db, place.countryId, place.prefix, home.dealerId)) ??
      (await branchNear(db, place.countryId, place.prefix.slice(0, 1), home.dealerId));
    if (!branch) continue;
    const person: Person = {
      userId: customer.id,
      title1: customer.title1,
      firstName: customer.firstName,
      lastName: customer.lastName,
      ...place,
    };
    await insertOrder(db, plan, {
      branch,
      dealer: await dealerOf(db, branch.dealerId),
      person,
      key: `kunde-${i + 1}`,
      now,
      dealerUserId: null,
      supportUserId: admin?.id ?? null,
    });
    count++;
  }
  // The demo mex customer's last delivery: his tank sensor shows it as a refill (decision 0030).
  const [mexUser] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, DEMO_ACCOUNTS.mexCustomer.email), eq(users.isGuest, false)));
  const mexBranch = mexUser ? ((await branchNear(db, 1, "80", home.dealerId)) ?? (await branchNear(db, 1, "8", home.dealerId))) : undefined;
  if (mexUser && mexBranch) {
    const person: Person = {
      userId: mexUser.id,
      title1: mexUser.title1,
      firstName: mexUser.firstName,
      lastName: mexUser.lastName,
      street: "Leopoldstraße",
      houseNumber: "10",
      zip: "80802",
      city: "München",
      phone: "+49 89 7654321",
    };
    for (const [i, plan] of MEX_PLANS.entries()) {
      await insertOrder(db, plan, {
        branch: mexBranch,
        dealer: await dealerOf(db, mexBranch.dealerId),
        person,
        key: `mex-${i + 1}`,
        now,
        dealerUserId: null,
        supportUserId: admin?.id ?? null,
      });
      count++;
    }
  }
  return { orders: count };
}
