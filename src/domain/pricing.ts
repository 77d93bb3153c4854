/**
 * The offer calculation (docs/decisions/0005-offer-calculation.md). Pure: the server runs it on its
 * in-memory market snapshot, the tests run it on worked examples. Money is integer minor units.
 *
 * Rounding rule (the only one): every price line is computed exactly from integer inputs and rounded
 * half up to a whole minor unit on its gross amount (VAT included); the total is the sum of the lines.
 */
import { amountRules } from "./catalog.ts";
import { OPTION_IDS } from "./calculator-config.ts";
import { optionById, SURCHARGES, type OptionDef, type PaymentKind } from "./calculator-options.ts";
import { PAYMENT_IDS } from "./checkout-payment.ts";
import { installmentMonths } from "./spec-constants.ts";

/** VAT in basis points: DE 19 %, AT 20 %, CH 8.1 %. */
export const VAT_BASIS_POINTS: Record<number, number> = { 1: 1900, 2: 2000, 3: 810 };

export function vatBasisPoints(countryId: number): number {
  return VAT_BASIS_POINTS[countryId] ?? VAT_BASIS_POINTS[1];
}

/** "19 %", "20 %", "8,1 %": the rate as the price details name it (German decimal comma on every site). */
export function vatRateLabel(countryId: number): string {
  return `${String(vatBasisPoints(countryId) / 100).replace(".", ",")} %`;
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

function supports(branch: BranchOffering, optionId: number, option: OptionDef): boolean {
  if (option.payment && option.payment !== "any") return branch.payments.includes(option.payment);
  if (option.express === "24") return branch.express24;
  if (option.express === "48") return branch.express48;
  if (optionId === 25) return branch.smallTruck;
  if (optionId === 12) return branch.desiredDate;
  if (option.GroupKey === "HoseLength") return HOSE_METERS[optionId] <= branch.maxHoseMeters;
  if (option.GroupKey === "BlowInHoseLength") return HOSE_METERS[optionId] <= branch.maxBlowInMeters;
  return true;
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
}

export function compileRequest(req: OfferRequest): CompiledRequest {
  const rules = amountRules(req.productGroupId);
  const options: CompiledRequest["options"] = [];
  for (const p of req.parameters) {
    const option = optionById(p.Id);
    if (option && option.productGroups.includes(req.productGroupId)) options.push({ id: p.Id, option, modifier: p.Modifier });
  }
  return {
    req,
    basis: rules.basis,
    baseQty: req.amount * rules.baseUnitsPerUnit,
    vatBp: vatBasisPoints(req.countryId),
    options,
    co2: req.climateNeutral ? (SURCHARGES.climateNeutralPerBasisNet[req.productGroupId] ?? 0) : 0,
    expressId: req.parameters.find((p) => p.Id === OPTION_IDS.EXPRESS_24 || p.Id === OPTION_IDS.EXPRESS_48)?.Id,
  };
}

interface LineAccumulator {
  /** null: only the sums are wanted (ranking many branches without building their lines). */
  lines: PriceLine[] | null;
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
  if (acc.lines) acc.lines.push({ Key, Label, NetPrice: divRoundHalfUp(netNumerator, denominator), Price });
}

const NO_PRODUCT: Rejection = Object.freeze({ reason: "product" });
const NO_AMOUNT: Rejection = Object.freeze({ reason: "amount" });

/** The branch's price lines for the request into `acc`; a rejection when it cannot deliver it. */
function priceInto(branch: BranchOffering, c: CompiledRequest, acc: LineAccumulator): Rejection | null {
  const req = c.req;
  const tiers = branch.tiers.get(req.productId);
  if (!tiers || tiers.length === 0) return NO_PRODUCT;
  const tier = tierFor(tiers, req.amount);
  if (!tier) return NO_AMOUNT;
  if (c.baseQty < branch.minAmount) return NO_AMOUNT;
  const baseQty = c.baseQty;
  const factor = branch.surchargeFactorPct;

  addLine(acc, "PRODUCT", "Produktpreis", tier.netPerBasis * baseQty, c.basis);

  for (const { id, option, modifier } of c.options) {
    if (!supports(branch, id, option)) return { reason: "option", optionId: id };
    if (option.payment && option.payment !== "any") acc.payment = option.payment;
    if (option.payment === "installment") acc.months = installmentMonths(modifier);
    // (flat × factor / 100) + (perBasis × qty / basis × factor / 100), exact over basis × 100.
    const numerator = (option.flatNet ?? 0) * factor * c.basis + (option.perBasisNet ?? 0) * baseQty * factor;
    if (numerator > 0) addLine(acc, option.Key, option.DisplayName, numerator, c.basis * 100);
  }

  if (req.stations > 1) {
    addLine(acc, "STATIONS", `${req.stations - 1} weitere Lieferstelle${req.stations > 2 ? "n" : ""}`, SURCHARGES.extraStationNet * (req.stations - 1) * factor, 100);
  }
  if (req.appointmentPlus) {
    if (!branch.appointmentPlus) return { reason: "option", optionId: 0 };
    addLine(acc, "APPOINTMENT_PLUS", "Termin Plus", SURCHARGES.appointmentPlusNet, 1);
  }
  if (c.co2 > 0) addLine(acc, "CLIMATE_NEUTRAL", "CO₂-Ausgleich (klimaneutral)", c.co2 * baseQty, c.basis);
  return null;
}

function offerOf(branch: BranchOffering, c: CompiledRequest): Offer | Rejection {
  const acc: LineAccumulator = { lines: [], total: 0, netNumeratorSum: 0, vatBp: c.vatBp, basis: c.basis, payment: null, months: null };
  const rejected = priceInto(branch, c, acc);
  if (rejected) return rejected;
  const total = acc.total;
  const net = divRoundHalfUp(acc.netNumeratorSum, c.basis);
  return {
    branch,
    lines: acc.lines!,
    total,
    net,
    vat: total - net,
    unitPrice: divRoundHalfUp(total * c.basis, c.baseQty),
    defaultPaymentId: acc.payment ? PAYMENT_OPTION_ID[acc.payment] : PAYMENT_OPTION_ID[branch.payments[0] ?? "invoice"],
    installmentMonths: acc.months,
    leadTimeDays: c.expressId !== undefined ? (c.expressId === OPTION_IDS.EXPRESS_24 ? 1 : 2) : branch.leadTimeDays,
  };
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

/**
 * The product line's gross price — the least an offer of the branch can cost, every other line being
 * ≥ 0 — or -1 when the branch cannot deliver the request at all (product, amount, an option).
 */
function lowestPrice(branch: BranchOffering, c: CompiledRequest): number {
  const tiers = branch.tiers.get(c.req.productId);
  if (!tiers || tiers.length === 0 || c.baseQty < branch.minAmount) return -1;
  const tier = tierFor(tiers, c.req.amount);
  if (!tier) return -1;
  for (const o of c.options) if (!supports(branch, o.id, o.option)) return -1;
  if (c.req.appointmentPlus && !branch.appointmentPlus) return -1;
  return grossOf(tier.netPerBasis * c.baseQty, c.basis, c.vatBp);
}

const SLOTS = 2 ** 20;

interface Candidate {
  branch: BranchOffering;
  total: number;
}

const byRank = (a: Candidate, b: Candidate) => a.total - b.total || b.branch.ratingX10 - a.branch.ratingX10 || a.branch.branchId - b.branch.branchId;

/**
 * The same as `bestPerDealer(rankOffers(branches, req)).slice(0, limit)`, for hundreds of branches
 * (decision 0024): the branches are visited cheapest product price first, and only their totals are
 * summed (no price lines built); once even the product price of the next branch is above the total of
 * the `limit`-th best dealer, no later branch can enter the list. Then the full offers of the `limit`
 * best dealers are built. A postcode served by 800 branches costs 800 tier lookups, a sort of 800
 * numbers, a few dozen sums and 20 offers.
 */
export function topOffersPerDealer(branches: readonly BranchOffering[], req: OfferRequest, limit: number): Offer[] {
  if (limit <= 0) return [];
  if (branches.length >= SLOTS) return bestPerDealer(rankOffers(branches, req)).slice(0, limit);
  const c = compileRequest(req);
  // (product price, position) packed into one number (exact: prices stay far below 2^53 / 2^20),
  // so a native numeric sort of a typed array orders them.
  const keys = new Float64Array(branches.length);
  let n = 0;
  for (let i = 0; i < branches.length; i++) {
    const gross = lowestPrice(branches[i], c);
    if (gross >= 0) keys[n++] = gross * SLOTS + i;
  }
  const order = keys.subarray(0, n).sort();

  const acc: LineAccumulator = { lines: null, total: 0, netNumeratorSum: 0, vatBp: c.vatBp, basis: c.basis, payment: null, months: null };
  // The best `limit` dealers so far (each with its best branch) and the worst of them.
  const top: Candidate[] = [];
  let worst = -1;
  const findWorst = () => {
    worst = 0;
    for (let j = 1; j < top.length; j++) if (byRank(top[j], top[worst]) > 0) worst = j;
  };
  for (let k = 0; k < order.length; k++) {
    const i = order[k] % SLOTS;
    // Every later branch costs at least its product price: above the worst listed total, none can enter.
    if (top.length === limit && (order[k] - i) / SLOTS > top[worst].total) break;
    const branch = branches[i];
    acc.total = 0;
    acc.netNumeratorSum = 0;
    if (priceInto(branch, c, acc) !== null) continue;
    const candidate = { branch, total: acc.total };
    const same = top.findIndex((x) => x.branch.dealerId === branch.dealerId);
    if (same >= 0) {
      if (byRank(candidate, top[same]) < 0) top[same] = candidate;
    } else if (top.length < limit) {
      top.push(candidate);
    } else if (byRank(candidate, top[worst]) < 0) {
      // Replaces the worst dealer (a later, cheaper branch of that dealer can still come back).
      top[worst] = candidate;
    } else continue;
    if (top.length === limit) findWorst();
  }
  return top.sort(byRank).map((x) => offerOf(x.branch, c) as Offer);
}

/** Monthly rate of an installment payment (0 % financing in the sandbox provider), rounded up. */
export function monthlyRate(total: number, months: number): number {
  return Math.ceil(total / months);
}
