/**
 * The offer calculation (docs/decisions/0005-offer-calculation.md). Pure: the server runs it on its
 * in-memory market snapshot, the tests run it on worked examples. Money is integer minor units.
 *
 * Rounding rule (the only one): every price line is computed exactly from integer inputs and rounded
 * half up to a whole minor unit on its gross amount (VAT included); the total is the sum of the lines.
 */
import { amountRules } from "../shared/catalog.ts";
import { OPTION_IDS } from "./calculator-config.ts";
import { OPTIONS, optionById, SURCHARGES, type OptionDef, type PaymentKind } from "./calculator-options.ts";
import { PAYMENT_IDS } from "../orders/checkout-payment.ts";
import { installmentMonths } from "../shared/spec-constants.ts";

/** VAT in basis points: DE 19 %, AT 20 %, CH 8.1 %. */
export const VAT_BASIS_POINTS: Record<number, number> = { 1: 1900, 2: 2000, 3: 810 };

export function vatBasisPoints(countryId: number): number {
  return VAT_BASIS_POINTS[countryId] ?? VAT_BASIS_POINTS[1];
}

/** "19 %", "20 %", "8,1 %": the rate as the price details name it (German decimal comma on every site). */
export function vatRateLabel(countryId: number): string {
  return `${String(vatBasisPoints(countryId) / 100).replace(".", ",")} %`;
}

export interface VatBreakdown {
  /** What the customer pays, VAT included (minor units). */
  gross: number;
  /** The consideration without VAT (Entgelt): gross − vat. */
  net: number;
  vat: number;
  /** The rate in basis points: 1900, 2000, 810. */
  vatBp: number;
}

/**
 * An amount due split at the country's rate: VAT = gross × rate / (1 + rate), rounded half up to a minor
 * unit; net = gross − VAT. Derived from the gross because the gross is what was agreed and is paid; so
 * net × rate gives the VAT to the cent, as an invoice must show it (decision 0041: the final price and
 * the invoice). The offer's own split (net from the price list, VAT = total − net) is left as it is.
 */
export function vatBreakdown(gross: number, countryId: number): VatBreakdown {
  if (!Number.isInteger(gross)) throw new RangeError(`gross ${gross}`);
  const vatBp = vatBasisPoints(countryId);
  const vat = gross < 0 ? -divRoundHalfUp(-gross * vatBp, 10000 + vatBp) : divRoundHalfUp(gross * vatBp, 10000 + vatBp);
  return { gross, net: gross - vat, vat, vatBp };
}

export interface PriceTier {
  /** Smallest amount (in the group's entered unit) this tier applies to. */
  minAmount: number;
  /** Net price per basis (100 l or 1 t) in minor units. */
  netPerBasis: number;
}

export interface BranchOffering {
  branchId: number;
  dealerId: number;
  dealerName: string;
  city: string;
  zip: string;
  /** 10–50: rating × 10. */
  ratingX10: number;
  reviewCount: number;
  leadTimeDays: number;
  /** Dealer's surcharge level in percent of the platform reference (100 = reference). */
  surchargeFactorPct: number;
  payments: readonly PaymentKind[];
  express24: boolean;
  express48: boolean;
  smallTruck: boolean;
  desiredDate: boolean;
  appointmentPlus: boolean;
  maxHoseMeters: number;
  maxBlowInMeters: number;
  /**
   * Smallest delivery the branch accepts, in the group's base unit (litres; kg for pellets, bagged
   * ones too); 0: none beyond its price list's first tier.
   */
  minAmount: number;
  /** Tiers per product id, sorted by minAmount ascending; the first tier is the dealer's minimum amount. */
  tiers: ReadonlyMap<number, readonly PriceTier[]>;
}

export interface OfferRequest {
  countryId: number;
  productGroupId: number;
  productId: number;
  amount: number;
  stations: number;
  parameters: readonly { Id: number; Modifier?: number | null }[];
  climateNeutral: boolean;
  appointmentPlus: boolean;
}

export interface PriceLine {
  Key: string;
  Label: string;
  NetPrice: number;
  Price: number;
}

