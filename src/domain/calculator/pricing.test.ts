import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestPerDealer,
  calculateOffer,
  compareOffers,
  isOffer,
  rankOffers,
  tierFor,
  type BranchOffering,
  type Offer,
  type OfferRequest,
} from "./offer-calculation.ts";
import { divRoundHalfUp, grossOf } from "./vat.ts";
import { monthlyRate, topOffersPerDealer, priceOrder, tierInterval, tierThresholds, topOffersInOrder } from "./price-order.ts";

const branch = (patch: Partial<BranchOffering> = {}): BranchOffering => ({
  branchId: 1,
  dealerId: 1,
  dealerName: "Muster Energie",
  city: "München",
  zip: "80331",
  ratingX10: 46,
  reviewCount: 120,
  leadTimeDays: 8,
  surchargeFactorPct: 100,
  payments: ["invoice", "sepa", "installment"],
  express24: true,
  express48: true,
  smallTruck: true,
  desiredDate: true,
  appointmentPlus: true,
  maxHoseMeters: 60,
  maxBlowInMeters: 30,
  minAmount: 0,
  tiers: new Map([
    [
      1,
      [
        { minAmount: 500, netPerBasis: 11000 },
        { minAmount: 1500, netPerBasis: 9500 },
        { minAmount: 3000, netPerBasis: 9000 },
      ],
    ],
    [12, [{ minAmount: 500, netPerBasis: 9500 }]],
    [17, [{ minAmount: 66, netPerBasis: 32000 }]],
    [16, [{ minAmount: 2000, netPerBasis: 29000 }]],
  ]),
  ...patch,
});

const request = (patch: Partial<OfferRequest> = {}): OfferRequest => ({
  countryId: 1,
  productGroupId: 1,
  productId: 1,
  amount: 3000,
  stations: 1,
  parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
  climateNeutral: false,
  appointmentPlus: false,
  ...patch,
});

const offer = (b: BranchOffering, r: OfferRequest): Offer => {
  const o = calculateOffer(b, r);
  if (!isOffer(o)) throw new Error(`rejected: ${JSON.stringify(o)}`);
  return o;
};

describe("rounding", () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 2, 4],
    [1, 3, 0],
    [2, 3, 1],
  ])("%i / %i rounds half up to %i", (x, d, r) => expect(divRoundHalfUp(x, d)).toBe(r));

  it("gross of 1.234,5 € net at 19 % is 1.469,06 € (1469.055 rounds up)", () => {
    expect(grossOf(123450, 1, 1900)).toBe(146906);
  });
});

describe("tiers", () => {
  const tiers = branch().tiers.get(1)!;
  it.each([
    [499, undefined],
    [500, 11000],
    [1499, 11000],
    [1500, 9500],
    [3000, 9000],
    [32000, 9000],
  ])("amount %i uses %j per 100 l", (amount, price) => expect(tierFor(tiers, amount)?.netPerBasis).toBe(price));
});

