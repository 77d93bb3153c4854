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
import { divRoundHalfUp, grossOf, vatBasisPoints } from "./vat.ts";

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
export function offerAt(branch: BranchOffering, c: CompiledRequest, netPerBasis: number): Offer {
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
    addLine(
      acc,
      "STATIONS",
      `${req.stations - 1} weitere Lieferstelle${req.stations > 2 ? "n" : ""}`,
      SURCHARGES.extraStationNet * (req.stations - 1) * factor,
      100,
    );
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
