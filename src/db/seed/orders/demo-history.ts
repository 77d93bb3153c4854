/**
 * Two years of rated deliveries across the demo market (decision 0044): the dealers' ratings and the
 * footer's review widget are the customers' ratings of their deliveries, so the demo needs deliveries that
 * were rated — per country, by guests from the dealers' own towns, priced as the market was on the day.
 * Deterministic like the market; the demo dealer keeps only its own story (demo-orders.ts).
 */
import { and, eq, gt, isNull, like, lte, or, sql } from "drizzle-orm";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import type { PriceTier } from "../../../domain/calculator/offer-calculation.ts";
import type { Db } from "../../client.ts";
import { users } from "../../schema/accounts.ts";
import { branches, dealers, priceTiers } from "../../schema/market.ts";
import { orderEvents, orderRatings, orders, orderStations } from "../../schema/orders.ts";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts.ts";
import { demoUserValues } from "../accounts/user-factory.ts";
import { loadMarketSeries, referenceNetPrice } from "../market/price-model.ts";
import { seededRandom, type Random } from "../market/random.ts";
import { FIRST_NAMES, LAST_NAMES, STREETS } from "./demo-people.ts";
import { HEATING_OIL, priceWithTiers, tryPriceWithTiers, type BranchRow } from "./demo-pricing.ts";
import { nextOrderIds, orderRows } from "./order-rows.ts";
import type { Plan } from "./order-story.ts";

/** Rated deliveries per country over the two years: a busy German market, smaller Austrian and Swiss ones. */
export const HISTORY_RATINGS: Record<number, number> = { 1: 420, 2: 170, 3: 130 };
/** The share of a country's dealers that ever had a delivery rated. */
const RATED_DEALER_SHARE = 0.45;
const KEY_PREFIX = "demo-hist-";

const COMMENTS: Record<number, string[]> = {
  5: [
    "Pünktlich und freundlich.",
    "Schnelle Lieferung, sehr sauber gearbeitet.",
    "Fahrer hat vorher angerufen, alles bestens.",
    "Wie immer zuverlässig.",
    "",
  ],
  4: ["Gute Lieferung.", "Etwas später als angekündigt, sonst gut.", "Freundlicher Fahrer, fairer Preis.", ""],
  3: ["Lieferung in Ordnung, Terminabsprache schwierig.", "Preis gut, Lieferzeit lang.", ""],
  2: ["Erst im zweiten Anlauf geliefert.", "Schlauch hat im Hof Spuren hinterlassen."],
  1: ["Termin zweimal verschoben, niemand erreichbar."],
};

const DAY = 86_400_000;

/** Stars around the dealer's own level (3.6–4.9), never outside 1–5. */
function starsFor(rng: Random, level: number): number {
  const x = level + (rng.next() + rng.next() + rng.next() - 1.5) * 1.3;
  return Math.min(5, Math.max(1, Math.round(x)));
}

