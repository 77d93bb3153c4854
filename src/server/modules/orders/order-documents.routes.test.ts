import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { invoices, orderEvents, orders } from "../../../db/schema/orders.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { LOCALES, type Locale } from "../../../domain/shared/countries.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { vatBreakdown } from "../../../domain/calculator/vat.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { pdfFonts, pdfPages, pdfText } from "../../../../tests/setup/pdf-text.ts";
import { createUser, insertLifeOrder, placeOrderViaApi, twoDealers, type TestUser } from "./orders.test-helpers.ts";

/** Set PDF_SAMPLES_DIR to keep every downloaded document (to look at them: pdftoppm -png -r 80). */
const SAMPLES = process.env.PDF_SAMPLES_DIR;

/** Money as pdftotext gives it back (its runs of spaces, no-break ones included, read as one space). */
const money = (minor: number, locale: Locale) => formatPrice(minor, locale).replace(/\u00a0/g, " ");
const DOC_URL = (orderId: number, doc: string) => `/api/order-process/orders/${orderId}/documents/${doc}`;

/** The order's PDF documents over the API (decision 0041), on both databases. */
describe.each(testDatabases())("the order's PDF documents on $name (decision 0041)", (kind) => {
  // No mail server: the mail jobs stay queued; these tests are about the documents.
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;
  const services = () => ctx.app.services.orders;
  const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: "GET", url, headers: user?.headers ?? {} });
  const dealerActor = (dealerId: number): OrderActor => ({ kind: "dealer", userId: 900_001, dealerId });
  // The delivery window is checked against the German calendar day, which at night is already UTC's tomorrow.
  const inDays = (n: number) => calendarDay(new Date(Date.now() + n * 86_400_000), "Europe/Berlin");

  /** A downloaded document: its headers, its magic bytes, its fonts embedded; its text (null without pdftotext). */
  function pdfOf(res: LightMyRequestResponse, name: string): { text: string | null; body: Buffer } {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(5_000);
    if (SAMPLES) {
      mkdirSync(SAMPLES, { recursive: true });
      writeFileSync(join(SAMPLES, `${kind.name}-${name}`), body);
    }
    const fonts = pdfFonts(body);
    if (fonts) {
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    }
    return { text: pdfText(body), body };
  }

  async function deliveredOrder(countryId: number, delivered: number, amount = 3000) {
    const customer = await createUser(ctx.app, db());
    const { dealer } = await twoDealers(db(), countryId);
    const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer, countryId, amount });
    await services().confirmOrder({ orderId: order.id, actor: dealerActor(dealer.dealerId), window: { from: inDays(0), to: inDays(3) } });
    await services().deliverOrder({ orderId: order.id, actor: dealerActor(dealer.dealerId), deliveredAmount: delivered });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    return { customer, order: row, dealer };
  }

  it("a placed order has its confirmation (number, items, total, VAT line, withdrawal notice); delivery note and invoice are 404 until delivery", async (t) => {
    const customer = await createUser(ctx.app, db());
    const { OrderId, OrderNumber } = await placeOrderViaApi(ctx.app, customer);
    const [row] = await db().select().from(orders).where(eq(orders.id, OrderId));
    const res = await get(customer, DOC_URL(OrderId, "bestellbestaetigung"));
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Bestellbestaetigung-${OrderNumber}.pdf"`);
    const { text, body } = pdfOf(res, "bestellbestaetigung-de.pdf");
    for (const doc of ["lieferschein", "rechnung"]) {
      const missing = await get(customer, DOC_URL(OrderId, doc));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: "ORDER_DOCUMENT_NOT_FOUND",
        message: expect.stringContaining("entstehen erst mit der Lieferung"),
      });
    }
    if (text === null) return t.skip();
    const de = LOCALES.de;
    expect(text).toContain("Bestellbestätigung");
    expect(text).toContain(OrderNumber);
    expect(text).toContain(`Gesamtpreis ${money(row.totalPrice, de)}`);
    expect(text).toContain(`Umsatzsteuer 19 % ${money(row.vatAmount, de)}`);
    expect(text).toContain(`Nettobetrag ${money(row.netPrice, de)}`);
    expect(text).toContain(`${formatQuantity(row.amount, de)} l`);
    expect(text).toContain("Bezahlung auf Rechnung");
    expect(text).toContain("Marienplatz 8");
    // The withdrawal notice and the model form follow on their own page.
    expect(text).toContain("Widerrufsbelehrung");
    expect(text).toContain("Muster-Widerrufsformular");
    expect(pdfPages(body)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/Seite 1 von \d/);
  }, 60_000);

  it("after delivery: the invoice with its number, dates, the VAT split of the final amount, the seller and the buyer; the delivery note without prices", async (t) => {
    const { customer, order, dealer } = await deliveredOrder(1, 2950);
    expect(order.status).toBe("delivered");
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice.number).toMatch(new RegExp(`^RE-\\d{4}-${String(dealer.dealerId).padStart(4, "0")}-\\d{5}$`));
    expect(invoice).toMatchObject({ dealerId: dealer.dealerId, year: new Date().getFullYear() });

    const res = await get(customer, DOC_URL(order.id, "rechnung"));
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Rechnung-${invoice.number}.pdf"`);
    const { text } = pdfOf(res, "rechnung-de.pdf");
    const note = pdfOf(await get(customer, DOC_URL(order.id, "lieferschein")), "lieferschein-de.pdf");
    // The confirmation stays available after delivery.
    pdfOf(await get(customer, DOC_URL(order.id, "bestellbestaetigung")), "bestellbestaetigung-delivered-de.pdf");
    if (text === null || note.text === null) return t.skip();

    const de = LOCALES.de;
    const f = finalPrice({ priceLines: order.priceLines as PriceLine[], amount: 3000, countryId: 1 }, 2950);
    expect(order.finalTotalPrice).toBe(f.total);
    expect(text).toContain("Rechnung");
    expect(text).toContain(invoice.number);
    expect(text).toContain(order.orderNumber);
    expect(text).toMatch(/Rechnungsdatum \d\d\.\d\d\.\d{4}/);
    expect(text).toMatch(/Lieferdatum \d\d\.\d\d\.\d{4}/);
    expect(text).toContain(`Nettobetrag ${money(f.net, de)}`);
    expect(text).toContain(`Umsatzsteuer 19 % ${money(f.vat, de)}`);
    expect(text).toContain(`Rechnungsbetrag ${money(f.total, de)}`);
    expect(f.net + f.vat).toBe(f.total);
    expect(text).toContain("2.950 l");
    expect(text).toContain("113,05 €");
    expect(text).toContain("Bestellt waren 3.000 l");
    // Seller (the dealer, a demo dealer: its VAT id is the marked placeholder) and buyer.
    expect(text).toContain("USt-IdNr. DE000000000 (Demo-Angabe)");
    expect(text).toContain("Erika Mustermann");
    expect(text).toContain("80331 München");
    expect(text).toMatch(/Bitte überweisen Sie den Rechnungsbetrag von 3\.334,98 € ohne Abzug bis zum \d\d\.\d\d\.\d{4}/);
    expect(text).toContain("im Namen und für Rechnung von");

    expect(note.text).toContain("Lieferschein");
    expect(note.text).toMatch(/Geliefert/);
    expect(note.text).toContain("3.000 l 2.950 l");
    expect(note.text).toContain(invoice.number);
    expect(note.text).not.toContain("€ ");
    expect(note.text).not.toMatch(/\d,\d\d €/);
  }, 60_000);

  it.each([
    [2, "at", 3000, 3100, "Umsatzsteuer 20 %", "UID-Nr. ATU00000000 (Demo-Angabe)", "3.100 l"],
    [3, "ch", 7000, 7000, "Mehrwertsteuer 8,1 %", "MWST-Nr. CHE-000.000.000 MWST (Demo-Angabe)", "7’000 l"],
  ] as const)(
    "country %i: the invoice in the country's rate, currency, number and date formats",
    async (countryId, code, amount, delivered, taxLine, vatId, qty) => {
      const { customer, order } = await deliveredOrder(countryId, delivered, amount);
      const { text } = pdfOf(await get(customer, DOC_URL(order.id, "rechnung")), `rechnung-${code}.pdf`);
      if (text === null) return;
      const locale = LOCALES[code];
      const split = vatBreakdown(order.finalTotalPrice!, countryId);
      expect(text).toContain(`${taxLine} ${money(split.vat, locale)}`);
      expect(text).toContain(`Rechnungsbetrag ${money(split.gross, locale)}`);
      expect(text).toContain(`Nettobetrag ${money(split.net, locale)}`);
      expect(text).toContain(vatId);
      expect(text).toContain(qty);
      if (code === "ch") {
        expect(money(split.gross, locale)).toMatch(/^CHF \d’\d{3}\.\d\d$/);
        // Swiss spelling on the Swiss document (decision 0015).
        expect(text).not.toContain("ß");
        expect(text).toContain("Bahnhofstrasse 1");
      } else expect(money(split.gross, locale)).toMatch(/^€ \d\.\d{3},\d\d$/);
    },
    60_000,
  );

  it("her own orders only: another customer gets 404 for every document, nobody logged in 401, an unknown document 400; a guest downloads those of their session", async () => {
    const { customer, order } = await deliveredOrder(1, 3000);
    const other = await createUser(ctx.app, db());
    for (const doc of ["bestellbestaetigung", "lieferschein", "rechnung"]) {
      const res = await get(other, DOC_URL(order.id, doc));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("ORDER_NOT_FOUND");
      expect((await get(null, DOC_URL(order.id, doc))).statusCode).toBe(401);
    }
    expect((await get(customer, DOC_URL(order.id, "beleg"))).statusCode).toBe(400);
    expect((await get(customer, DOC_URL(99_999_999, "rechnung"))).statusCode).toBe(404);

    const guest = await createUser(ctx.app, db(), { isGuest: true });
    const { dealer } = await twoDealers(db(), 1);
    const guestOrder = await insertLifeOrder(db(), { userId: guest.id, ...dealer });
    pdfOf(await get(guest, DOC_URL(guestOrder.id, "bestellbestaetigung")), "bestellbestaetigung-guest.pdf");
    expect((await get(guest, DOC_URL(order.id, "bestellbestaetigung"))).statusCode).toBe(404);
  }, 60_000);

  it("invoice numbers: one gapless sequence per dealer and year, also for concurrent deliveries; a rolled-back delivery gives its number back", async () => {
    const customer = await createUser(ctx.app, db());
    const { dealer, other } = await twoDealers(db(), 1);
    const placed = await Promise.all(
      Array.from({ length: 6 }, () => insertLifeOrder(db(), { userId: customer.id, ...dealer, status: "confirmed" })),
    );
    const before = await db().execute(sql`select coalesce(max(seq), 0)::int as n from invoices where dealer_id = ${dealer.dealerId}`);
    const start = Number((before as unknown as { rows: { n: number }[] }).rows[0].n);
    await Promise.all(
      placed.map((o) => services().deliverOrder({ orderId: o.id, actor: dealerActor(dealer.dealerId), deliveredAmount: 3000 })),
    );
    const rows = await db().select().from(invoices).where(eq(invoices.dealerId, dealer.dealerId));
    const mine = rows.filter((r) => placed.some((o) => o.id === r.orderId));
    expect(mine.map((r) => r.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6].map((n) => start + n));
    expect(new Set(mine.map((r) => r.number)).size).toBe(6);

    // A delivery whose transaction fails after the number was taken: the next invoice gets that number.
    const failing = await insertLifeOrder(db(), { userId: customer.id, ...dealer, status: "confirmed" });
    await ctx.database.executeSql(
      `create or replace function pdf_test_fail_invoice() returns trigger as $$ begin if new.order_id = ${failing.id} then raise exception 'no invoice for this order'; end if; return new; end $$ language plpgsql`,
      [],
    );
    await ctx.database.executeSql(
      "create trigger pdf_test_fail_invoice after insert on invoices for each row execute function pdf_test_fail_invoice()",
      [],
    );
    await expect(
      services().deliverOrder({ orderId: failing.id, actor: dealerActor(dealer.dealerId), deliveredAmount: 3000 }),
    ).rejects.toThrow();
    await ctx.database.executeSql("drop trigger pdf_test_fail_invoice on invoices", []);
    const [still] = await db().select().from(orders).where(eq(orders.id, failing.id));
    expect(still.status).toBe("confirmed");
    const next = await insertLifeOrder(db(), { userId: customer.id, ...dealer, status: "confirmed" });
    await services().deliverOrder({ orderId: next.id, actor: dealerActor(dealer.dealerId), deliveredAmount: 3000 });
    const [nextInvoice] = await db().select().from(invoices).where(eq(invoices.orderId, next.id));
    expect(nextInvoice.seq).toBe(start + 7);

    // Another dealer's sequence is its own.
    const elsewhere = await insertLifeOrder(db(), { userId: customer.id, ...other, status: "confirmed" });
    await services().deliverOrder({ orderId: elsewhere.id, actor: dealerActor(other.dealerId), deliveredAmount: 3000 });
    const [otherInvoice] = await db().select().from(invoices).where(eq(invoices.orderId, elsewhere.id));
    expect(otherInvoice.number.startsWith(`RE-${otherInvoice.year}-${String(other.dealerId).padStart(4, "0")}-`)).toBe(true);
  }, 90_000);

  it("a delivery beyond the tolerance is invoiced when the customer consents, dated by the delivery; the correction is no second invoice", async () => {
    const customer = await createUser(ctx.app, db());
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer, status: "confirmed" });
    await services().deliverOrder({ orderId: order.id, actor: dealerActor(dealer.dealerId), deliveredAmount: 2500 });
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    expect((await get(customer, DOC_URL(order.id, "rechnung"))).statusCode).toBe(404);
    await services().consentToDelivery({ orderId: order.id, actor: { kind: "customer", userId: customer.id } });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    const [firstDeliver] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.event, "deliver")))
      .orderBy(orderEvents.id)
      .limit(1);
    expect(invoice.deliveredOn).toBe(calendarDay(firstDeliver.createdAt, "Europe/Berlin"));
    pdfOf(await get(customer, DOC_URL(order.id, "rechnung")), "rechnung-consent.pdf");
    // The rating afterwards keeps the invoice.
    expect((await db().select().from(invoices).where(eq(invoices.orderId, order.id))).map((r) => r.number)).toEqual([invoice.number]);
  }, 60_000);

  it("an order delivered without an invoice (demo data, deliveries before decision 0041) gets one at the first download, the same one afterwards", async () => {
    const customer = await createUser(ctx.app, db());
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer, status: "rated" });
    const f = finalPrice({ priceLines: order.priceLines as PriceLine[], amount: 3000, countryId: 1 }, 3050);
    await db()
      .update(orders)
      .set({ deliveredAmount: 3050, finalPriceLines: f.lines, finalNetPrice: f.net, finalVatAmount: f.vat, finalTotalPrice: f.total })
      .where(eq(orders.id, order.id));
    const first = await get(customer, DOC_URL(order.id, "rechnung"));
    pdfOf(first, "rechnung-late.pdf");
    const again = await get(customer, DOC_URL(order.id, "rechnung"));
    expect(again.headers["content-disposition"]).toBe(first.headers["content-disposition"]);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  }, 60_000);
});
