import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { address, baseConfig, createUser, withPayment } from "./orders.test-helpers.ts";
import { checkoutCalls } from "./checkout.test-helpers.ts";

const ENV = { RATE_LIMIT_PER_MINUTE: "100000", MAIL_DIR: "/tmp/marketplace-order-test-mail" };

describe.each(testDatabases())("checkout and order API on $name (decision 0007)", (kind) => {
  const ctx = withTestApp(kind, ENV);
  const { post, get, offerWith, start, place } = checkoutCalls(ctx);

  describe("start (spec §3 Checkout common data)", () => {
    it("needs a logged-in user", async () => {
      const offer = await offerWith(withPayment(2));
      const res = await post(null, "/api/order-process/checkout/start", { ...baseConfig(), DealerId: offer.DealerId });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Bitte melden Sie sich an.");
    });

    it("registered customer with invoice: the dealer's invoice step, server-calculated offer", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout, offer } = await start(user, withPayment(2));
      expect(checkout).toMatchObject({
        EmailAddress: user.email,
        CustomerId: user.id,
        IsGuest: false,
        IsRatenkaufPayment: false,
        HasCalculation: true,
        AllowCompany: true,
        AllowInvoiceAddress: true,
        AllowAddressSelection: false,
        ApplicableSteps: [{ Key: "address" }, { Key: "payment-invoice" }, { Key: "check" }],
        Steps: [{ Key: "address", Variant: null }],
        PaymentData: { PaymentId: 2, Kind: "invoice", StepKey: "payment-invoice" },
        DealerId: offer.DealerId,
        BranchId: offer.Id,
      });
      expect(checkout.Offer.TotalPrice).toBe(offer.TotalPrice);
      expect(checkout.CheckoutId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });

    it("a guest paying by invoice or direct debit goes through the provider", async () => {
      const guest = await createUser(ctx.app, ctx.database.db, { isGuest: true });
      const invoice = (await start(guest, withPayment(2))).checkout;
      expect(invoice).toMatchObject({
        IsGuest: true,
        IsRatenkaufPayment: true,
        PaymentData: { Kind: "provider-invoice", StepKey: "payment-provider-invoice", ProviderName: "Sandbox Finanzierungspartner GmbH" },
      });
      expect(invoice.InstallmentServiceProviderToken).toBe(`sandbox-${invoice.CheckoutId}`);
      const sepa = (await start(guest, withPayment(3))).checkout;
      expect(sepa.ApplicableSteps).toEqual([{ Key: "address" }, { Key: "payment-provider-sepa" }, { Key: "check" }]);
      expect(sepa.PaymentData.MandateReference).toMatch(/^HM-M-[A-Z0-9]{10}$/);
    });

    it("installment 12 months: installment step, monthly rates of the provider", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout, offer } = await start(user, withPayment(23, 12));
      expect(checkout.ApplicableSteps.map((s: { Key: string }) => s.Key)).toEqual(["address", "payment-installment", "check"]);
      expect(checkout.PaymentData).toMatchObject({ PaymentId: 23, PaymentModifier: 12, Kind: "installment" });
      expect(checkout.InstallmentRates).toContainEqual({
        Months: 12,
        MonthlyRate: Math.ceil(offer.TotalPrice / 12),
        TotalPrice: offer.TotalPrice,
      });
    });

    it("−2: the dealer's default payment (the offer's DefaultPaymentId)", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout, offer } = await start(user, withPayment(-2));
      expect(checkout.PaymentData.PaymentId).toBe(offer.DefaultPaymentId);
    });

    it("cash on delivery has no payment step; two stations add the distribution", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      expect((await start(user, withPayment(4))).checkout.ApplicableSteps).toEqual([{ Key: "address" }, { Key: "check" }]);
      const two = (await start(user, withPayment(2), { Stations: 2 })).checkout;
      expect(two.ApplicableSteps.map((s: { Key: string }) => s.Key)).toEqual(["address", "address-amount", "payment-invoice", "check"]);
    });

    it("wallet is not orderable: German 400 asking for another payment", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const offer = await offerWith(withPayment(40));
      const res = await post(user, "/api/order-process/checkout/start", {
        ...baseConfig({ Parameters: withPayment(40) }),
        DealerId: offer.DealerId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "PAYMENT_NOT_AVAILABLE", message: expect.stringContaining("andere Zahlart") });
    });

    it("bad input gets German 400s, never a 500", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const missing = await post(user, "/api/order-process/checkout/start", baseConfig());
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors["body.DealerId"]).toEqual(["Dieses Feld fehlt."]);
      expect(missing.json().message).toBe("Ungültige Eingabe: body.DealerId – Dieses Feld fehlt.");
      const amount = await post(user, "/api/order-process/checkout/start", { ...baseConfig({ Amount: 100 }), DealerId: 1 });
      expect(amount.statusCode).toBe(400);
      expect(amount.json().message).toBe("Die Mindestmenge beträgt 500 Liter.");
      const nobody = await post(user, "/api/order-process/checkout/start", { ...baseConfig(), DealerId: 999999 });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().message).toBe("Dieser Händler liefert nicht an Ihre Postleitzahl.");
      const garbage = await ctx.app.inject({
        method: "POST",
        url: "/api/order-process/checkout/start",
        headers: { ...user.headers, "content-type": "application/json" },
        payload: "{nope",
      });
      expect(garbage.statusCode).toBe(400);
    });

    it("the same offer and configuration resumes the open checkout", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const a = (await start(user, withPayment(2))).checkout;
      const b = (await start(user, withPayment(2))).checkout;
      expect(b.CheckoutId).toBe(a.CheckoutId);
      const other = (await start(user, withPayment(2), { Amount: 2500 })).checkout;
      expect(other.CheckoutId).not.toBe(a.CheckoutId);
    });
  });

  describe("address step", () => {
    it("German field errors; the postcode must be the offer's", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(2));
      const res = await post(user, "/api/order-process/address/save", {
        CheckoutId: checkout.CheckoutId,
        DeliveryAddress: address({ ZipCode: "10115", FirstName: "", Phone: "" }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        "DeliveryAddress.FirstName": ["Bitte geben Sie Ihren Vornamen ein."],
        "DeliveryAddress.ZipCode": [
          "Ihr Angebot wurde für die Postleitzahl 80331 berechnet. Für eine andere Postleitzahl berechnen Sie bitte ein neues Angebot.",
        ],
        "DeliveryAddress.Phone": ["Bitte geben Sie eine Telefonnummer für Rückfragen zur Lieferung an."],
      });
      const none = await post(user, "/api/order-process/address/save", { CheckoutId: checkout.CheckoutId });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe("Bitte geben Sie eine Adresse an.");
    });

    it("saves delivery and invoice address, unlocks the payment step and fills the address book", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(2));
      const res = await post(user, "/api/order-process/address/save", {
        CheckoutId: checkout.CheckoutId,
        Variant: "compact",
        DeliveryAddress: address({ CompanyName: "Muster GmbH" }),
        UseInvoiceAddress: true,
        InvoiceAddress: address({ Street: "Leopoldstraße", HouseNumber: "1", ZipCode: "80802", Phone: "" }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json();
      expect(c.Steps).toEqual([
        { Key: "address", Variant: "compact" },
        { Key: "payment-invoice", Variant: null },
      ]);
      expect(c.Stations[0]).toMatchObject({
        StationNumber: 1,
        StationAmount: 3000,
        CompanyName: "Muster GmbH",
        InvoiceAddress: { Street: "Leopoldstraße", ZipCode: "80802" },
      });
      expect(c.HasCompanyAddress).toBe(true);
      expect(c.SelectedAddresses).toEqual([
        { AddressType: 1, AddressId: c.Stations[0].DeliveryAddress.AddressId, AddressIndex: 0, Amount: 3000 },
        { AddressType: 0, AddressId: c.Stations[0].InvoiceAddress.AddressId, AddressIndex: 0, Amount: null },
      ]);
      expect(c.AllowAddressSelection).toBe(true);
      // Saving the same address again reuses the book entry.
      const again = (
        await post(user, "/api/order-process/address/save", {
          CheckoutId: c.CheckoutId,
          DeliveryAddress: address({ CompanyName: "Muster GmbH" }),
        })
      ).json();
      expect(again.Stations[0].DeliveryAddress.AddressId).toBe(c.Stations[0].DeliveryAddress.AddressId);
      expect(again.AddressBook).toHaveLength(2);
      // …and by id from the book.
      const byId = await post(user, "/api/order-process/address/save", {
        CheckoutId: c.CheckoutId,
        DeliveryAddressId: c.Stations[0].DeliveryAddress.AddressId,
      });
      expect(byId.statusCode).toBe(200);
      // A saved address that does not fit (other postcode, no phone) is named at the choice, not at hidden fields.
      const unfit = await post(user, "/api/order-process/address/save", {
        CheckoutId: c.CheckoutId,
        DeliveryAddressId: c.Stations[0].InvoiceAddress.AddressId,
      });
      expect(unfit.statusCode).toBe(400);
      expect(Object.keys(unfit.json().fieldErrors)).toEqual(["DeliveryAddressId"]);
      expect(unfit.json().fieldErrors.DeliveryAddressId[0]).toMatch(
        /^Die gewählte Adresse kann so nicht verwendet werden: Ihr Angebot wurde für die Postleitzahl 80331 berechnet\..* Bitte wählen Sie „Die Adresse unten verwenden“ und ergänzen Sie die Angaben\.$/,
      );
    });

    it("a later step cannot be saved before the earlier ones (step access)", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(2));
      const res = await post(user, "/api/order-process/payment/save", {
        CheckoutId: checkout.CheckoutId,
        PaymentId: 2,
        IsRatenkaufPayment: false,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Bitte füllen Sie zuerst die vorherigen Schritte aus.");
    });
  });

  describe("amount distribution (mengenverteilung)", () => {
    it("two stations 1500 + 1500 to two addresses; German errors for wrong sums, minimums and twins", async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { checkout } = await start(user, withPayment(2), { Stations: 2 });
      const id = checkout.CheckoutId;
      const saved = (await post(user, "/api/order-process/address/save", { CheckoutId: id, DeliveryAddress: address() })).json();
      expect(saved.Stations.map((s: { StationAmount: number }) => s.StationAmount)).toEqual([1500, 0]);
      const second = address({ FirstName: "Max", Street: "Sendlinger Straße", HouseNumber: "3", Phone: "" });

      const sum = await post(user, "/api/order-process/address-amount/save", {
        CheckoutId: id,
        Stations: [
          { AddressIndex: 0, Amount: 1500 },
          { AddressIndex: 1, Amount: 1000, Address: second },
        ],
      });
      expect(sum.statusCode).toBe(400);
      expect(sum.json().fieldErrors.Stations[0]).toContain("es fehlen noch 500 Liter");

      const min = await post(user, "/api/order-process/address-amount/save", {
        CheckoutId: id,
        Stations: [
          { AddressIndex: 0, Amount: 2600 },
          { AddressIndex: 1, Amount: 400, Address: second },
        ],
      });
      expect(min.json().fieldErrors["Stations.1.Amount"]).toEqual(["Lieferstelle 2 braucht mindestens 500 Liter."]);

      const twin = await post(user, "/api/order-process/address-amount/save", {
        CheckoutId: id,
        Stations: [
          { AddressIndex: 0, Amount: 1500 },
          { AddressIndex: 1, Amount: 1500, Address: address() },
        ],
      });
      expect(twin.json().fieldErrors["Stations.1.Address"][0]).toContain("dieselbe Adresse wie Lieferstelle 1");

      const zip = await post(user, "/api/order-process/address-amount/save", {
        CheckoutId: id,
        Stations: [
          { AddressIndex: 0, Amount: 1500 },
          { AddressIndex: 1, Amount: 1500, Address: { ...second, ZipCode: "10115" } },
        ],
      });
      expect(zip.json().fieldErrors["Stations.1.Address.ZipCode"]).toBeDefined();

      const ok = await post(user, "/api/order-process/address-amount/save", {
        CheckoutId: id,
        Stations: [
          { AddressIndex: 0, Amount: 1500 },
          { AddressIndex: 1, Amount: 1500, Address: second },
        ],
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const c = ok.json();
      expect(
        c.Stations.map((s: { StationAmount: number; DeliveryAddress: { Street: string } }) => [s.StationAmount, s.DeliveryAddress.Street]),
      ).toEqual([
        [1500, "Marienplatz"],
        [1500, "Sendlinger Straße"],
      ]);
      expect(c.Steps.map((s: { Key: string }) => s.Key)).toEqual(["address", "address-amount", "payment-invoice"]);

      // The order carries both stations.
      await post(user, "/api/order-process/payment/save", { CheckoutId: id, PaymentId: 2, IsRatenkaufPayment: false });
      const total = (await get(user, `/api/order-process/checkout/${id}`)).json().Offer.TotalPrice;
      const placed = await place(user, id, total);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = (await get(user, `/api/order-process/order/${placed.json().OrderId}`)).json();
      expect(order.Stations.map((s: { StationAmount: number }) => s.StationAmount)).toEqual([1500, 1500]);
      expect(order.PriceLines.map((l: { Key: string }) => l.Key)).toContain("STATIONS");
    });
  });
});