describe("worked examples (minor units)", () => {
  it("DE heating oil 3,000 l at 90,00 € net/100 l: 2.700,00 € net, 3.213,00 € gross, 107,10 €/100 l", () => {
    const o = offer(branch(), request());
    expect(o.lines).toEqual([{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 270000, Price: 321300 }]);
    expect([o.total, o.net, o.vat, o.unitPrice]).toEqual([321300, 270000, 51300, 10710]);
  });

  it("small amounts cost more per 100 l: 1,000 l at 110,00 € net → 130,90 €/100 l", () => {
    const o = offer(branch(), request({ amount: 1000 }));
    expect([o.total, o.unitPrice]).toEqual([130900, 13090]);
  });

  it("express 24 h adds 39,00 € + 6,00 €/100 l net: 219,00 € net = 260,61 € gross, itemised", () => {
    const o = offer(branch(), request({ parameters: [{ Id: 31 }, { Id: -2 }] }));
    expect(o.lines[1]).toEqual({ Key: "DELIVERY_EXPRESS_24", Label: "Expresslieferung 24 Stunden", NetPrice: 21900, Price: 26061 });
    expect(o.total).toBe(321300 + 26061);
    expect(o.leadTimeDays).toBe(1);
  });

  it("the dealer's surcharge factor scales option surcharges: 120 % of 15,00 € hose = 18,00 € net", () => {
    const o = offer(branch({ surchargeFactorPct: 120 }), request({ parameters: [{ Id: 19 }] }));
    expect(o.lines[1]).toMatchObject({ Key: "HOSE_60", NetPrice: 1800, Price: 2142 });
  });

  it("2 stations add one station fee of 25,00 € net (29,75 € gross)", () => {
    const o = offer(branch(), request({ stations: 2 }));
    expect(o.lines[1]).toEqual({ Key: "STATIONS", Label: "1 weitere Lieferstelle", NetPrice: 2500, Price: 2975 });
  });

  it("climate neutral adds 3,80 €/100 l net CO₂ compensation: 114,00 € net for 3,000 l", () => {
    const o = offer(branch(), request({ climateNeutral: true }));
    expect(o.lines.at(-1)).toMatchObject({ Key: "CLIMATE_NEUTRAL", NetPrice: 11400, Price: 13566 });
  });

  it("appointment plus adds 29,00 € net", () => {
    expect(offer(branch(), request({ appointmentPlus: true })).lines.at(-1)).toMatchObject({
      Key: "APPOINTMENT_PLUS",
      NetPrice: 2900,
      Price: 3451,
    });
  });

  it("Switzerland: 8.1 % VAT in Rappen — 3,000 l at CHF 95.00 net = CHF 3,080.85", () => {
    const o = offer(branch(), request({ countryId: 3, productId: 12 }));
    expect(o.total).toBe(308085);
  });

  it("Austria: 20 % VAT", () => {
    expect(offer(branch(), request({ countryId: 2 })).total).toBe(324000);
  });

  it("half-up on an odd amount: 1,234 l at 89,99 € net → 1.321,47 € gross", () => {
    const b = branch({ tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 8999 }]]]) });
    expect(offer(b, request({ amount: 1234 })).total).toBe(132147);
  });

  it("bagged pellets: 132 bags × 15 kg = 1.98 t at 320,00 € net/t → 753,98 € gross, 380,80 €/t", () => {
    const o = offer(branch(), request({ productGroupId: 4, productId: 17, amount: 132, parameters: [{ Id: 5 }] }));
    expect(o.lines[0]).toMatchObject({ NetPrice: 63360, Price: 75398 });
    expect(o.unitPrice).toBe(38080);
  });

  it("loose pellets are priced per t: 6,000 kg at 290,00 € net/t", () => {
    const o = offer(branch(), request({ productGroupId: 3, productId: 16, amount: 6000, parameters: [{ Id: 26 }] }));
    expect([o.lines[0].NetPrice, o.total, o.unitPrice]).toEqual([174000, 207060, 34510]);
  });

  it("installment: payment 23 with 12 months; monthly rate rounded up", () => {
    const o = offer(branch(), request({ parameters: [{ Id: 23, Modifier: 12 }] }));
    expect([o.defaultPaymentId, o.installmentMonths]).toEqual([23, 12]);
    expect(monthlyRate(o.total, 12)).toBe(26775);
  });

  it("the default payment is the dealer's first payment type", () => {
    expect(offer(branch({ payments: ["sepa", "invoice"] }), request()).defaultPaymentId).toBe(3);
  });
});

