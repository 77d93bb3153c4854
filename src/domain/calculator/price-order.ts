/**
 * The branches in price order and the top offers read from it (decision 0024): the calculator's fast path over
 * its market snapshot. Pure, like the offer calculation it calls.
 */
import { grossOf } from "./vat.ts";
import { type BranchOffering, type Offer, type OfferRequest, compileRequest, offerAt, supportMask, tierFor } from "./offer-calculation.ts";

const SLOTS = 2 ** 20;

/**
 * The branches that sell the product at this amount, cheapest tier price first (decision 0024): the
 * order the offer calculation visits them in. Two amounts between the same tier thresholds
 * (`tierThresholds`) give the same order, so the server keeps it per postcode, product and interval.
 */
export interface PriceOrder {
  branches: readonly BranchOffering[];
  /** The net price per basis of each branch's tier for the amount, ascending. */
  netPerBasis: Float64Array;
  /**
   * Per branch what the ranking reads, so it never touches a branch object (decision 0034: at ten
   * times the dealers those reads were cache misses): its `supportMask`, surcharge factor, smallest
   * delivery, dealer, rating × 10 and id.
   */
  masks: Int32Array;
  factors: Float64Array;
  minimums: Float64Array;
  dealerIds: Int32Array;
  ratings: Int32Array;
  branchIds: Int32Array;
  /** The smallest surcharge factor of these branches: with it a request's surcharges have a floor. */
  minFactor: number;
}

export function priceOrder(branches: readonly BranchOffering[], productId: number, amount: number): PriceOrder {
  const nets = new Float64Array(branches.length);
  const at: number[] = [];
  for (let i = 0; i < branches.length; i++) {
    const tiers = branches[i].tiers.get(productId);
    const tier = tiers ? tierFor(tiers, amount) : undefined;
    if (!tier) continue;
    nets[at.length] = tier.netPerBasis;
    at.push(i);
  }
  const n = at.length;
  const sorted: number[] = [];
  if (n < SLOTS && nets.subarray(0, n).every((x) => Number.isSafeInteger(x * SLOTS) && x >= 0)) {
    // (price, position) packed into one number, so a native numeric sort of a typed array orders them.
    const keys = new Float64Array(n);
    for (let k = 0; k < n; k++) keys[k] = nets[k] * SLOTS + k;
    keys.sort();
    for (let k = 0; k < n; k++) sorted.push(keys[k] % SLOTS);
  } else {
    for (let k = 0; k < n; k++) sorted.push(k);
    sorted.sort((a, b) => nets[a] - nets[b] || a - b);
  }
  const out = new Float64Array(n);
  const masks = new Int32Array(n);
  const factors = new Float64Array(n);
  const minimums = new Float64Array(n);
  const dealerIds = new Int32Array(n);
  const ratings = new Int32Array(n);
  const branchIds = new Int32Array(n);
  let minFactor = Infinity;
  const ordered: BranchOffering[] = [];
  for (let k = 0; k < n; k++) {
    const branch = branches[at[sorted[k]]];
    out[k] = nets[sorted[k]];
    masks[k] = supportMask(branch);
    factors[k] = branch.surchargeFactorPct;
    minimums[k] = branch.minAmount;
    dealerIds[k] = branch.dealerId;
    ratings[k] = branch.ratingX10;
    branchIds[k] = branch.branchId;
    minFactor = Math.min(minFactor, branch.surchargeFactorPct);
    ordered.push(branch);
  }
  return { branches: ordered, netPerBasis: out, masks, factors, minimums, dealerIds, ratings, branchIds, minFactor: n > 0 ? minFactor : 0 };
}

/** Every amount at which some branch's tier for the product starts, ascending, each once. */
export function tierThresholds(branches: readonly BranchOffering[], productId: number): number[] {
  const set = new Set<number>();
  for (const b of branches) for (const t of b.tiers.get(productId) ?? []) set.add(t.minAmount);
  return [...set].sort((a, b) => a - b);
}

