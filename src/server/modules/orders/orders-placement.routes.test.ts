import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkouts, mailLog, orders, orderStations } from "../../../db/schema/orders.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { offerPaymentNotice, paymentTerms } from "../../../domain/orders/checkout-payment.ts";
import { address, createUser, VALID_IBAN, withPayment } from "./orders.test-helpers.ts";
import { checkoutCalls } from "./checkout.test-helpers.ts";
import { maskIban } from "../../../domain/orders/sepa.ts";

const ENV = { RATE_LIMIT_PER_MINUTE: "100000", MAIL_DIR: "/tmp/marketplace-order-test-mail" };

describe.each(testDatabases())("checkout and order API on $name (decision 0007)", (kind) => {
  const ctx = withTestApp(kind, ENV);
  const { post, get, start, readyToPlace, place } = checkoutCalls(ctx);

  describe("POST /api/order-process/payment/save", () => {
    it("SEPA: IBAN checked with German messages, mandate required, mandate text stored with creditor = dealer", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(3));
      const id = checkout.CheckoutId;
      await post(user, "/api/order-process/address/save", { CheckoutId: id, DeliveryAddress: address() });
      const bad = await post(user, "/api/order-process/payment/save", {
        CheckoutId: id,
        PaymentId: 3,
        IsRatenkaufPayment: false,
        Iban: "DE89 3704 0044 0532 0130 01",
        AccountHolder: "",
        MandateAccepted: false,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({
        Iban: ["Die Prüfziffer der IBAN stimmt nicht. Bitte prüfen Sie Ihre Eingabe."],
        AccountHolder: ["Bitte geben Sie den Namen der Kontoinhaberin oder des Kontoinhabers ein."],
        MandateAccepted: ["Bitte erteilen Sie das SEPA-Lastschriftmandat."],
      });
      const ok = await post(user, "/api/order-process/payment/save", {
        CheckoutId: id,
        PaymentId: 3,
        IsRatenkaufPayment: false,
        Iban: VALID_IBAN,
        AccountHolder: "Erika Mustermann",
        MandateAccepted: true,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const p = ok.json().PaymentData;
      expect(p).toMatchObject({
        IbanMasked: "DE89 •••• 3000",
        AccountHolder: "Erika Mustermann",
        MandateAccepted: true,
        MandateCreditorName: checkout.DealerName,
      });
      expect(p.MandateText).toContain(`Ich ermächtige ${checkout.DealerName}`);
      expect(p.MandateText).toContain(`Mandatsreferenz: ${checkout.PaymentData.MandateReference}`);
      // Decision 0012: after saving, the view (and every later GET of it) carries the IBAN masked only.
      expect(p.MandateText).toContain("IBAN: DE89 •••• 3000");
      const again = await get(user, `/api/order-process/checkout/${id}`);
      expect(again.body.replace(/\s/g, "")).not.toContain("37040044");
      expect(ok.json().Steps.map((s: { Key: string }) => s.Key)).toEqual(["address", "payment-sepa", "check"]);
    });

    it("back from the summary: the masked IBAN sent back unchanged keeps the stored IBAN (decision 0014)", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(3));
      const id = checkout.CheckoutId;
      await post(user, "/api/order-process/address/save", { CheckoutId: id, DeliveryAddress: address() });
      const sepa = { CheckoutId: id, PaymentId: 3, IsRatenkaufPayment: false, AccountHolder: "Erika Mustermann", MandateAccepted: true };
      const first = await post(user, "/api/order-process/payment/save", { ...sepa, Iban: VALID_IBAN });
      const masked = first.json().PaymentData.IbanMasked;
      expect(masked).toBe(maskIban(VALID_IBAN));
      const again = await post(user, "/api/order-process/payment/save", { ...sepa, Iban: masked });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().PaymentData.IbanMasked).toBe(masked);
      expect(again.json().PaymentData.MandateText).toBe(first.json().PaymentData.MandateText);
      // Another IBAN's mask is not a way to keep anything.
      const other = await post(user, "/api/order-process/payment/save", { ...sepa, Iban: maskIban("AT61 1904 3002 3457 3201") });
      expect(other.statusCode).toBe(400);
    });

    it.each([
      [2, false],
      [2, true],
      [3, false],
      [3, true],
    ])(
      "payment %i, guest %s: the step says what the offer list said (decision 0015), and only the provider's kinds ask for a credit decision",
      async (paymentId, isGuest) => {
        const user = await createUser(ctx.app, ctx.database.db, { isGuest });
        const terms = paymentTerms(paymentId, isGuest ? "guest" : "customer")!;
        const { checkout, offer } = await start(user, withPayment(paymentId));
        // The note the offer list showed to this payer before the click names this payment.
        expect(offerPaymentNotice(withPayment(paymentId), offer.DefaultPaymentId, isGuest ? "guest" : "customer")).toBe(
          `${terms.label}: ${terms.note}`,
        );
        expect(checkout.PaymentData).toMatchObject({ Kind: terms.kind, KindLabel: terms.label, Note: terms.note });
        expect(checkout.IsRatenkaufPayment).toBe(terms.creditCheck);
        await post(user, "/api/order-process/address/save", { CheckoutId: checkout.CheckoutId, DeliveryAddress: address() });
        const sepa = paymentId === 3 ? { Iban: VALID_IBAN, AccountHolder: "Erika Mustermann", MandateAccepted: true } : {};
        const saved = await post(user, "/api/order-process/payment/save", {
          CheckoutId: checkout.CheckoutId,
          PaymentId: paymentId,
          IsRatenkaufPayment: terms.creditCheck,
          ...sepa,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().PaymentData).toMatchObject({
          KindLabel: terms.label,
          Note: terms.note,
          ProviderReference: terms.creditCheck ? expect.stringMatching(/^SBX-/) : null,
        });
      },
    );

    it("the payment must be the offer's: a different PaymentId or provider flag is refused", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId } = await readyToPlace(user, withPayment(2));
      const res = await post(user, "/api/order-process/payment/save", { CheckoutId: checkoutId, PaymentId: 3, IsRatenkaufPayment: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Die Zahlart passt nicht zu Ihrem Angebot. Bitte wählen Sie die Zahlart in der Angebotsliste.");
      const flag = await post(user, "/api/order-process/payment/save", { CheckoutId: checkoutId, PaymentId: 2, IsRatenkaufPayment: true });
      expect(flag.statusCode).toBe(400);
    });

    it("installment: the chosen term's monthly rate from the provider; 'Abgelehnt' is rejected", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout, offer } = await start(user, withPayment(23, 12));
      await post(user, "/api/order-process/address/save", { CheckoutId: checkout.CheckoutId, DeliveryAddress: address() });
      const term = await post(user, "/api/order-process/payment/save", {
        CheckoutId: checkout.CheckoutId,
        PaymentId: 23,
        IsRatenkaufPayment: true,
        PaymentModifier: 9,
      });
      expect(term.statusCode).toBe(400);
      expect(term.json().fieldErrors.PaymentModifier).toEqual(["Bitte wählen Sie eine Laufzeit von 6, 12, 24 oder 36 Monaten."]);
      const ok = await post(user, "/api/order-process/payment/save", {
        CheckoutId: checkout.CheckoutId,
        PaymentId: 23,
        IsRatenkaufPayment: true,
        PaymentModifier: 24,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().PaymentData).toMatchObject({
        Months: 24,
        MonthlyRate: Math.ceil(offer.TotalPrice / 24),
        ProviderReference: expect.stringMatching(/^SBX-/),
      });

      const declined = await createUser(ctx.app, ctx.database.db, { isGuest: true });
      const d = (await start(declined, withPayment(2))).checkout;
      await post(declined, "/api/order-process/address/save", {
        CheckoutId: d.CheckoutId,
        DeliveryAddress: address({ LastName: "Abgelehnt" }),
      });
      const rejected = await post(declined, "/api/order-process/payment/save", {
        CheckoutId: d.CheckoutId,
        PaymentId: 2,
        IsRatenkaufPayment: true,
      });
      expect(rejected.statusCode).toBe(409);
      expect(rejected.json()).toMatchObject({ code: "PAYMENT_REJECTED", message: expect.stringContaining("andere Zahlart") });
    });

    it("cash needs no payment data", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId } = await readyToPlace(user, withPayment(4));
      const res = await post(user, "/api/order-process/payment/save", { CheckoutId: checkoutId, PaymentId: 4, IsRatenkaufPayment: false });
      expect(res.statusCode).toBe(409);
    });
  });

  describe("placing the order", () => {
    it("refuses an incomplete checkout", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout, offer } = await start(user, withPayment(2));
      const res = await place(user, checkout.CheckoutId, offer.TotalPrice);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Bitte vervollständigen Sie zuerst alle Schritte Ihrer Bestellung.");
    });

    it("recalculates the price on the server: a client price is never taken; a different one is refused and nothing is written", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(user);
      const res = await place(user, checkoutId, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("PRICE_CHANGED");
      expect(res.json().message).toContain("Der Preis hat sich geändert: Ihre Bestellung kostet jetzt");
      const rows = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(rows).toHaveLength(0);
      const ok = await place(user, checkoutId, offer.TotalPrice);
      expect(ok.statusCode).toBe(201);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(row.totalPrice).toBe(offer.TotalPrice);
      expect(row.priceLines).toEqual(offer.PriceLines);
    });

    it("a price change after the customer saw it: German message with the new price, then the new price can be ordered", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(user);
      const invalidateMarketSnapshot = () => ctx.app.services.calculator.market.invalidate();
      await ctx.database.db.execute(sql`update price_tiers set net_per_basis = net_per_basis + 100 where branch_id = ${offer.Id}`);
      invalidateMarketSnapshot();
      try {
        const res = await place(user, checkoutId, offer.TotalPrice);
        expect(res.statusCode).toBe(409);
        const fresh = (await get(user, `/api/order-process/checkout/${checkoutId}`)).json();
        expect(fresh.Offer.TotalPrice).toBeGreaterThan(offer.TotalPrice);
        const newPrice = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(fresh.Offer.TotalPrice / 100);
        expect(res.json().message).toContain(newPrice);
        const ok = await place(user, checkoutId, fresh.Offer.TotalPrice);
        expect(ok.statusCode).toBe(201);
      } finally {
        await ctx.database.db.execute(sql`update price_tiers set net_per_basis = net_per_basis - 100 where branch_id = ${offer.Id}`);
        invalidateMarketSnapshot();
      }
    });

    it("places one order: number, stations, payment, legal text versions; closes the checkout; the same key or checkout answers with the same order", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(user, withPayment(3));
      const first = await place(user, checkoutId, offer.TotalPrice, "double-click-key-1");
      expect(first.statusCode, first.body).toBe(201);
      const { OrderId, OrderNumber, Created } = first.json();
      expect(Created).toBe(true);
      expect(OrderNumber).toMatch(/^HM-\d{4}-\d{6,}$/);
      const retry = await place(user, checkoutId, offer.TotalPrice, "double-click-key-1");
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ OrderId, OrderNumber, Created: false });
      const secondTab = await place(user, checkoutId, offer.TotalPrice, "second-tab-key-2");
      expect(secondTab.json().OrderId).toBe(OrderId);

      const order = (await get(user, `/api/order-process/order/${OrderId}`)).json();
      expect(order).toMatchObject({
        OrderNumber,
        Amount: 3000,
        UnitLabel: "Liter",
        TotalPrice: offer.TotalPrice,
        Comment: "Bitte vorher anrufen.",
        Payment: {
          Kind: "sepa",
          KindLabel: "Bezahlung per SEPA-Lastschrift",
          IbanMasked: "DE89 •••• 3000",
          MandateReference: expect.stringMatching(/^HM-M-/),
        },
        WithdrawalNoticeVersion: "widerruf-2026-11",
        TermsVersion: expect.stringMatching(/^agb-[0-9a-f]{12}$/),
        EmailAddress: user.email,
      });
      expect(order.Stations).toEqual([
        { StationNumber: 1, StationAmount: 3000, DeliveryAddress: address(), InvoiceAddress: null, CompanyName: "" },
      ]);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, OrderId));
      expect(row.mandateText).toContain("SEPA-Lastschriftmandat");
      expect(row.iban).toBe("DE89370400440532013000");
      const [co] = await ctx.database.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
      expect(co.orderId).toBe(OrderId);
      // A closed checkout cannot be changed.
      const late = await post(user, "/api/order-process/address/save", { CheckoutId: checkoutId, DeliveryAddress: address() });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe("CHECKOUT_CLOSED");
    });

    it("the key of another checkout is refused", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const a = await readyToPlace(user, withPayment(2));
      expect((await place(user, a.checkoutId, a.offer.TotalPrice, "shared-key-123")).statusCode).toBe(201);
      const b = await readyToPlace(user, withPayment(4));
      const res = await place(user, b.checkoutId, b.offer.TotalPrice, "shared-key-123");
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    });

    it("50 concurrent placements with the same idempotency key give exactly one order", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(user, withPayment(23, 12));
      const results = await Promise.all(Array.from({ length: 50 }, () => place(user, checkoutId, offer.TotalPrice, "fifty-at-once")));
      expect(results.map((r) => r.statusCode).sort((x, y) => x - y)).toEqual([...Array(49).fill(200), 201]);
      expect(new Set(results.map((r) => r.json().OrderId)).size).toBe(1);
      const rows = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ paymentKind: "installment", installmentMonths: 12, monthlyRate: Math.ceil(offer.TotalPrice / 12) });
      expect(await ctx.database.db.select().from(orderStations).where(eq(orderStations.orderId, rows[0].id))).toHaveLength(1);
      // The mails are jobs of the order's transaction (decision 0013): the worker sends each once (decision 0038).
      const templates = async () =>
        (await ctx.database.db.select().from(mailLog).where(eq(mailLog.orderId, rows[0].id)))
          .filter((m) => m.status === "sent" && m.resends === 0)
          .map((m) => m.template)
          .sort();
      await expect.poll(templates, { timeout: 30_000 }).toEqual(["order-confirmation", "order-dealer-notification"]);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await templates()).toEqual(["order-confirmation", "order-dealer-notification"]);
    }, 60_000);

    it("counts a new order once in orders_placed_total, never its replays (decision 0018)", async () => {
      const placed = async () =>
        (await ctx.app.metrics.registry.getSingleMetric("orders_placed_total")!.get()).values.find((v) => v.labels.country === "de")
          ?.value ?? 0;
      const before = await placed();
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(user, withPayment(2));
      expect((await place(user, checkoutId, offer.TotalPrice, "count-me-once")).statusCode).toBe(201);
      expect((await place(user, checkoutId, offer.TotalPrice, "count-me-once")).statusCode).toBe(200);
      expect((await place(user, checkoutId, offer.TotalPrice, "another-tab-key")).statusCode).toBe(200);
      expect(await placed()).toBe(before + 1);
    });

    it("50 concurrent placements with different keys for one checkout (tabs) give one order too", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(user);
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => place(user, checkoutId, offer.TotalPrice, `tab-${i}-key`)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
      expect(
        await ctx.database.db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, user.id), eq(orders.checkoutId, checkoutId))),
      ).toHaveLength(1);
    });
  });

  describe("ownership: customer A gets 404 for B's checkout, order and addresses", () => {
    it("every checkout, order and address call", async () => {
      const a = await createUser(ctx.app, ctx.database.db);
      const b = await createUser(ctx.app, ctx.database.db);
      const { checkoutId, offer } = await readyToPlace(b, withPayment(2));
      expect((await get(a, `/api/order-process/checkout/${checkoutId}`)).statusCode).toBe(404);
      expect((await post(a, "/api/order-process/address/save", { CheckoutId: checkoutId, DeliveryAddress: address() })).statusCode).toBe(
        404,
      );
      expect(
        (await post(a, "/api/order-process/payment/save", { CheckoutId: checkoutId, PaymentId: 2, IsRatenkaufPayment: false })).statusCode,
      ).toBe(404);
      expect(
        (await post(a, "/api/order-process/address-amount/save", { CheckoutId: checkoutId, Stations: [{ AddressIndex: 0, Amount: 3000 }] }))
          .statusCode,
      ).toBe(404);
      expect((await place(a, checkoutId, offer.TotalPrice)).statusCode).toBe(404);
      expect((await get(a, `/api/jwt/adressen/order-addresses/1?checkoutId=${checkoutId}`)).statusCode).toBe(404);

      const placed = await place(b, checkoutId, offer.TotalPrice);
      const orderId = placed.json().OrderId;
      const foreign = await get(a, `/api/order-process/order/${orderId}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe("Diese Bestellung gibt es nicht.");
      expect((await get(b, `/api/order-process/order/${orderId}`)).statusCode).toBe(200);
      // B's address book is not in A's lists.
      const lists = (await get(a, "/api/jwt/adressen/order-addresses/1")).json();
      expect(lists.DeliveryAddressList).toEqual([]);
      // A's own id of B's address is refused.
      const bAddress = (await get(b, "/api/jwt/adressen/order-addresses/1")).json().DeliveryAddressList[0].AddressId;
      const aCheckout = (await start(a, withPayment(2))).checkout;
      const steal = await post(a, "/api/order-process/address/save", { CheckoutId: aCheckout.CheckoutId, DeliveryAddressId: bAddress });
      expect(steal.statusCode).toBe(400);
      expect(steal.json().fieldErrors.DeliveryAddressId).toEqual(["Diese Adresse gibt es in Ihrem Adressbuch nicht."]);
      expect((await get(null, `/api/order-process/order/${orderId}`)).statusCode).toBe(401);
    });
  });

  describe("GET /api/jwt/adressen/order-addresses/{countryId} (spec §3 Order addresses)", () => {
    it("delivery and invoice lists, the selection; ai=false hides invoices, ac=false company names", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(2));
      await post(user, "/api/order-process/address/save", {
        CheckoutId: checkout.CheckoutId,
        DeliveryAddress: address({ CompanyName: "Muster GmbH" }),
        UseInvoiceAddress: true,
        InvoiceAddress: address({ Street: "Leopoldstraße", ZipCode: "80802", Phone: "" }),
      });
      const all = (await get(user, "/api/jwt/adressen/order-addresses/1?ai=true&ac=true")).json();
      expect(all.DeliveryAddressList).toHaveLength(1);
      expect(all.DeliveryAddressList[0]).toMatchObject({ AddressType: 1, CompanyName: "Muster GmbH", ZipCode: "80331" });
      expect(all.InvoiceAddressList).toHaveLength(1);
      expect(all.SelectedAddresses.map((s: { AddressType: number }) => s.AddressType)).toEqual([1, 0]);
      const narrow = (await get(user, `/api/jwt/adressen/order-addresses/1?ai=false&ac=false&checkoutId=${checkout.CheckoutId}`)).json();
      expect(narrow.InvoiceAddressList).toEqual([]);
      expect(narrow.DeliveryAddressList[0].CompanyName).toBe("");
      expect(narrow.SelectedAddresses).toHaveLength(1);
      expect((await get(user, "/api/jwt/adressen/order-addresses/2")).json().DeliveryAddressList).toEqual([]);
      const bad = await get(user, "/api/jwt/adressen/order-addresses/9");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Unbekanntes Land.");
      expect((await get(null, "/api/jwt/adressen/order-addresses/1")).statusCode).toBe(401);
    });
  });
});
