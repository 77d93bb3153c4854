import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";
import type { PostcodeCentre } from "../../../domain/location/geo.ts";
import { priceOrder, tierInterval, tierThresholds, type PriceOrder } from "../../../domain/calculator/price-order.ts";
import type { BranchOffering, PriceTier } from "../../../domain/calculator/offer-calculation.ts";
import type { Db } from "../../../db/client.ts";
import { runInBackground } from "../../platform/background.ts";
import { buildDeliveryIndex, type BranchReach, type DeliveryIndex } from "./delivery-index.ts";
import { loadActiveBranches, loadDeliveryAreas, loadMarketVersion, loadValidTiers } from "./market.repo.ts";

export interface MarketSnapshot {
  loadedAt: number;
  version: string;
  /** Postcode → branches delivering there, per country (decision 0024); use `deliveringBranches`. */
  delivery: DeliveryIndex;
  byCountry: Map<number, BranchOffering[]>;
  branchById: Map<number, BranchOffering & { countryId: number }>;
  /** How long building the postcode → branches index took (ms), for the logs and the bench. */
  indexMs: number;
  /** Price orders kept per postcode and product, filled by `offerOrder` as requests come. */
  priceOrders: Map<string, ProductOrders>;
}

interface ProductOrders {
  thresholds: number[];
  /** Per tier interval (index: `tierInterval`), built on first use. */
  byInterval: (PriceOrder | undefined)[];
}

/** Postcode × product entries kept at most; beyond it the map starts afresh (a bound, not an LRU). */
const MAX_PRICE_ORDERS = 20_000;

const NONE: readonly BranchOffering[] = Object.freeze([]);

/** The branches that deliver to this postcode (by radius or postcode list); none for an unknown one. */
export function deliveringBranches(snapshot: MarketSnapshot, countryId: number, zip: string): BranchOffering[] {
  return (snapshot.delivery.get(countryId)?.get(zip.trim()) ?? NONE) as BranchOffering[];
}

/**
 * The branches delivering to this postcode that sell the product at this amount, cheapest tier price
 * first: the order the offer calculation visits them in (decision 0024). Kept on the snapshot per
 * postcode, product and tier interval, so it is sorted once per market version, not per request.
 */
export function offerOrder(snapshot: MarketSnapshot, countryId: number, zip: string, productId: number, amount: number): PriceOrder {
  const key = `${countryId}|${zip.trim()}|${productId}`;
  let entry = snapshot.priceOrders.get(key);
  if (!entry) {
    if (snapshot.priceOrders.size >= MAX_PRICE_ORDERS) snapshot.priceOrders.clear();
    entry = { thresholds: tierThresholds(deliveringBranches(snapshot, countryId, zip), productId), byInterval: [] };
    snapshot.priceOrders.set(key, entry);
  }
  const interval = tierInterval(entry.thresholds, amount);
  return (entry.byInterval[interval] ??= priceOrder(deliveringBranches(snapshot, countryId, zip), productId, amount));
}

/** The branches delivering to any of the postcodes, each once. */
export function branchesDeliveringToAny(snapshot: MarketSnapshot, countryId: number, zips: Iterable<string>): BranchOffering[] {
  const seen = new Set<number>();
  const out: BranchOffering[] = [];
  for (const zip of zips) {
    for (const b of deliveringBranches(snapshot, countryId, zip)) {
      if (seen.has(b.branchId)) continue;
      seen.add(b.branchId);
      out.push(b);
    }
  }
  return out;
}

/**
 * The offer calculation runs on this in-memory copy of branches, delivery areas and valid price
 * lists (docs/decisions/0005, 0024): a request costs a map lookup and a few dozen multiplications
 * instead of database round trips. It is rebuilt when the market version changes or validity windows pass.
 */