describe("matching", () => {
  it.each([
    [{ express24: false }, [{ Id: 31 }], 31],
    [{ express48: false }, [{ Id: 1 }], 1],
    [{ payments: ["invoice"] as const }, [{ Id: 23, Modifier: 6 }], 23],
    [{ payments: ["invoice"] as const }, [{ Id: 40 }], 40],
    [{ smallTruck: false }, [{ Id: 25 }], 25],
    [{ maxHoseMeters: 40 }, [{ Id: 19 }], 19],
  ])("a dealer without the option is not offered (%j)", (patch, parameters, optionId) => {
    expect(calculateOffer(branch(patch as Partial<BranchOffering>), request({ parameters }))).toEqual({ reason: "option", optionId });
  });

  it("below the dealer's minimum amount", () => {
    const b = branch({ tiers: new Map([[1, [{ minAmount: 1000, netPerBasis: 9000 }]]]) });
    expect(calculateOffer(b, request({ amount: 800 }))).toEqual({ reason: "amount" });
  });

  it.each([
    // The branch's own minimum (decision 0024), in litres or kg, besides its price list's first tier.
    [{ minAmount: 2000 }, 1999, {}, false],
    [{ minAmount: 2000 }, 2000, {}, true],
    [{ minAmount: 0 }, 500, {}, true],
    // Bagged pellets: 132 bags of 15 kg = 1,980 kg.
    [{ minAmount: 2000 }, 132, { productGroupId: 4, productId: 17, parameters: [{ Id: 5 }] }, false],
    [{ minAmount: 1980 }, 132, { productGroupId: 4, productId: 17, parameters: [{ Id: 5 }] }, true],
  ])("a branch with %j and an order of %i (%j) is offered: %s", (patch, amount, req, offered) => {
    expect(calculateOffer(branch(patch), request({ amount, ...req }))).toEqual(
      offered ? expect.objectContaining({ total: expect.any(Number) }) : { reason: "amount" },
    );
  });

  it("a product the dealer does not sell", () => {
    expect(calculateOffer(branch(), request({ productId: 2 }))).toEqual({ reason: "product" });
  });
});

describe("ranking", () => {
  it("cheapest all-in total first, then better rating", () => {
    const cheap = branch({ branchId: 1, ratingX10: 40, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 8800 }]]]) });
    const sameGood = branch({ branchId: 2, ratingX10: 49, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 9000 }]]]) });
    const sameBad = branch({ branchId: 3, ratingX10: 41, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 9000 }]]]) });
    const noExpress = branch({ branchId: 4, express24: false, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 7000 }]]]) });
    expect(rankOffers([sameBad, noExpress, sameGood, cheap], request()).map((o) => o.branch.branchId)).toEqual([4, 1, 2, 3]);
    expect(rankOffers([sameBad, noExpress, sameGood, cheap], request({ parameters: [{ Id: 31 }] })).map((o) => o.branch.branchId)).toEqual([
      1, 2, 3,
    ]);
  });

  it("a dealer appears once, with its best branch", () => {
    const a = branch({ branchId: 1, dealerId: 7, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 9100 }]]]) });
    const b = branch({ branchId: 2, dealerId: 7, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 8900 }]]]) });
    const c = branch({ branchId: 3, dealerId: 8, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 9000 }]]]) });
    expect(bestPerDealer(rankOffers([a, b, c], request())).map((o) => o.branch.branchId)).toEqual([2, 3]);
  });

  it("express can make a cheap dealer lose its first place", () => {
    const a = branch({ branchId: 1, surchargeFactorPct: 150, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 8900 }]]]) });
    const b = branch({ branchId: 2, surchargeFactorPct: 80, tiers: new Map([[1, [{ minAmount: 500, netPerBasis: 9000 }]]]) });
    const ranked = rankOffers([a, b], request({ parameters: [{ Id: 31 }] }));
    expect(ranked.map((o) => o.branch.branchId)).toEqual([2, 1]);
    expect(compareOffers(ranked[0], ranked[1])).toBeLessThan(0);
  });
});