export async function seedDemoHistory(db: Db, now = new Date()): Promise<{ orders: number; dealers: number } | null> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(like(orders.idempotencyKey, `${KEY_PREFIX}%`));
  if (n > 0) return null;
  const [dealerUser] = await db.select({ dealerId: users.dealerId }).from(users).where(eq(users.email, DEMO_ACCOUNTS.dealer.email));
  const demoDealer = dealerUser?.dealerId;
  if (!demoDealer) return null;
  const rng = seededRandom(20260818);
  const series = loadMarketSeries();
  const today = now.toISOString().slice(0, 10);

  const allBranches = await db.select().from(branches).where(eq(branches.active, true)).orderBy(branches.id);
  const tierRows = await db
    .select({
      branchId: priceTiers.branchId,
      productId: priceTiers.productId,
      minAmount: priceTiers.minAmount,
      netPerBasis: priceTiers.netPerBasis,
      validFrom: priceTiers.validFrom,
    })
    .from(priceTiers)
    .where(and(lte(priceTiers.validFrom, now), or(isNull(priceTiers.validTo), gt(priceTiers.validTo, now))));
  // Per branch its heating oil's newest list, as the calculator reads it.
  const tiersOf = new Map<number, { from: number; tiers: PriceTier[] }>();
  const branchById = new Map(allBranches.map((b) => [b.id, b]));
  for (const t of tierRows) {
    const b = branchById.get(t.branchId);
    if (!b || t.productId !== HEATING_OIL[b.countryId]) continue;
    const at = t.validFrom.getTime();
    const cur = tiersOf.get(t.branchId);
    if (!cur || at > cur.from) tiersOf.set(t.branchId, { from: at, tiers: [{ minAmount: t.minAmount, netPerBasis: t.netPerBasis }] });
    else if (at === cur.from) cur.tiers.push({ minAmount: t.minAmount, netPerBasis: t.netPerBasis });
  }
  for (const v of tiersOf.values()) v.tiers.sort((a, b) => a.minAmount - b.minAmount);
  const dealerRows = await db
    .select({ id: dealers.id, name: dealers.name, countryId: dealers.countryId, tolerancePct: dealers.deliveryTolerancePct })
    .from(dealers)
    .orderBy(dealers.id);

  type Planned = { plan: Plan; branch: BranchRow; dealer: (typeof dealerRows)[number]; day: string };
  const planned: Planned[] = [];
  const ratedDealers = new Set<number>();
  for (const countryId of [1, 2, 3]) {
    const branchesOf = new Map<number, BranchRow[]>();
    // Branches that take a plain heating-oil order (the default options) at their current list.
    const takesOrders = (b: BranchRow) =>
      tiersOf.has(b.id) && !("reason" in tryPriceWithTiers(b, { name: "" }, tiersOf.get(b.id)!.tiers, 3000));
    for (const b of allBranches)
      if (b.countryId === countryId && b.dealerId !== demoDealer && takesOrders(b))
        branchesOf.set(b.dealerId, [...(branchesOf.get(b.dealerId) ?? []), b]);
    const candidates = dealerRows.filter((d) => branchesOf.has(d.id) && rng.chance(RATED_DEALER_SHARE));
    if (candidates.length === 0) continue;
    // A few dealers with many deliveries, many with a handful: weight by rank.
    const weights = candidates.map((_, rank) => 1 / (rank + 2) ** 0.9);
    const levels = candidates.map(() => rng.between(3.6, 4.9));
    const total = weights.reduce((a, w) => a + w, 0);
    for (let i = 0; i < HISTORY_RATINGS[countryId]; i++) {
      let r = rng.next() * total;
      let k = 0;
      while (k < candidates.length - 1 && (r -= weights[k]) > 0) k++;
      const dealer = candidates[k];
      const branch = rng.pick(branchesOf.get(dealer.id)!);
      const placedDaysAgo = rng.between(21, 728);
      const lead = rng.int(3, 12);
      const from = -Math.floor(placedDaysAgo) + lead;
      const amount = rng.pick([1500, 2000, 2500, 3000, 3000, 3000, 3500, 4000, 5000]);
      const stars = starsFor(rng, levels[k]);
      const comments = COMMENTS[stars];
      planned.push({
        plan: {
          status: "rated",
          amount,
          placedDaysAgo,
          window: [from, from + 1],
          delivered: amount + 10 * rng.int(-8, 2),
          stars,
          comment: rng.pick(comments),
        },
        branch,
        dealer,
        day: new Date(now.getTime() - placedDaysAgo * DAY).toISOString().slice(0, 10),
      });
      ratedDealers.add(dealer.id);
    }
  }

  // One guest per delivery, from the branch's own town (orders come from where a dealer delivers).
  const guests = await db
    .insert(users)
    .values(
      planned.map((p, i) =>
        demoUserValues({
          email: `demo-lieferung-${i + 1}@example.com`,
          isGuest: true,
          countryId: p.branch.countryId,
          title1: i % 3 === 0 ? "Herr" : "Frau",
          firstName: FIRST_NAMES[(i * 7) % FIRST_NAMES.length],
          lastName: LAST_NAMES[(i * 11) % LAST_NAMES.length],
          emailConfirmedAt: null,
        }),
      ),
    )
    .returning({ id: users.id });
  const ids = await nextOrderIds(db, planned.length);
  const rows = planned.map((p, i) => {
    const locale = localeById(p.branch.countryId)!;
    // The price the dealer's list had on that day: today's list moved with the market since.
    const factor = referenceNetPrice(series, p.branch.countryId, 1, p.day) / referenceNetPrice(series, p.branch.countryId, 1, today);
    const tiers = tiersOf.get(p.branch.id)!.tiers.map((t) => ({ minAmount: t.minAmount, netPerBasis: Math.round(t.netPerBasis * factor) }));
    const priced = priceWithTiers(p.branch, p.dealer, tiers, p.plan.amount);
    return orderRows(
      ids[i],
      p.plan,
      {
        branch: p.branch,
        dealer: p.dealer,
        person: {
          userId: guests[i].id,
          title1: i % 3 === 0 ? "Herr" : "Frau",
          firstName: FIRST_NAMES[(i * 7) % FIRST_NAMES.length],
          lastName: LAST_NAMES[(i * 11) % LAST_NAMES.length],
          street: countrySpelling(STREETS[(i * 5) % STREETS.length], locale),
          houseNumber: String(1 + ((i * 13) % 60)),
          zip: p.branch.zip,
          city: p.branch.city,
          phone:
            p.branch.countryId === 3 ? `044 555 ${String(i % 100).padStart(2, "0")} 11` : `0${800 + (i % 150)} ${String(20000 + i * 17)}`,
        },
        key: `${KEY_PREFIX.slice("demo-".length)}${i + 1}`,
        now,
        dealerUserId: null,
        supportUserId: null,
      },
      priced,
    );
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) await tx.insert(orders).values(rows.slice(i, i + 200).map((r) => r.order));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(orderStations).values(rows.slice(i, i + 500).map((r) => r.station));
    const events = rows.flatMap((r) => r.events);
    for (let i = 0; i < events.length; i += 1000) await tx.insert(orderEvents).values(events.slice(i, i + 1000));
    const ratings = rows.flatMap((r) => (r.rating ? [r.rating] : []));
    for (let i = 0; i < ratings.length; i += 1000) await tx.insert(orderRatings).values(ratings.slice(i, i + 1000));
  });
  return { orders: rows.length, dealers: ratedDealers.size };
}