export async function loadMarketSnapshot(db: Db, centres: readonly PostcodeCentre[], now = new Date()): Promise<MarketSnapshot> {
  const [rows, areas, tiers, version] = [
    await loadActiveBranches(db),
    await loadDeliveryAreas(db),
    await loadValidTiers(db, now),
    await loadMarketVersion(db),
  ];
  const tiersByBranch = new Map<number, Map<number, { validFrom: number; tiers: PriceTier[] }>>();
  for (const t of tiers) {
    let perProduct = tiersByBranch.get(t.branchId);
    if (!perProduct) tiersByBranch.set(t.branchId, (perProduct = new Map()));
    const validFrom = t.validFrom.getTime();
    const current = perProduct.get(t.productId);
    // A newer price list replaces the older one as a whole.
    if (!current || validFrom > current.validFrom) perProduct.set(t.productId, { validFrom, tiers: [] });
    const entry = perProduct.get(t.productId)!;
    if (entry.validFrom === validFrom) entry.tiers.push({ minAmount: t.minAmount, netPerBasis: t.netPerBasis });
  }
  const listsByBranch = new Map<number, string[]>();
  for (const a of areas) listsByBranch.set(a.branchId, [...(listsByBranch.get(a.branchId) ?? []), a.zipPrefix]);

  const branchById = new Map<number, BranchOffering & { countryId: number }>();
  const byCountry = new Map<number, BranchOffering[]>();
  const reaches: BranchReach[] = [];
  for (const r of rows) {
    const perProduct = tiersByBranch.get(r.branchId);
    const { lat, lon, deliveryRadiusKm, ...fields } = r;
    const offering = {
      ...fields,
      payments: r.payments as PaymentKind[],
      tiers: new Map(
        [...(perProduct ?? new Map())].map(([productId, e]) => [
          productId,
          e.tiers.sort((a: PriceTier, b: PriceTier) => a.minAmount - b.minAmount),
        ]),
      ),
    };
    branchById.set(r.branchId, offering);
    const list = byCountry.get(r.countryId) ?? [];
    list.push(offering);
    byCountry.set(r.countryId, list);
    reaches.push({
      branch: offering,
      countryId: r.countryId,
      position: lat !== null && lon !== null ? { lat, lon } : null,
      radiusKm: deliveryRadiusKm,
      postcodes: listsByBranch.get(r.branchId) ?? [],
    });
  }
  const started = performance.now();
  const delivery = buildDeliveryIndex(centres, reaches);
  return {
    loadedAt: now.getTime(),
    version,
    delivery,
    byCountry,
    branchById,
    indexMs: performance.now() - started,
    priceOrders: new Map(),
  };
}

const REFRESH_MS = 60_000;
/** After a failed check: the next one is tried this much later (every request would hammer a failing database). */
const RETRY_MS = 10_000;

export interface Market {
  /**
   * The current snapshot; every minute a cheap version check decides whether to rebuild it. The check
   * runs in the background: when it fails, the last good snapshot stays and the failure is logged.
   */
  snapshot(): Promise<MarketSnapshot>;
  /** Tests: waits for a running background check. */
  settled(): Promise<void>;
  /** After a change in this process (price import, rating): rebuild at the next request. */
  invalidate(): void;
}

/**
 * The market of one services instance (one per database and process). `postcodeCentres` is the
 * location area's reference data (loaded once).
 */
export function createMarket(
  db: Db,
  postcodeCentres: () => Promise<readonly PostcodeCentre[]>,
  now: () => Date = () => new Date(),
  onBuilt: (info: { branches: number; indexMs: number; ms: number }) => void = () => {},
): Market {
  const load = async () => {
    const started = performance.now();
    const snapshot = await loadMarketSnapshot(db, await postcodeCentres(), now());
    onBuilt({ branches: snapshot.branchById.size, indexMs: Math.round(snapshot.indexMs), ms: Math.round(performance.now() - started) });
    return snapshot;
  };
  let entry: { current: Promise<MarketSnapshot>; checking?: Promise<void>; retryAt?: number } | undefined;
  return {
    async snapshot() {
      if (!entry) {
        const e = (entry = { current: load() });
        e.current.catch(() => {
          if (entry === e) entry = undefined;
        });
        return e.current;
      }
      const e = entry;
      const snap = await e.current;
      const t = now().getTime();
      if (t - snap.loadedAt > REFRESH_MS && !e.checking && t >= (e.retryAt ?? 0)) {
        e.checking = runInBackground("market snapshot refresh", async () => {
          try {
            const version = await loadMarketVersion(db);
            // Validity windows move with time, so a rebuild also happens once an hour without changes.
            if (version !== snap.version || now().getTime() - snap.loadedAt > 3_600_000) {
              e.current = Promise.resolve(await load());
            } else {
              snap.loadedAt = now().getTime();
            }
            e.retryAt = undefined;
          } catch (err) {
            e.retryAt = now().getTime() + RETRY_MS;
            throw err;
          }
        }).then(() => {
          e.checking = undefined;
        });
      }
      return snap;
    },
    async settled() {
      await entry?.checking;
    },
    invalidate() {
      entry = undefined;
    },
  };
}
