/**
 * Demo orders (decision 0025): the demo dealer (haendler@example.com's dealer) has
 * orders in every state with their histories, so its portal is not empty on a fresh start; the demo
 * customer (kunde@example.com) has orders in several states. Deterministic: the same orders, amounts,
 * customers and histories on every fresh database; the dates are relative to the seeding day so
 * windows lie ahead of confirmed orders and behind delivered ones. Demo data like the market.
 */
import { and, asc, eq, like, ne, sql } from "drizzle-orm";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import type { Db } from "../../client.ts";
import { users } from "../../schema/accounts.ts";
import { branches, dealers } from "../../schema/market.ts";
import { orderEvents, orderRatings, orders, orderStations } from "../../schema/orders.ts";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts.ts";
import { demoUserValues } from "../accounts/user-factory.ts";
import { priceOf, type BranchRow } from "./demo-pricing.ts";
import { FIRST_NAMES, LAST_NAMES, STREETS, type Person } from "./demo-people.ts";
import type { Plan } from "./order-story.ts";
import { nextOrderIds, orderRows, type OrderContext } from "./order-rows.ts";

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
