import { sql } from "drizzle-orm";
import type { PaymentKind } from "../../../domain/calculator-options.ts";
import type { BranchOffering, PriceTier } from "../../../domain/pricing.ts";
import type { Db } from "../../../db/client.ts";
import { dealers, priceTiers } from "../../../db/schema/index.ts";
import { runInBackground } from "../../platform/background.ts";
import { loadActiveBranches, loadDeliveryAreas, loadValidTiers } from "./market.repo.ts";

export interface MarketSnapshot {
  loadedAt: number;
  version: string;
  /** `${countryId}|${zipPrefix}` → branches delivering there. */
  byDistrict: Map<string, BranchOffering[]>;
  byCountry: Map<number, BranchOffering[]>;
  branchById: Map<number, BranchOffering & { countryId: number }>;
}

export const districtKey = (countryId: number, zip: string) => `${countryId}|${zip.slice(0, 2)}`;

/**
 * The branches that deliver to this postcode (contract of issue 11; decision 0024 makes it the real
 * geography). Every question "who delivers here" goes through this function.
 */
export function deliveringBranches(snapshot: MarketSnapshot, countryId: number, zip: string): BranchOffering[] {
  return snapshot.byDistrict.get(districtKey(countryId, zip)) ?? [];
}

/**
 * The offer calculation runs on this in-memory copy of branches, delivery areas and valid price
 * lists (docs/decisions/0005): a request costs a map lookup and a few dozen multiplications instead
 * of database round trips. It is rebuilt when price lists change or validity windows pass.
 */
export async function loadMarketSnapshot(db: Db, now = new Date()): Promise<MarketSnapshot> {
  const [rows, areas, tiers, version] = [
    await loadActiveBranches(db),
    await loadDeliveryAreas(db),
    await loadValidTiers(db, now),
    await marketVersion(db),
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
  const branchById = new Map<number, BranchOffering & { countryId: number }>();
  const byCountry = new Map<number, BranchOffering[]>();
  for (const r of rows) {
    const perProduct = tiersByBranch.get(r.branchId);
    const offering = {
      ...r,
      payments: r.payments as PaymentKind[],
      tiers: new Map([...(perProduct ?? new Map())].map(([productId, e]) => [productId, e.tiers.sort((a: PriceTier, b: PriceTier) => a.minAmount - b.minAmount)])),
    };
    branchById.set(r.branchId, offering);
    const list = byCountry.get(r.countryId) ?? [];
    list.push(offering);
    byCountry.set(r.countryId, list);
  }
  const byDistrict = new Map<string, BranchOffering[]>();
  for (const a of areas) {
    const b = branchById.get(a.branchId);
    if (!b) continue;
    const key = `${b.countryId}|${a.zipPrefix}`;
    const list = byDistrict.get(key) ?? [];
    list.push(b);
    byDistrict.set(key, list);
  }
  return { loadedAt: now.getTime(), version, byDistrict, byCountry, branchById };
}

async function marketVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(${priceTiers.id}), 0)::int` })
    .from(priceTiers);
  // New customer ratings change dealers' review counts (decision 0008): other instances pick them up too.
  const [reviews] = await db.select({ n: sql<number>`coalesce(sum(${dealers.reviewCount}), 0)::int` }).from(dealers);
  return `${row.n}:${row.max}:${reviews.n}`;
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

/** The market of one services instance (one per database and process). */
export function createMarket(db: Db, now: () => Date = () => new Date()): Market {
  let entry: { current: Promise<MarketSnapshot>; checking?: Promise<void>; retryAt?: number } | undefined;
  return {
    async snapshot() {
      if (!entry) {
        const e = (entry = { current: loadMarketSnapshot(db, now()) });
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
            const version = await marketVersion(db);
            // Validity windows move with time, so a rebuild also happens once an hour without changes.
            if (version !== snap.version || now().getTime() - snap.loadedAt > 3_600_000) {
              e.current = Promise.resolve(await loadMarketSnapshot(db, now()));
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