export interface Offer {
  branch: BranchOffering;
  lines: PriceLine[];
  total: number;
  net: number;
  vat: number;
  unitPrice: number;
  defaultPaymentId: number;
  installmentMonths: number | null;
  leadTimeDays: number;
}

export type Rejection = { reason: "product" | "amount" | "option"; optionId?: number };

const HOSE_METERS: Record<number, number> = { 9: 40, 19: 60, 29: 80, 26: 20, 27: 30, 28: 40 };
const PAYMENT_OPTION_ID: Record<PaymentKind, number> = {
  any: PAYMENT_IDS.DEFAULT,
  invoice: PAYMENT_IDS.INVOICE,
  sepa: PAYMENT_IDS.SEPA,
  cash: PAYMENT_IDS.CASH,
  installment: PAYMENT_IDS.INSTALLMENT,
  wallet: PAYMENT_IDS.WALLET,
};

/** x / d rounded half up, for non-negative integers. */
export function divRoundHalfUp(x: number, d: number): number {
  return Math.floor((2 * x + d) / (2 * d));
}

/** Gross minor units of a net amount given as numerator / denominator (both integers). */
export function grossOf(netNumerator: number, denominator: number, vatBp: number): number {
  return divRoundHalfUp(netNumerator * (10000 + vatBp), denominator * 10000);
}

export function tierFor(tiers: readonly PriceTier[], amount: number): PriceTier | undefined {
  let found: PriceTier | undefined;
  for (const t of tiers) if (t.minAmount <= amount) found = t;
  return found;
}

/** The rule of an option a branch may not offer (payment, express, truck, date, hose); null: every branch can. */
function supportRule(optionId: number, option: OptionDef): ((b: BranchOffering) => boolean) | null {
  const payment = option.payment;
  if (payment && payment !== "any") return (b) => b.payments.includes(payment);
  if (option.express === "24") return (b) => b.express24;
  if (option.express === "48") return (b) => b.express48;
  if (optionId === 25) return (b) => b.smallTruck;
  if (optionId === 12) return (b) => b.desiredDate;
  if (option.GroupKey === "HoseLength") return (b) => HOSE_METERS[optionId] <= b.maxHoseMeters;
  if (option.GroupKey === "BlowInHoseLength") return (b) => HOSE_METERS[optionId] <= b.maxBlowInMeters;
  return null;
}

/** Each ruled option's bit in a branch's support mask (decision 0024): a request checks all its options at once. */
const SUPPORT = new Map<number, { bit: number; rule: (b: BranchOffering) => boolean }>();
for (const o of OPTIONS) {
  const rule = supportRule(o.Id, o);
  if (rule) SUPPORT.set(o.Id, { bit: 2 ** SUPPORT.size, rule });
}
const APPOINTMENT_PLUS_BIT = 2 ** SUPPORT.size;
if (SUPPORT.size >= 31) throw new Error("support mask: more ruled options than bits");

function supports(branch: BranchOffering, optionId: number): boolean {
  return SUPPORT.get(optionId)?.rule(branch) ?? true;
}

/** The options (and Termin Plus) the branch offers, as bits. */
export function supportMask(branch: BranchOffering): number {
  let mask = branch.appointmentPlus ? APPOINTMENT_PLUS_BIT : 0;
  for (const { bit, rule } of SUPPORT.values()) if (rule(branch)) mask |= bit;
  return mask;
}

/**
 * A request with everything that is the same for every branch worked out once: the product group's
 * rules, VAT, the quantity, and the chosen options that apply to the group (unknown ones are ignored).
 */
export interface CompiledRequest {
  req: OfferRequest;
  basis: number;
  baseQty: number;
  vatBp: number;
  options: { id: number; option: OptionDef; modifier: number | null | undefined }[];
  /** CO₂ compensation per basis when asked for, else 0. */
  co2: number;
  expressId: number | undefined;
  /** The support bits a branch needs for this request (`supportMask`). */
  need: number;
  /**
   * The total of a branch that offers everything asked for, less its product line, without building
   * lines: the gross of the lines that are the same for every branch, and the net numerators of the
   * lines the dealer's surcharge factor scales (options, extra stations), each still × factor.
   */
  fixedGross: number;
  perFactor: { numerator: number; denominator: number }[];
}