describe("the best offers of many branches (decision 0024)", () => {
  const arbBranch = fc.record({
    dealerId: fc.integer({ min: 1, max: 12 }),
    // Few distinct values too, so equal totals (ranked by rating, then branch) happen often.
    ratingX10: fc.oneof(fc.integer({ min: 36, max: 50 }), fc.constant(45)),
    surchargeFactorPct: fc.oneof(fc.integer({ min: 80, max: 135 }), fc.constant(100)),
    express24: fc.boolean(),
    smallTruck: fc.boolean(),
    appointmentPlus: fc.boolean(),
    minAmount: fc.constantFrom(0, 0, 1000, 2000),
    maxHoseMeters: fc.constantFrom(40, 60, 80),
    payments: fc.subarray(["invoice", "sepa", "cash", "installment", "wallet"] as const, { minLength: 1 }),
    price: fc.oneof(fc.integer({ min: 7000, max: 12000 }), fc.constantFrom(9000, 9100)),
    firstTier: fc.constantFrom(500, 1000, 3000),
    sellsPremium: fc.boolean(),
  });
  const arbRequest = fc.record({
    amount: fc.integer({ min: 500, max: 32000 }),
    stations: fc.integer({ min: 1, max: 3 }),
    parameters: fc.subarray([{ Id: 5 }, { Id: 31 }, { Id: 1 }, { Id: 25 }, { Id: 3 }, { Id: 23, Modifier: 12 }, { Id: 19 }, { Id: 12 }], {
      minLength: 0,
    }),
    productId: fc.constantFrom(1, 2),
    climateNeutral: fc.boolean(),
    appointmentPlus: fc.boolean(),
  });

  it("an equal total later in the list still wins on rating", () => {
    const tiers = new Map([[1, [{ minAmount: 500, netPerBasis: 9000 }]]]);
    const worse = branch({ branchId: 1, dealerId: 1, ratingX10: 40, tiers });
    const better = branch({ branchId: 2, dealerId: 2, ratingX10: 49, tiers });
    const req = request({ parameters: [{ Id: 5 }] });
    expect(topOffersPerDealer([worse, better], req, 1).map((o) => o.branch.branchId)).toEqual([2]);
    expect(topOffersPerDealer([worse, better], req, 2).map((o) => o.branch.branchId)).toEqual([2, 1]);
  });

  it("are exactly the first offers of the full ranking, best branch per dealer", () => {
    fc.assert(
      fc.property(fc.array(arbBranch, { maxLength: 60 }), arbRequest, fc.integer({ min: 1, max: 25 }), (specs, req, limit) => {
        const branches = specs.map((b, i) =>
          branch({
            ...b,
            branchId: i + 1,
            express48: b.express24,
            tiers: new Map([
              [
                1,
                [
                  { minAmount: b.firstTier, netPerBasis: b.price },
                  { minAmount: 5000, netPerBasis: b.price - 300 },
                ],
              ],
              ...(b.sellsPremium ? [[2, [{ minAmount: 500, netPerBasis: b.price + 250 }]] as const] : []),
            ]),
          }),
        );
        const r = request(req);
        expect(topOffersPerDealer(branches, r, limit)).toEqual(bestPerDealer(rankOffers(branches, r)).slice(0, limit));
      }),
      { numRuns: 300 },
    );
  });

  it("an order kept for one amount serves every amount of the same tier interval (decision 0024)", () => {
    fc.assert(
      fc.property(fc.array(arbBranch, { maxLength: 40 }), arbRequest, fc.integer({ min: 500, max: 32000 }), (specs, req, other) => {
        const branches = specs.map((b, i) =>
          branch({
            ...b,
            branchId: i + 1,
            tiers: new Map([
              [
                1,
                [
                  { minAmount: b.firstTier, netPerBasis: b.price },
                  { minAmount: 5000, netPerBasis: b.price - 300 },
                ],
              ],
            ]),
          }),
        );
        const r = request({ ...req, productId: 1 });
        const thresholds = tierThresholds(branches, 1);
        fc.pre(tierInterval(thresholds, other) === tierInterval(thresholds, r.amount));
        const kept = priceOrder(branches, 1, other);
        expect(topOffersInOrder(kept, r, 20)).toEqual(bestPerDealer(rankOffers(branches, r)).slice(0, 20));
      }),
      { numRuns: 200 },
    );
  });

  it("tier intervals count the thresholds at or below the amount", () => {
    const thresholds = [500, 1000, 5000];
    expect([100, 500, 999, 1000, 4999, 5000, 32000].map((a) => tierInterval(thresholds, a))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(tierInterval([], 3000)).toBe(0);
  });
});
