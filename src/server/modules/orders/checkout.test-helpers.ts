/** The checkout calls of the checkout and order API tests (not a test file itself): an offer, a started checkout, one ready to place, the placement. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { address, baseConfig, VALID_IBAN, withPayment, type TestUser } from "./orders.test-helpers.ts";

export function checkoutCalls(ctx: { readonly app: FastifyInstance }) {
  const post = (user: TestUser | null, url: string, payload: object) =>
    ctx.app.inject({ method: "POST", url, payload, headers: user ? user.headers : {} });
  const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: "GET", url, headers: user ? user.headers : {} });

  /** The cheapest dealer that offers this payment for 3000 l in 80331. */
  async function offerWith(parameters: object[], patch: Record<string, unknown> = {}) {
    const res = await post(null, "/api/kalkulation/berechnen", baseConfig({ Parameters: parameters, ...patch }));
    expect(res.statusCode).toBe(200);
    const item = res.json().Items[0];
    expect(item, `an offer for ${JSON.stringify(parameters)}`).toBeDefined();
    return item as {
      DealerId: number;
      Id: number;
      TotalPrice: number;
      PriceLines: { Key: string; Price: number }[];
      DefaultPaymentId: number;
    };
  }

  async function start(user: TestUser, parameters: object[], patch: Record<string, unknown> = {}) {
    const offer = await offerWith(parameters, patch);
    const res = await post(user, "/api/order-process/checkout/start", {
      ...baseConfig({ Parameters: parameters, ...patch }),
      DealerId: offer.DealerId,
      BranchId: offer.Id,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { offer, checkout: res.json() };
  }

  async function readyToPlace(user: TestUser, parameters = withPayment(2)) {
    const { checkout, offer } = await start(user, parameters);
    const saved = await post(user, "/api/order-process/address/save", { CheckoutId: checkout.CheckoutId, DeliveryAddress: address() });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = saved.json();
    if (c.PaymentData.StepKey) {
      const payload: Record<string, unknown> = {
        CheckoutId: c.CheckoutId,
        PaymentId: c.PaymentData.PaymentId,
        IsRatenkaufPayment: c.IsRatenkaufPayment,
        PaymentModifier: c.PaymentData.PaymentModifier,
      };
      if (c.PaymentData.Kind.includes("sepa"))
        Object.assign(payload, { Iban: VALID_IBAN, AccountHolder: "Erika Mustermann", MandateAccepted: true });
      const paid = await post(user, "/api/order-process/payment/save", payload);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return { checkoutId: checkout.CheckoutId as string, offer };
  }

  const place = (user: TestUser, checkoutId: string, expected: number, key = `key-${Math.random().toString(36).slice(2)}`) =>
    post(user, "/api/order-process/order/place", {
      CheckoutId: checkoutId,
      IdempotencyKey: key,
      ExpectedTotalPrice: expected,
      Comment: "Bitte vorher anrufen.",
    });
  return { post, get, offerWith, start, readyToPlace, place };
}
