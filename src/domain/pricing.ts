/**
 * The offer calculation (docs/decisions/0005-offer-calculation.md). Pure: the server runs it on its
 * in-memory market snapshot, the tests run it on worked examples. Money is integer minor units.
 *
 * Rounding rule (the only one): every price line is computed exactly from integer inputs and rounded
 * half up to a whole minor unit on its gross amount (VAT included); the total is the sum of the lines.
 */
import { amountRules } from "./catalog.ts";
import { OPTION_IDS } from "./calculator-config.ts";
import { optionById, SURCHARGES, type PaymentKind } from "./calculator-options.ts";
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

function supports(branch: BranchOffering, optionId: number): boolean {
  const option = optionById(optionId);
  if (!option) return false;
  if (option.payment && option.payment !== "any") return branch.payments.includes(option.payment);
  if (option.express === "24") return branch.express24;
  if (option.express === "48") return branch.express48;
  if (optionId === 25) return branch.smallTruck;
  if (optionId === 12) return branch.desiredDate;
  if (option.GroupKey === "HoseLength") return HOSE_METERS[optionId] <= branch.maxHoseMeters;
  if (option.GroupKey === "BlowInHoseLength") return HOSE_METERS[optionId] <= branch.maxBlowInMeters;
  return true;
}

interface LineAccumulator {
  lines: PriceLine[];
  /** Net sum in units of 1 / basis minor units. */
  netNumeratorSum: number;
  vatBp: number;
  basis: number;
}

// A module-level function rather than a closure: this runs for every dealer of every request.
function addLine(acc: LineAccumulator, Key: string, Label: string, netNumerator: number, denominator: number) {
  acc.netNumeratorSum += (netNumerator * acc.basis) / denominator;
  acc.lines.push({ Key, Label, NetPrice: divRoundHalfUp(netNumerator, denominator), Price: grossOf(netNumerator, denominator, acc.vatBp) });
}

export function calculateOffer(branch: BranchOffering, req: OfferRequest): Offer | Rejection {
  const rules = amountRules(req.productGroupId);
  const vatBp = vatBasisPoints(req.countryId);
  const tiers = branch.tiers.get(req.productId);
  if (!tiers || tiers.length === 0) return { reason: "product" };
  const tier = tierFor(tiers, req.amount);
  if (!tier) return { reason: "amount" };
  const baseQty = req.amount * rules.baseUnitsPerUnit;
  if (baseQty < branch.minAmount) return { reason: "amount" };

  const acc: LineAccumulator = { lines: [], netNumeratorSum: 0, vatBp, basis: rules.basis };
  const factor = branch.surchargeFactorPct;

  addLine(acc, "PRODUCT", "Produktpreis", tier.netPerBasis * baseQty, rules.basis);

  let months: number | null = null;
  let payment: PaymentKind | null = null;
  for (const p of req.parameters) {
    const option = optionById(p.Id);
    if (!option || !option.productGroups.includes(req.productGroupId)) continue;
    if (!supports(branch, p.Id)) return { reason: "option", optionId: p.Id };
    if (option.payment && option.payment !== "any") payment = option.payment;
    if (option.payment === "installment") months = installmentMonths(p.Modifier);
    // (flat × factor / 100) + (perBasis × qty / basis × factor / 100), exact over basis × 100.
    const numerator = (option.flatNet ?? 0) * factor * rules.basis + (option.perBasisNet ?? 0) * baseQty * factor;
    if (numerator > 0) addLine(acc, option.Key, option.DisplayName, numerator, rules.basis * 100);
  }

  if (req.stations > 1) {
    addLine(acc, "STATIONS", `${req.stations - 1} weitere Lieferstelle${req.stations > 2 ? "n" : ""}`, SURCHARGES.extraStationNet * (req.stations - 1) * factor, 100);
  }
  if (req.appointmentPlus) {
    if (!branch.appointmentPlus) return { reason: "option", optionId: 0 };
    addLine(acc, "APPOINTMENT_PLUS", "Termin Plus", SURCHARGES.appointmentPlusNet, 1);
  }
  const co2 = SURCHARGES.climateNeutralPerBasisNet[req.productGroupId] ?? 0;
  if (req.climateNeutral && co2 > 0) addLine(acc, "CLIMATE_NEUTRAL", "CO₂-Ausgleich (klimaneutral)", co2 * baseQty, rules.basis);

  const lines = acc.lines;
  const total = lines.reduce((s, l) => s + l.Price, 0);
  const net = divRoundHalfUp(acc.netNumeratorSum, rules.basis);
  const express = req.parameters.find((p) => p.Id === OPTION_IDS.EXPRESS_24 || p.Id === OPTION_IDS.EXPRESS_48);
  return {
    branch,
    lines,
    total,
    net,
    vat: total - net,
    unitPrice: divRoundHalfUp(total * rules.basis, baseQty),
    defaultPaymentId: payment ? PAYMENT_OPTION_ID[payment] : PAYMENT_OPTION_ID[branch.payments[0] ?? "invoice"],
    installmentMonths: months,
    leadTimeDays: express ? (express.Id === OPTION_IDS.EXPRESS_24 ? 1 : 2) : branch.leadTimeDays,
  };
}

export function isOffer(x: Offer | Rejection): x is Offer {
  return "total" in x;
}

/** Spec-less ranking rule of the marketplace: cheapest all-in total first, then better rating. */
export function compareOffers(a: Offer, b: Offer): number {
  return a.total - b.total || b.branch.ratingX10 - a.branch.ratingX10 || a.branch.branchId - b.branch.branchId;
}

export function rankOffers(branches: readonly BranchOffering[], req: OfferRequest): Offer[] {
  const offers: Offer[] = [];
  for (const b of branches) {
    const o = calculateOffer(b, req);
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

/** Monthly rate of an installment payment (0 % financing in the sandbox provider), rounded up. */
export function monthlyRate(total: number, months: number): number {
  return Math.ceil(total / months);
}