export function compileRequest(req: OfferRequest): CompiledRequest {
  const rules = amountRules(req.productGroupId);
  const options: CompiledRequest["options"] = [];
  for (const p of req.parameters) {
    const option = optionById(p.Id);
    if (option?.productGroups.includes(req.productGroupId)) options.push({ id: p.Id, option, modifier: p.Modifier });
  }
  const basis = rules.basis;
  const baseQty = req.amount * rules.baseUnitsPerUnit;
  const vatBp = vatBasisPoints(req.countryId);
  const co2 = req.climateNeutral ? (SURCHARGES.climateNeutralPerBasisNet[req.productGroupId] ?? 0) : 0;
  let need = req.appointmentPlus ? APPOINTMENT_PLUS_BIT : 0;
  const perFactor: CompiledRequest["perFactor"] = [];
  for (const { id, option } of options) {
    need |= SUPPORT.get(id)?.bit ?? 0;
    // The same numerators as priceInto's lines: exact over basis × 100 (factor in percent).
    const numerator = (option.flatNet ?? 0) * basis + (option.perBasisNet ?? 0) * baseQty;
    if (numerator > 0) perFactor.push({ numerator, denominator: basis * 100 });
  }
  if (req.stations > 1) perFactor.push({ numerator: SURCHARGES.extraStationNet * (req.stations - 1), denominator: 100 });
  let fixedGross = 0;
  if (req.appointmentPlus) fixedGross += grossOf(SURCHARGES.appointmentPlusNet, 1, vatBp);
  if (co2 > 0) fixedGross += grossOf(co2 * baseQty, basis, vatBp);
  return {
    req,
    basis,
    baseQty,
    vatBp,
    options,
    co2,
    expressId: req.parameters.find((p) => p.Id === OPTION_IDS.EXPRESS_24 || p.Id === OPTION_IDS.EXPRESS_48)?.Id,
    need,
    fixedGross,
    perFactor,
  };
}

interface LineAccumulator {
  lines: PriceLine[];
  total: number;
  /** Net sum in units of 1 / basis minor units. */
  netNumeratorSum: number;
  vatBp: number;
  basis: number;
  payment: PaymentKind | null;
  months: number | null;
}

// A module-level function rather than a closure: this runs for every dealer of every request.
function addLine(acc: LineAccumulator, Key: string, Label: string, netNumerator: number, denominator: number) {
  const Price = grossOf(netNumerator, denominator, acc.vatBp);
  acc.netNumeratorSum += (netNumerator * acc.basis) / denominator;
  acc.total += Price;
  acc.lines.push({ Key, Label, NetPrice: divRoundHalfUp(netNumerator, denominator), Price });
}

const NO_PRODUCT: Rejection = Object.freeze({ reason: "product" });
const NO_AMOUNT: Rejection = Object.freeze({ reason: "amount" });

/** Why the branch cannot deliver the request, or null when it can (tier, minimum amount, every option). */
function rejectionOf(branch: BranchOffering, c: CompiledRequest, tier: PriceTier | undefined): Rejection | null {
  const req = c.req;
  if (!branch.tiers.get(req.productId)?.length) return NO_PRODUCT;
  if (!tier) return NO_AMOUNT;
  if (c.baseQty < branch.minAmount) return NO_AMOUNT;
  for (const { id } of c.options) if (!supports(branch, id)) return { reason: "option", optionId: id };
  if (req.appointmentPlus && !branch.appointmentPlus) return { reason: "option", optionId: 0 };
  return null;
}

/**
 * The offer of a branch that can deliver the request (`rejectionOf` is null), its product priced at
 * `netPerBasis` (the tier for the amount): the price lines, each rounded on its gross amount.
 */
