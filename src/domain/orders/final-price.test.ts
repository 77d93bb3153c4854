import { describe, expect, it } from "vitest";
import { calculateOffer, isOffer, type BranchOffering } from "../calculator/offer-calculation.ts";
import { divRoundHalfUp, vatBasisPoints } from "../calculator/vat.ts";
import { finalPrice } from "./final-price.ts";

/** A branch as the market snapshot holds it: 95,00 net per 100 l from 1,500 l. */
const branch: BranchOffering = {
  branchId: 1,
  dealerId: 1,
  dealerName: "Brennstoffe Maier",
  city: "München",
  zip: "80331",
  ratingX10: 45,
  reviewCount: 10,
  leadTimeDays: 5,
  surchargeFactorPct: 100,
  minAmount: 0,
  payments: ["invoice", "sepa", "cash"],
  express24: true,
  express48: true,
  smallTruck: true,
  desiredDate: true,
  appointmentPlus: true,
  maxHoseMeters: 80,
  maxBlowInMeters: 30,
  tiers: new Map([
    [1, [{ minAmount: 500, netPerBasis: 9500 }]],
    [6, [{ minAmount: 500, netPerBasis: 9800 }]],
    [12, [{ minAmount: 500, netPerBasis: 11500 }]],
  ]),
};

function order(
  countryId: number,
  productId: number,
  amount: number,
  extras: { stations?: number; appointmentPlus?: boolean; parameters?: { Id: number }[] } = {},
) {
  const offer = calculateOffer(branch, {
    countryId,
    productGroupId: 1,
    productId,
    amount,
    stations: extras.stations ?? 1,
    parameters: extras.parameters ?? [{ Id: 5 }, { Id: 24 }, { Id: 2 }, { Id: 11 }, { Id: 9 }],
    climateNeutral: false,
    appointmentPlus: extras.appointmentPlus ?? false,
  });
  if (!isOffer(offer)) throw new Error("no offer");
  return {
    priceLines: offer.lines,
    netPrice: offer.net,
    vatAmount: offer.vat,
    totalPrice: offer.total,
    unitPrice: offer.unitPrice,
    amount,
    countryId,
  };
}

describe("final price of a delivered order (decision 0025): the order's unit price × delivered amount, itemised", () => {
  it.each([
    ["DE", 1, 1],
    ["AT", 2, 6],
    ["CH", 3, 12],
  ] as const)(
    "%s: delivering exactly the ordered amount gives exactly the order's price, split at the country's rate",
    (_c, countryId, productId) => {
      const o = order(countryId, productId, 3000, { stations: 2, appointmentPlus: true });
      const f = finalPrice(o, 3000);
      expect(f.lines).toEqual(o.priceLines);
      expect(f.total).toBe(o.totalPrice);
      // Decision 0041: the VAT is the rate's share of the total, not total − the price list's net; the
      // two differ by at most a cent per price line.
      const bp = vatBasisPoints(countryId);
      expect(f.vat).toBe(divRoundHalfUp(o.totalPrice * bp, 10000 + bp));
      expect(f.net).toBe(o.totalPrice - f.vat);
      expect(Math.abs(f.vat - o.vatAmount)).toBeLessThanOrEqual(o.priceLines.length);
    },
  );

  it("the issue's example: 2,950 of 3,000 l in Germany (95,00 € net per 100 l, 19 % VAT)", () => {
    const o = order(1, 1, 3000);
    expect(o.priceLines).toEqual([{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 285000, Price: 339150 }]);
    const f = finalPrice(o, 2950);
    // 339.150 × 2.950 / 3.000 = 333.497,5 → 333.498 (half up); net 285.000 × 0,98333 = 280.250.
    expect(f.lines).toEqual([{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 280250, Price: 333498 }]);
    expect(f).toMatchObject({ total: 333498, net: 280250, vat: 53248 });
    // The unit price the customer was shown (113,05 € per 100 l) × 29,5 = 3.334,98 €.
    expect(o.unitPrice).toBe(11305);
    expect(Math.abs(f.total - (o.unitPrice * 2950) / 100)).toBeLessThanOrEqual(1);
  });

  it.each([
    [1, 1, 2950],
    [1, 1, 3151],
    [2, 6, 2700],
    [3, 12, 3300],
    [3, 12, 1],
    [1, 1, 4500],
  ] as const)(
    "country %i, product %i, %i delivered: lines scale, total is their sum, VAT is the country's",
    (countryId, productId, delivered) => {
      const o = order(countryId, productId, 3000, { stations: 2, appointmentPlus: true });
      const f = finalPrice(o, delivered);
      expect(f.lines.map((l) => l.Key)).toEqual(o.priceLines.map((l) => l.Key));
      expect(f.lines.map((l) => l.Label)).toEqual(o.priceLines.map((l) => l.Label));
      expect(f.total).toBe(f.lines.reduce((s, l) => s + l.Price, 0));
      expect(f.vat).toBe(f.total - f.net);
      expect(f.net + f.vat).toBe(f.total);
      for (const [i, l] of f.lines.entries()) {
        expect(Number.isInteger(l.Price) && Number.isInteger(l.NetPrice)).toBe(true);
        expect(Math.abs(l.Price - (o.priceLines[i].Price * delivered) / 3000)).toBeLessThanOrEqual(0.5);
      }
      // The all-in unit price times the delivered quantity, up to a cent per line.
      expect(Math.abs(f.total - (o.unitPrice * delivered) / 100)).toBeLessThanOrEqual(
        f.lines.length + (o.unitPrice * delivered) / 100 / 10000,
      );
      // VAT at the country's rate of the net, up to the one rounding of the VAT (decision 0041): at most half a
      // minor unit of the gross, i.e. 0.5 × (1 + rate) of the net's — no longer up to a cent per price line.
      const bp = vatBasisPoints(countryId);
      expect(Math.abs(f.vat - (f.net * bp) / 10000)).toBeLessThanOrEqual(0.5 * (1 + bp / 10000));
    },
  );

  it("refuses an impossible delivered amount (the use case checks it first)", () => {
    const o = order(1, 1, 3000);
    expect(() => finalPrice(o, 0)).toThrow(RangeError);
    expect(() => finalPrice(o, 12.5)).toThrow(RangeError);
  });
});
