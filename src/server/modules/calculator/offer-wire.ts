import type { WireOffer } from "../../../domain/calculator/offer.types.ts";
import { monthlyRate } from "../../../domain/calculator/price-order.ts";
import type { Offer } from "../../../domain/calculator/offer-calculation.ts";

export type { WireOffer };

/** One offer as the API sends it (spec §3 "Result" items plus what an offer card shows). */
export function offerToWire(o: Offer, currency: string): WireOffer {
  const b = o.branch;
  return {
    Id: b.branchId,
    DealerId: b.dealerId,
    DealerName: b.dealerName,
    City: b.city,
    ZipCode: b.zip,
    Rating: b.ratingX10 / 10,
    ReviewCount: b.reviewCount,
    DefaultPaymentId: o.defaultPaymentId,
    IsRatenkaufPayment: o.installmentMonths !== null,
    MonthlyRateCount: o.installmentMonths,
    MonthlyRate: o.installmentMonths ? monthlyRate(o.total, o.installmentMonths) : null,
    IsFavourite: false,
    TotalPrice: o.total,
    NetPrice: o.net,
    VatAmount: o.vat,
    UnitPrice: o.unitPrice,
    Currency: currency,
    LeadTimeDays: o.leadTimeDays,
    Payments: b.payments.slice(),
    Express24: b.express24,
    Express48: b.express48,
    PriceLines: o.lines,
  };
}