function offerAt(branch: BranchOffering, c: CompiledRequest, netPerBasis: number): Offer {
  const acc: LineAccumulator = { lines: [], total: 0, netNumeratorSum: 0, vatBp: c.vatBp, basis: c.basis, payment: null, months: null };
  const req = c.req;
  const baseQty = c.baseQty;
  const factor = branch.surchargeFactorPct;

  addLine(acc, "PRODUCT", "Produktpreis", netPerBasis * baseQty, c.basis);

  const options = c.options;
  for (let i = 0; i < options.length; i++) {
    const { option, modifier } = options[i];
    if (option.payment && option.payment !== "any") acc.payment = option.payment;
    if (option.payment === "installment") acc.months = installmentMonths(modifier);
    // (flat × factor / 100) + (perBasis × qty / basis × factor / 100), exact over basis × 100.
    const numerator = (option.flatNet ?? 0) * factor * c.basis + (option.perBasisNet ?? 0) * baseQty * factor;
    if (numerator > 0) addLine(acc, option.Key, option.DisplayName, numerator, c.basis * 100);
  }

  if (req.stations > 1) {
    addLine(acc, "STATIONS", `${req.stations - 1} weitere Lieferstelle${req.stations > 2 ? "n" : ""}`, SURCHARGES.extraStationNet * (req.stations - 1) * factor, 100);
  }
  if (req.appointmentPlus) addLine(acc, "APPOINTMENT_PLUS", "Termin Plus", SURCHARGES.appointmentPlusNet, 1);
  if (c.co2 > 0) addLine(acc, "CLIMATE_NEUTRAL", "CO₂-Ausgleich (klimaneutral)", c.co2 * baseQty, c.basis);

  const total = acc.total;
  const net = divRoundHalfUp(acc.netNumeratorSum, c.basis);
  return {
    branch,
    lines: acc.lines,
    total,
    net,
    vat: total - net,
    unitPrice: divRoundHalfUp(total * c.basis, c.baseQty),
    defaultPaymentId: acc.payment ? PAYMENT_OPTION_ID[acc.payment] : PAYMENT_OPTION_ID[branch.payments[0] ?? "invoice"],
    installmentMonths: acc.months,
    leadTimeDays: c.expressId !== undefined ? (c.expressId === OPTION_IDS.EXPRESS_24 ? 1 : 2) : branch.leadTimeDays,
  };
}

function offerOf(branch: BranchOffering, c: CompiledRequest): Offer | Rejection {
  const tier = tierFor(branch.tiers.get(c.req.productId) ?? [], c.req.amount);
  return rejectionOf(branch, c, tier) ?? offerAt(branch, c, tier!.netPerBasis);
}

export function calculateOffer(branch: BranchOffering, req: OfferRequest): Offer | Rejection {
  return offerOf(branch, compileRequest(req));
}

export function isOffer(x: Offer | Rejection): x is Offer {
  return "total" in x;
}

/** Spec-less ranking rule of the marketplace: cheapest all-in total first, then better rating. */
export function compareOffers(a: Offer, b: Offer): number {
  return a.total - b.total || b.branch.ratingX10 - a.branch.ratingX10 || a.branch.branchId - b.branch.branchId;
}

export function rankOffers(branches: readonly BranchOffering[], req: OfferRequest): Offer[] {
  const c = compileRequest(req);
  const offers: Offer[] = [];
  for (const b of branches) {
    const o = offerOf(b, c);
    if (isOffer(o)) offers.push(o);
  }
  return offers.sort(compareOffers);
}

/** A dealer appears once, with its best branch for this delivery. Input must be ranked. */
export function bestPerDealer(ranked: readonly Offer[]): Offer[] {
  const seen = new Set<number>();
  return ranked.filter((o) => {
    if (seen.has(o.branch.dealerId)) return false;
    seen.add(o.branch.dealerId);
    return true;
  });
}

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
  const before = (ta: number, a: number, tb: number, b: number) => ta < tb || (ta === tb && (ratings[a] > ratings[b] || (ratings[a] === ratings[b] && branchIds[a] < branchIds[b])));
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
