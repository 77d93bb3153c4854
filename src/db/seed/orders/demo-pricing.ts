/**
 * Demo orders are priced as the calculator prices them (decision 0025): the branch's current list of its
 * country's heating oil with the default options, so an order's amounts are those a customer would have seen.
 */
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { DEFAULT_PARAMETER_IDS } from "../../../domain/calculator/calculator-config.ts";
import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";
import { PAYMENT_IDS } from "../../../domain/orders/checkout-payment.ts";
import { calculateOffer, isOffer, type BranchOffering, type PriceTier } from "../../../domain/calculator/offer-calculation.ts";
import type { Db } from "../../client.ts";
import { type branches, priceTiers } from "../../schema/market.ts";

/** The country's standard heating oil (the calculator's default product). */
export const HEATING_OIL: Record<number, number> = { 1: 1, 2: 6, 3: 12 };

export type BranchRow = typeof branches.$inferSelect;

function paymentOf(b: BranchRow): { kind: "invoice" | "cash"; id: number } {
  return b.payments.includes("invoice") ? { kind: "invoice", id: PAYMENT_IDS.INVOICE } : { kind: "cash", id: PAYMENT_IDS.CASH };
}

async function tiersOf(db: Db, branchId: number, productId: number, now: Date): Promise<PriceTier[]> {
  const rows = await db
    .select({ minAmount: priceTiers.minAmount, netPerBasis: priceTiers.netPerBasis, validFrom: priceTiers.validFrom })
    .from(priceTiers)
    .where(
      and(
        eq(priceTiers.branchId, branchId),
        eq(priceTiers.productId, productId),
        lte(priceTiers.validFrom, now),
        or(isNull(priceTiers.validTo), gt(priceTiers.validTo, now)),
      ),
    );
  const latest = Math.max(...rows.map((r) => r.validFrom.getTime()));
  return rows
    .filter((r) => r.validFrom.getTime() === latest)
    .map((r) => ({ minAmount: r.minAmount, netPerBasis: r.netPerBasis }))
    .sort((a, b) => a.minAmount - b.minAmount);
}

/** The branch's price for the amount as the calculator computes it (its current price list). */
export async function priceOf(db: Db, b: BranchRow, dealer: { name: string }, amount: number, now: Date) {
  return priceWithTiers(b, dealer, await tiersOf(db, b.id, HEATING_OIL[b.countryId], now), amount);
}

/** The price of the amount from these tiers of the branch's heating oil (the calculator's calculateOffer). */
export function priceWithTiers(b: BranchRow, dealer: { name: string }, current: PriceTier[], amount: number) {
  const priced = tryPriceWithTiers(b, dealer, current, amount);
  if ("reason" in priced) throw new Error(`demo order: branch ${b.id} cannot price ${amount} l (${priced.reason})`);
  return priced;
}

/** As priceWithTiers, or why the branch cannot take the order (the default options are not all its own). */
export function tryPriceWithTiers(b: BranchRow, dealer: { name: string }, current: PriceTier[], amount: number) {
  const productId = HEATING_OIL[b.countryId];
  // A branch without a current list for the product (not in the demo market) gets a plausible one.
  const tiers = current.length > 0 ? current : [{ minAmount: 500, netPerBasis: b.countryId === 3 ? 11200 : 9400 }];
  const offering: BranchOffering = {
    branchId: b.id,
    dealerId: b.dealerId,
    dealerName: dealer.name,
    city: b.city,
    zip: b.zip,
    // The ranking's tie-break; one price alone needs none.
    ratingX10: 0,
    reviewCount: 0,
    leadTimeDays: b.leadTimeDays,
    surchargeFactorPct: b.surchargeFactorPct,
    minAmount: 0,
    payments: b.payments as PaymentKind[],
    express24: b.express24,
    express48: b.express48,
    smallTruck: b.smallTruck,
    desiredDate: b.desiredDate,
    appointmentPlus: b.appointmentPlus,
    maxHoseMeters: b.maxHoseMeters,
    maxBlowInMeters: b.maxBlowInMeters,
    tiers: new Map([[productId, tiers]]),
  };
  const payment = paymentOf(b);
  const parameters = DEFAULT_PARAMETER_IDS.map((Id) => ({ Id: Id === PAYMENT_IDS.DEFAULT ? payment.id : Id }));
  const request = {
    countryId: b.countryId,
    productGroupId: 1,
    productId,
    amount: Math.max(amount, tiers[0].minAmount),
    stations: 1,
    parameters,
    climateNeutral: false,
    appointmentPlus: false,
  };
  const offer = calculateOffer(offering, request);
  if (!isOffer(offer)) return { reason: offer.reason };
  return { offer, productId, parameters, payment, amount: request.amount };
}
