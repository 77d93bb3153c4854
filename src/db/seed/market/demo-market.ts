/**
 * Deterministic demo market (docs/decisions/0006-demo-market-data.md, 0024-delivery-geography.md):
 * about 1,400 dealer branches in real towns of DE/AT/CH, each delivering within a radius of 30–80 km
 * (every postcode reached by several), price lists with amount tiers, and a daily regional price
 * history. All of it is demo data, flagged `is_demo` on the dealers.
 */
import { sql } from "drizzle-orm";
import { PRODUCTS } from "../../../domain/shared/catalog.ts";
import { VAT_BASIS_POINTS } from "../../../domain/calculator/vat.ts";
import type { Db } from "../../client.ts";
import { branchDeliveryAreas, branches, countryStates, dealers, priceHistory, priceTiers, products } from "../../schema/index.ts";
import { distanceKm } from "../../../domain/location/geo.ts";
import { readPostcodes } from "../reference-data.ts";
import { placeBranches, type Home } from "./branch-placement.ts";
import { dealerName, paymentsFor, streetAddress, TIERS } from "./dealer-factory.ts";
import { hashNoise, loadMarketSeries, referenceNetPrice, type MarketSeries } from "./price-model.ts";
import { seededRandom, type Random } from "./random.ts";

export interface DemoMarketOptions {
  now?: Date;
  /** Days of price history up to today (default: a little over three years). */
  historyDays?: number;
  /** Multiplies the number of branches drawn beyond full coverage (the bench's 10× market: ≈ 14,000). */
  scale?: number;
}

/** Branches per country at scale 1 (about today's 1,400 of the district-based market). */
const BRANCH_TARGET: Record<number, number> = { 1: 760, 2: 335, 3: 300 };
/** Every postcode is reached by at least this many branches' radii. */
const MIN_COVER = 4;
// Quality spread of the product range relative to the standard product.
const PRODUCT_FACTOR: Record<number, number> = { 2: 1.025, 3: 1.035, 7: 1.025, 11: 0.985, 13: 1.02 };

/**
 * The demo dealer (`haendler@example.com`, the first dealer): three branches around München with a
 * full range, one with a postcode list beyond its radius.
 */
const DEMO_DEALER_BRANCHES: { zip: string; radiusKm: number; postcodes: string[] }[] = [
  { zip: "80331", radiusKm: 50, postcodes: ["85049"] },
  { zip: "86150", radiusKm: 40, postcodes: [] },
  { zip: "83022", radiusKm: 45, postcodes: [] },
];