/** How many thresholds are ≤ amount: amounts with the same count pick the same tier at every branch. */
export function tierInterval(thresholds: readonly number[], amount: number): number {
  let lo = 0;
  let hi = thresholds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (thresholds[mid] <= amount) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The same as `bestPerDealer(rankOffers(branches, req)).slice(0, limit)`, for hundreds of branches
 * (decisions 0024, 0034): the branches are visited cheapest product price first (`order`), and only
 * their totals are summed (no price lines built); once the least the next branch can cost — its
 * product line plus the request's surcharges at the order's smallest surcharge factor, every line
 * rounding monotonically — is above the total of the `limit`-th best dealer, no later branch can
 * enter the list. Then the full offers of the `limit` best dealers are built. With the order kept per
 * postcode, a request prices a few dozen branches, however many deliver; the loop reads only the
 * order's typed arrays.
 */
export function topOffersInOrder(order: PriceOrder, req: OfferRequest, limit: number): Offer[] {
  if (limit <= 0) return [];
  const c = compileRequest(req);
  const { branches, netPerBasis, masks, factors, minimums, dealerIds, ratings, branchIds } = order;
  const { need, baseQty, basis, vatBp, fixedGross, perFactor } = c;
  let floor = fixedGross;
  for (let j = 0; j < perFactor.length; j++) floor += grossOf(perFactor[j].numerator * order.minFactor, perFactor[j].denominator, vatBp);
  // The best `limit` dealers so far, each with its best branch (position in the order) and total.
  const at: number[] = [];
  const totals: number[] = [];
  // Ranking rule of `compareOffers`: total, then better rating, then smaller branch id.
  const before = (ta: number, a: number, tb: number, b: number) =>
    ta < tb || (ta === tb && (ratings[a] > ratings[b] || (ratings[a] === ratings[b] && branchIds[a] < branchIds[b])));
  let worst = -1;
  for (let k = 0; k < branches.length; k++) {
    const productGross = grossOf(netPerBasis[k] * baseQty, basis, vatBp);
    if (worst >= 0 && productGross + floor > totals[worst]) break;
    if ((masks[k] & need) !== need || baseQty < minimums[k]) continue;
    // The branch offers everything asked for: its total is the sum of its lines' gross amounts.
    let total = productGross + fixedGross;
    for (let j = 0; j < perFactor.length; j++) total += grossOf(perFactor[j].numerator * factors[k], perFactor[j].denominator, vatBp);
    const dealer = dealerIds[k];
    let same = -1;
    for (let j = 0; j < at.length; j++) {
      if (dealerIds[at[j]] === dealer) {
        same = j;
        break;
      }
    }
    let slot: number;
    if (same >= 0) {
      if (!before(total, k, totals[same], at[same])) continue;
      slot = same;
    } else if (at.length < limit) {
      slot = at.length;
    } else if (before(total, k, totals[worst], at[worst])) {
      // Replaces the worst dealer (a later, cheaper branch of that dealer can still come back).
      slot = worst;
    } else continue;
    at[slot] = k;
    totals[slot] = total;
    if (at.length === limit) {
      worst = 0;
      for (let j = 1; j < at.length; j++) if (before(totals[worst], at[worst], totals[j], at[j])) worst = j;
    }
  }
  const ranked = at.map((_, j) => j).sort((x, y) => (x === y ? 0 : before(totals[x], at[x], totals[y], at[y]) ? -1 : 1));
  return ranked.map((j) => offerAt(branches[at[j]], c, netPerBasis[at[j]]));
}

/** `topOffersInOrder` for branches not yet in price order (an order built for this request only). */
export function topOffersPerDealer(branches: readonly BranchOffering[], req: OfferRequest, limit: number): Offer[] {
  if (limit <= 0) return [];
  return topOffersInOrder(priceOrder(branches, req.productId, req.amount), req, limit);
}

/** Monthly rate of an installment payment (0 % financing in the sandbox provider), rounded up. */
export function monthlyRate(total: number, months: number): number {
  return Math.ceil(total / months);
}
