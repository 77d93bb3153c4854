import { describe, expect, it } from "vitest";
import { PAYMENT_KIND_LABELS, PAYMENT_KIND_NOTES, paymentTerms, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import type { OrderView } from "./get-order.ts";
import { customerConfirmationMail, dealerNotificationMail, type OrderMailContext } from "./order-mails.ts";

const ADDRESS = {
  Title1: "Frau",
  Title2: "",
  FirstName: "Erika",
  LastName: "Muster",
  CompanyName: "",
  Street: "Marienplatz",
  HouseNumber: "8",
  ZipCode: "80331",
  City: "München",
  Phone: "089 123456",
};

/** An order as orderView() returns it. */
function orderFixture(patch: { countryId?: number; kind?: OrderPaymentKind; paymentId?: number } = {}): OrderView {
  const kind = patch.kind ?? "provider-invoice";
  return {
    OrderId: 7,
    OrderNumber: "HM-2026-000007",
    CreatedAt: "2026-11-22T13:05:00.000Z",
    Status: "placed",
    CountryId: patch.countryId ?? 1,
    ProductGroupId: 1,
    ProductName: "Heizöl Standard schwefelarm",
    Amount: 3000,
    UnitLabel: "Liter",
    Dealer: { Id: 3, Name: "Brennstoffhandel Maier", Address: "Hauptstraße 5, 80331 München" },
    Stations: [{ StationNumber: 1, StationAmount: 3000, DeliveryAddress: ADDRESS, InvoiceAddress: null, CompanyName: "" }],
    PriceLines: [{ Key: "product", Label: "Heizöl", Price: 300000 }],
    NetPrice: 252100,
    VatAmount: 47900,
    TotalPrice: 300000,
    UnitPrice: 10000,
    Currency: "EUR",
    LeadTimeDays: 5,
    Payment: {
      Kind: kind,
      KindLabel: PAYMENT_KIND_LABELS[kind],
      PaymentId: patch.paymentId ?? 2,
      Months: null,
      MonthlyRate: null,
      IbanMasked: null,
      AccountHolder: null,
      MandateReference: null,
      ProviderReference: "SBX-0123456789AB",
    },
    Comment: null,
    TermsVersion: "agb-0123456789ab",
    WithdrawalNoticeVersion: "widerruf-2026-11",
    EmailAddress: "erika@example.com",
  } as unknown as OrderView;
}

function mailContext(
  order: OrderView,
  parameters: { Id: number; DesiredDate?: string }[] = [{ Id: 5 }, { Id: 24 }, { Id: 2 }, { Id: 12, DesiredDate: "2026-12-03" }, { Id: 9 }],
): OrderMailContext {
  return {
    order,
    config: {
      ZipCode: "80331",
      Amount: 3000,
      Stations: 1,
      Product: { Id: 1, ClimateNeutral: false },
      Parameters: parameters,
      AppointmentPlus: false,
      CountryId: order.CountryId,
      ProductGroupId: 1,
    } as OrderMailContext["config"],
    iban: null,
    mandateText: null,
    creditor: null,
    providerName: "Sandbox Finanzierungspartner GmbH",
    origin: "https://heizoel-marktplatz.de",
    statusUrl: "https://heizoel-marktplatz.de/heizoel/bestellung-erfolgreich/123?zugang=123.abc.x",
  };
}

describe("order mails say what the checkout settled (decision 0015)", () => {
  it("a guest who chose 'Bezahlung auf Rechnung': both mails name only the provider's invoice", () => {
    const c = mailContext(orderFixture({ kind: "provider-invoice", paymentId: 2 }));
    const terms = paymentTerms(2, "guest")!;
    const customer = customerConfirmationMail(c).text;
    const dealer = dealerNotificationMail(c).text;
    for (const text of [customer, dealer]) {
      expect(text).toContain(`Zahlart: ${terms.label}`);
      expect(text).not.toContain("Bezahlung auf Rechnung");
    }
    expect(customer).toContain(terms.note);
  });

  it.each(Object.keys(PAYMENT_KIND_LABELS) as OrderPaymentKind[])("%s: the confirmation carries the kind's label and note", (kind) => {
    const text = customerConfirmationMail(mailContext(orderFixture({ kind }))).text;
    expect(text).toContain(`Zahlart: ${PAYMENT_KIND_LABELS[kind]}`);
    expect(text).toContain(PAYMENT_KIND_NOTES[kind]);
  });

  it("dates are German: the desired date in the dealer mail is 03.12.2026, no ISO date anywhere", () => {
    const c = mailContext(orderFixture());
    const dealer = dealerNotificationMail(c).text;
    expect(dealer).toContain("Wunschtermin (03.12.2026)");
    for (const text of [dealer, customerConfirmationMail(c).text]) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe("withdrawal per country in the confirmation mail (decision 0015)", () => {
  it.each([1, 2])("country %i: the withdrawal notice with the Muster-Widerrufsformular", (countryId) => {
    const text = customerConfirmationMail(mailContext(orderFixture({ countryId }))).text;
    expect(text).toContain("Widerrufsbelehrung");
    expect(text).toContain("Muster-Widerrufsformular");
    expect(text).toContain("– An Brennstoffhandel Maier, Hauptstraße 5, 80331 München:");
    expect(text).toContain("(*) Unzutreffendes streichen.");
  });

  it("Switzerland: no EU withdrawal promise, the contractual cancellation terms instead", () => {
    const text = customerConfirmationMail(mailContext(orderFixture({ countryId: 3 }))).text;
    expect(text).not.toMatch(/Widerrufsrecht:|binnen vierzehn Tagen|Muster-Widerrufsformular|Widerrufsbelehrung/);
    expect(text).toContain("Stornierung (vertragliche Regelung)");
    expect(text).toContain("kein gesetzliches Widerrufsrecht");
  });

  it("the confirmation's variable paragraphs are the editors' prompts, their placeholders filled, the default without one (decision 0066)", () => {
    const c = mailContext(orderFixture({ kind: "invoice" }));
    expect(customerConfirmationMail(c).text).toContain("vielen Dank für Ihre Bestellung beim Heizöl-Marktplatz. Wir haben sie an");
    const mail = customerConfirmationMail({
      ...c,
      prompts: {
        "bestellung-eingang": "Hallo {Vorname} {Nachname}, Ihre Bestellung {Bestellnummer} ist bei {Händler}. <b>{Unbekannt}</b>",
      },
    });
    const edited = mail.text;
    // An editor's markup is text in the HTML part, never markup.
    expect(mail.html).toContain("&lt;b&gt;&lt;/b&gt;");
    expect(mail.html).not.toContain("<b></b>");
    expect(edited).toContain(`Ihre Bestellung ${c.order.OrderNumber} ist bei ${c.order.Dealer.Name}. <b></b>`);
    expect(edited).not.toContain("{");
  });
});