export async function seedDemoMarket(db: Db, opts: DemoMarketOptions = {}) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(dealers);
  if (n > 0) return null;
  const now = opts.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const series = loadMarketSeries();
  const rng = seededRandom(20261122);
  const scale = Math.max(1, opts.scale ?? 1);

  await db
    .insert(products)
    .values(
      PRODUCTS.map((p) => ({
        id: p.Id,
        countryId: p.CountryId,
        productGroupId: p.ProductGroupId,
        displayName: p.DisplayName,
        shortName: p.ShortName,
        isUpselling: p.IsUpselling,
      })),
    )
    .onConflictDoNothing();

  const states = await db.select({ id: countryStates.id, countryId: countryStates.countryId }).from(countryStates);
  const regional = new Map(states.map((s) => [s.id, 1 + 0.035 * hashNoise(s.id, 7)]));

  // One home per postcode: its first place and its centre.
  const homesByCountry = new Map<number, Home[]>();
  const seen = new Set<string>();
  for (const p of readPostcodes()) {
    const key = `${p.countryId}|${p.zip}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = homesByCountry.get(p.countryId) ?? [];
    list.push({ countryId: p.countryId, zip: p.zip, place: p.place, stateId: p.stateId, lat: p.lat, lon: p.lon });
    homesByCountry.set(p.countryId, list);
  }

  interface PlannedBranch {
    dealerKey: number;
    home: Home;
    row: Omit<typeof branches.$inferInsert, "dealerId">;
    postcodes: string[];
    productIds: number[];
    factor: number;
  }
  const plannedDealers: { name: string; countryId: number }[] = [];
  const planned: PlannedBranch[] = [];
  const usedNames = new Set<string>();
  const newDealer = (countryId: number, home: Home) => {
    // Two different dealers with the same name would confuse customers: draw again, then add the town.
    let name = dealerName(rng, countryId, home.place);
    for (let tries = 0; usedNames.has(name) && tries < 10; tries++) name = dealerName(rng, countryId, home.place);
    if (usedNames.has(name)) name = `${name} ${home.place}`;
    for (let n = 2; usedNames.has(name); n++) name = `${name.replace(/ \d+$/, "")} ${n}`;
    usedNames.add(name);
    plannedDealers.push({ name, countryId });
    // Two draws that once made up a rating: drawn still, so every later draw (and the market) stays as it was.
    // Ratings come from rated demo deliveries now (decision 0044, demo-history.ts).
    rng.int(36, 50);
    rng.int(3, 2400);
    return plannedDealers.length - 1;
  };
  const plan = (dealerKey: number, home: Home, radiusKm: number, postcodes: string[], productIds: number[], factor: number) =>
    planned.push({ dealerKey, home, row: branchRow(rng, home, radiusKm), postcodes, productIds, factor });

  // The demo dealer first, so it is dealer 1 and the demo dealer account belongs to it.
  const germanHomes = homesByCountry.get(1)!;
  const demoHome = (zip: string) => germanHomes.find((h) => h.zip === zip)!;
  const demoKey = newDealer(1, demoHome(DEMO_DEALER_BRANCHES[0].zip));
  for (const b of DEMO_DEALER_BRANCHES) {
    plan(
      demoKey,
      demoHome(b.zip),
      b.radiusKm,
      b.postcodes,
      PRODUCTS.filter((p) => p.CountryId === 1).map((p) => p.Id),
      0.985,
    );
  }

  for (const countryId of [1, 2, 3]) {
    const homes = homesByCountry.get(countryId)!;
    const target = BRANCH_TARGET[countryId] * scale;
    const placed = placeBranches(rng, homes, target, MIN_COVER, countryId === 1 ? "uniform" : "density");
    const countryStart = planned.length;
    for (const p of placed) {
      // A quarter of the branches belong to a regional chain: a dealer with a branch 25–150 km away.
      let dealerKey: number | undefined;
      if (rng.chance(0.25)) {
        const nearby = planned.slice(Math.max(countryStart, planned.length - 200)).filter((b) => {
          const km = distanceKm(b.home, p.home);
          return km >= 25 && km <= 150;
        });
        if (nearby.length > 0) dealerKey = rng.pick(nearby).dealerKey;
      }
      plan(
        dealerKey ?? newDealer(countryId, p.home),
        p.home,
        p.radiusKm,
        p.postcodes,
        assortment(rng, countryId),
        rng.between(0.965, 1.06),
      );
    }
  }

  await db.transaction(async (tx) => {
    const dealerIds: number[] = [];
    for (let i = 0; i < plannedDealers.length; i += 1000) {
      const rows = await tx
        .insert(dealers)
        .values(plannedDealers.slice(i, i + 1000).map((d) => ({ ...d, isDemo: true })))
        .returning({ id: dealers.id });
      dealerIds.push(...rows.map((r) => r.id));
    }
    const branchIds: number[] = [];
    for (let i = 0; i < planned.length; i += 500) {
      const rows = await tx
        .insert(branches)
        .values(
          planned.slice(i, i + 500).map((b) => ({
            ...b.row,
            name: `${plannedDealers[b.dealerKey].name}, ${b.row.city}`,
            dealerId: dealerIds[b.dealerKey],
          })),
        )
        .returning({ id: branches.id });
      branchIds.push(...rows.map((r) => r.id));
    }
    const areas = planned.flatMap((b, i) => b.postcodes.map((zipPrefix) => ({ branchId: branchIds[i], zipPrefix })));
    for (let i = 0; i < areas.length; i += 5000) await tx.insert(branchDeliveryAreas).values(areas.slice(i, i + 5000));

    const tiers: (typeof priceTiers.$inferInsert)[] = [];
    planned.forEach((b, i) => {
      for (const productId of b.productIds) {
        const product = PRODUCTS.find((p) => p.Id === productId)!;
        const reference =
          referenceNetPrice(series, b.row.countryId, product.ProductGroupId, today) *
          (regional.get(b.row.stateId) ?? 1) *
          b.factor *
          (PRODUCT_FACTOR[productId] ?? 1);
        // Some dealers only deliver larger amounts: their list starts at a later tier (the demo dealer's does not).
        const skip = b.dealerKey !== demoKey && rng.chance(0.2) ? 1 : 0;
        for (const [minAmount, f] of TIERS[product.ProductGroupId].slice(skip)) {
          tiers.push({ branchId: branchIds[i], productId, minAmount, netPerBasis: Math.round(reference * f), validFrom: now });
        }
      }
    });
    for (let i = 0; i < tiers.length; i += 4000) await tx.insert(priceTiers).values(tiers.slice(i, i + 4000));
  });

  const history = await seedPriceHistory(db, series, states, regional, today, opts.historyDays ?? 1200);
  return {
    dealers: plannedDealers.length,
    branches: planned.length,
    withPostcodeList: planned.filter((b) => b.postcodes.length > 0).length,
    priceHistoryRows: history,
  };
}

function branchRow(rng: Random, home: Home, radiusKm: number) {
  const express24 = rng.chance(0.45);
  return {
    name: "",
    street: streetAddress(rng, home.countryId),
    zip: home.zip,
    city: home.place,
    countryId: home.countryId,
    stateId: home.stateId,
    leadTimeDays: rng.int(4, 15),
    surchargeFactorPct: rng.int(80, 135),
    payments: paymentsFor(rng),
    express24,
    express48: express24 || rng.chance(0.6),
    smallTruck: rng.chance(0.55),
    desiredDate: rng.chance(0.8),
    appointmentPlus: rng.chance(0.5),
    maxHoseMeters: rng.pick([40, 60, 60, 80]),
    maxBlowInMeters: rng.pick([20, 30, 30, 40]),
    lat: home.lat,
    lon: home.lon,
    deliveryRadiusKm: radiusKm,
    // One branch in ten takes only larger orders.
    minAmount: rng.chance(0.1) ? rng.pick([1000, 1500, 2000]) : 0,
  };
}

function assortment(rng: Random, countryId: number): number[] {
  const of = (group: number) => PRODUCTS.filter((p) => p.CountryId === countryId && p.ProductGroupId === group).map((p) => p.Id);
  const ids = [...of(1).filter((id) => !PRODUCT_FACTOR[id] || rng.chance(0.55))];
  if (rng.chance(0.7)) ids.push(...of(2));
  if (rng.chance(0.4)) ids.push(...of(5));
  if (rng.chance(0.4)) ids.push(...of(3));
  if (rng.chance(0.35)) ids.push(...of(4));
  return ids;
}

/** Daily history per state and product group, gross per basis at the reference amount. */
async function seedPriceHistory(
  db: Db,
  series: MarketSeries,
  states: { id: number; countryId: number }[],
  regional: Map<number, number>,
  today: string,
  days: number,
): Promise<number> {
  const rows: (typeof priceHistory.$inferInsert)[] = [];
  const end = new Date(`${today}T00:00:00Z`);
  const reference = new Map<string, number>();
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(end);
    d.setUTCDate(end.getUTCDate() - i);
    const day = d.toISOString().slice(0, 10);
    for (const country of [1, 2, 3])
      for (const group of [1, 2, 3, 4, 5]) {
        reference.set(`${country}|${group}`, referenceNetPrice(series, country, group, day));
      }
    for (const s of states) {
      const vat = VAT_BASIS_POINTS[s.countryId];
      for (const group of [1, 2, 3, 4, 5]) {
        const net = reference.get(`${s.countryId}|${group}`)! * (regional.get(s.id) ?? 1) * (1 + 0.006 * hashNoise(s.id, group, i));
        rows.push({
          countryId: s.countryId,
          stateId: s.id,
          productGroupId: group,
          day,
          pricePerBasis: Math.round((net * (10000 + vat)) / 10000),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 6000) await db.insert(priceHistory).values(rows.slice(i, i + 6000));
  return rows.length;
}
