import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, PORT } from "../helpers.ts";
import {
  apiClient,
  bearerOf,
  berlinDay,
  DEMO_DEALER,
  DEMO_DEALER_STAFF,
  dealerIdOf,
  guestOrderFrom,
  logInOnPage,
  OTHER_DEALER,
} from "./portal-helpers.ts";

// Decision 0026: the dealer's side of an order, in Chromium. Journeys run in parallel
// against one server, so each works on orders it placed itself and finds them by their number.
const SHOTS = "test-results/dealer-portal";
// German dates in the date inputs, as a German browser shows them.
test.use({ locale: "de-DE" });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/desktop-${name}.png`, fullPage: true });
}

test("the demo dealer logs in, lands in the portal, confirms with a window, reports out for delivery and 2,950 of 3,000 l delivered before the window (asked, then recorded)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), {
    lastName: "Journey",
    comment: "Bitte vorher anrufen, der Tank ist im Keller.",
  });

  await logInOnPage(page, DEMO_DEALER);
  await page.waitForURL(/\/haendlerportal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guten Tag, Hans Händler" })).toBeVisible();
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("banner")).toContainText("Administration");
  await expect(page.locator("[data-count=new] .portal-tile__count")).not.toHaveText("0");
  await shot(page, "overview");

  await page.getByRole("navigation", { name: "Händlerportal" }).getByRole("link", { name: "Bestellungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
  const card = page.locator(`#bestellung-${order.OrderId}`);
  await expect(card).toContainText(`Bestellung ${order.OrderNumber}`);
  await expect(card).toContainText("Marienplatz 8");
  await expect(card).toContainText("3.000 Liter");
  await expect(card).toContainText("Bitte vorher anrufen, der Tank ist im Keller.");
  await card.getByText("Bestätigen", { exact: true }).click();
  await card.getByLabel("Von", { exact: true }).fill(berlinDay(1));
  await card.getByLabel("Bis", { exact: true }).fill(berlinDay(3));
  await shot(page, "orders-confirm");
  await card.getByRole("button", { name: "Bestellung bestätigen" }).click();
  await expect(card.getByRole("status")).toContainText("Die Bestellung ist bestätigt.");
  await expect(card).toContainText(/Bestätigt: Lieferung zwischen dem \d\d\.\d\d\.\d{4} und dem \d\d\.\d\d\.\d{4}/);

  await page.getByRole("navigation", { name: "Händlerportal" }).getByRole("link", { name: "Lieferungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lieferungen" })).toBeVisible();
  const delivery = page.locator(`#bestellung-${order.OrderId}`);
  await delivery.getByRole("button", { name: "Unterwegs" }).click();
  await expect(delivery.getByRole("status")).toContainText("Die Lieferung ist als unterwegs gemeldet.");
  await expect(delivery.locator(".portal-status")).toHaveText("Unterwegs");

  await delivery.getByText("Geliefert", { exact: true }).click();
  await expect(delivery).toContainText("Bestellt: 3.000 Liter · Ihre Toleranz ±");
  await delivery.getByLabel("Gelieferte Menge (Liter bei 15 °C)").fill("2.950");
  await delivery.getByRole("button", { name: "Endbetrag prüfen" }).click();
  const preview = delivery.getByRole("status", { name: "Endbetrag der Lieferung" });
  await expect(preview).toContainText("2.950 Liter bei 15 °C (−50 Liter, −1,7 %)");
  await expect(preview).toContainText("Innerhalb Ihrer Toleranz");
  await expect(preview.locator(".portal-preview__total dd")).toHaveText(/^\d{1,3}(\.\d{3})*,\d\d\s€$/);
  const finalAmount = await preview.locator(".portal-preview__total dd").textContent();
  // The window starts tomorrow (decision 0048): the summary asks, and the report without the tick is refused.
  const windowStart = berlinDay(1).split("-").reverse().join(".");
  await expect(preview).toContainText("Vor dem Lieferzeitraum");
  const early = preview.getByLabel(`Ja, die Lieferung ist schon erfolgt (vor dem ${windowStart}).`);
  await expect(early).not.toBeChecked();
  await shot(page, "deliveries-preview");
  await delivery.getByRole("button", { name: "2.950 Liter als geliefert melden" }).click();
  await expect(delivery.getByRole("alert")).toHaveText(
    `Der bestätigte Lieferzeitraum beginnt erst am ${windowStart}. Bitte bestätigen Sie ausdrücklich, dass die Lieferung schon jetzt erfolgt ist.`,
  );
  await expect(delivery.locator(".portal-status")).toHaveText("Unterwegs");
  await shot(page, "deliveries-early-refused");
  await delivery.getByLabel(`Ja, die Lieferung ist schon erfolgt (vor dem ${windowStart}).`).check();
  await delivery.getByRole("button", { name: "2.950 Liter als geliefert melden" }).click();
  await expect(page.getByText("Die Lieferung ist gemeldet.")).toBeVisible();
  await expect(page.locator(`#bestellung-${order.OrderId}`)).toHaveCount(0);

  await page.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Bestellung ${order.OrderNumber}`);
  await expect(page.locator("h1 .portal-status")).toHaveText("Geliefert");
  await expect(page.getByRole("table")).toContainText(finalAmount!);
  const history = page.getByRole("region", { name: "Verlauf" });
  await expect(history.getByRole("listitem")).toHaveCount(4);
  await expect(history).toContainText("Bestellung eingegangen");
  await expect(history).toContainText("Vom Händler bestätigt");
  await expect(history).toContainText("Lieferung unterwegs");
  await expect(history).toContainText("2.950 Liter");
  await expect(history).toContainText(`vor dem Lieferzeitraum (ab ${windowStart}) gemeldet und bestätigt`);
  await shot(page, "order-detail");
});

test('decision 0048: the API refuses "Geliefert" before the confirmed window without the confirmation, in German, and changes nothing', async () => {
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "Frueh" });
  const api = await apiClient();
  try {
    const headers = await bearerOf(api, DEMO_DEALER);
    const confirmed = await api.post(`/api/haendlerportal/orders/${order.OrderId}/confirm`, {
      headers,
      data: { DeliveryFrom: berlinDay(3), DeliveryTo: berlinDay(5) },
    });
    expect(confirmed.status()).toBe(200);
    const refused = await api.post(`/api/haendlerportal/orders/${order.OrderId}/deliver`, { headers, data: { DeliveredAmount: 3000 } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({
      code: "EARLY_DELIVERY_UNCONFIRMED",
      message: `Der bestätigte Lieferzeitraum beginnt erst am ${berlinDay(3).split("-").reverse().join(".")}. Bitte bestätigen Sie ausdrücklich, dass die Lieferung schon jetzt erfolgt ist.`,
    });
    const detail = await (await api.get(`/api/haendlerportal/orders/${order.OrderId}`, { headers })).json();
    expect(detail).toMatchObject({ Status: "confirmed", DeliveredAmount: null });
    expect(detail.History.map((h: { Event: string }) => h.Event)).toEqual(["place", "confirm"]);
    const delivered = await api.post(`/api/haendlerportal/orders/${order.OrderId}/deliver`, {
      headers,
      data: { DeliveredAmount: 3000, EarlyDeliveryConfirmed: true },
    });
    expect(delivered.status()).toBe(200);
    expect((await delivered.json()).History.at(-1)).toMatchObject({
      Event: "deliver",
      Data: { DeliveredAmount: 3000, EarlyDelivery: true, WindowFrom: berlinDay(3) },
    });
  } finally {
    await api.dispose();
  }
});

test("a staff member declines with a reason after confirming the step; an empty reason is a German error", async ({ page }) => {
  test.setTimeout(60_000);
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "Ablehnung" });
  await logInOnPage(page, DEMO_DEALER_STAFF);
  await page.waitForURL(/\/haendlerportal$/);
  await expect(page.getByRole("banner")).toContainText("Mitarbeiter/in");
  await acceptNecessaryCookies(page);
  await page.goto("/haendlerportal/bestellungen");
  const card = page.locator(`#bestellung-${order.OrderId}`);
  await card.getByText("Ablehnen", { exact: true }).click();
  await card.getByRole("button", { name: "Bestellung endgültig ablehnen" }).click();
  await expect(card.getByRole("alert").first()).toContainText("Bitte geben Sie an, warum Sie die Bestellung ablehnen.");
  await expect(card.locator(".account-field__error")).toContainText("Bitte geben Sie einen Grund an");
  await card.getByLabel("Grund der Ablehnung").fill("Die Zufahrt ist für unseren Tankwagen zu schmal.");
  await card.getByRole("button", { name: "Bestellung endgültig ablehnen" }).click();
  // A declined order is no longer open: the notice stands above the list.
  await expect(page.getByRole("status")).toContainText("Die Bestellung ist abgelehnt.");
  await expect(card).toHaveCount(0);
  await page.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  await expect(page.locator("h1 .portal-status")).toHaveText("Abgelehnt");
  await expect(page.getByText("Grund der Ablehnung:")).toBeVisible();
});

test("without JavaScript: the login form leads into the portal, a one-day window with a time slot is confirmed, an early delivery is asked and recorded", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "OhneScript" });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://de.localhost:${PORT}` });
  const page = await context.newPage();
  await page.goto("/benutzerkonto/anmeldung");
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail-Adresse").fill(DEMO_DEALER.email);
  await form.getByLabel("Kennwort").fill("falsch");
  await form.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toContainText("E-Mail-Adresse oder Kennwort ist nicht korrekt.");
  await form.getByLabel("Kennwort").fill(DEMO_DEALER.password);
  await form.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL(/\/haendlerportal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guten Tag, Hans Händler" })).toBeVisible();
  // The cookie banner's form (without JavaScript it posts to /cookie-einwilligung) would cover the page.
  await acceptNecessaryCookies(page);

  await page.goto("/haendlerportal/bestellungen");
  const card = page.locator(`#bestellung-${order.OrderId}`);
  await card.getByText("Bestätigen", { exact: true }).click();
  await card.getByLabel("Ein Tag mit Zeitfenster").check();
  await card.getByLabel("Liefertag").fill(berlinDay(2));
  await card.getByLabel("Zeitfenster", { exact: true }).selectOption("12–17 Uhr");
  await card.getByRole("button", { name: "Bestellung bestätigen" }).click();
  await expect(page.locator(`#bestellung-${order.OrderId}`)).toContainText(/Bestätigt: Lieferung am \d\d\.\d\d\.\d{4}, 12–17 Uhr/);

  // Decision 0048 without JavaScript: the summary's question is a plain form field the server checks.
  await page.goto("/haendlerportal/lieferungen");
  const delivery = page.locator(`#bestellung-${order.OrderId}`);
  await delivery.getByText("Geliefert", { exact: true }).click();
  await delivery.getByLabel("Gelieferte Menge (Liter bei 15 °C)").fill("3000");
  await delivery.getByRole("button", { name: "Endbetrag prüfen" }).click();
  const report = page.locator(`#bestellung-${order.OrderId}`).getByRole("button", { name: "3.000 Liter als geliefert melden" });
  await report.click();
  const asked = page.locator(`#bestellung-${order.OrderId}`);
  await expect(asked.getByRole("alert")).toContainText("Der bestätigte Lieferzeitraum beginnt erst am");
  await asked.getByLabel(`Ja, die Lieferung ist schon erfolgt (vor dem ${berlinDay(2).split("-").reverse().join(".")}).`).check();
  await asked.getByRole("button", { name: "3.000 Liter als geliefert melden" }).click();
  await expect(page.getByText("Die Lieferung ist gemeldet.")).toBeVisible();
  await page.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("vor dem Lieferzeitraum");
  await context.close();
});

test("dealer A vs dealer B on the pages: another dealer's order is the 404 page, its form posts change nothing", async ({ browser }) => {
  test.setTimeout(60_000);
  // Node's resolver (page.request) knows no *.localhost names: this journey runs on the address itself.
  const origin = `http://127.0.0.1:${PORT}`;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "Fremd" });
  await logInOnPage(page, OTHER_DEALER);
  await page.waitForURL(/\/haendlerportal$/);
  await expect(page.getByRole("banner")).not.toContainText(DEMO_DEALER.email);

  const res = await page.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Diese Bestellung gibt es nicht.");
  await page.goto("/haendlerportal/bestellungen");
  await expect(page.locator(`#bestellung-${order.OrderId}`)).toHaveCount(0);

  for (const [path, form] of [
    [
      "/haendlerportal/bestellungen",
      { intent: "confirm", orderId: String(order.OrderId), WindowKind: "range", From: berlinDay(1), To: berlinDay(2) },
    ],
    ["/haendlerportal/bestellungen", { intent: "decline", orderId: String(order.OrderId), Reason: "Nicht unser Kunde." }],
    [`/haendlerportal/bestellungen/${order.OrderId}`, { intent: "dispatch", orderId: String(order.OrderId) }],
    ["/haendlerportal/lieferungen", { intent: "deliver-preview", orderId: String(order.OrderId), DeliveredAmount: "3000" }],
    ["/haendlerportal/lieferungen", { intent: "deliver", orderId: String(order.OrderId), DeliveredAmount: "3000" }],
  ] as const) {
    const post = await page.request.post(path, { form, headers: { origin }, maxRedirects: 0 });
    expect([path, form.intent, post.status()]).toEqual([path, form.intent, 404]);
  }
  // Dealer A still sees it new and untouched.
  await context.close();
  const own = await browser.newContext({ baseURL: origin });
  const mine = await own.newPage();
  await logInOnPage(mine, DEMO_DEALER);
  await mine.waitForURL(/\/haendlerportal$/);
  await mine.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  await expect(mine.locator("h1 .portal-status")).toHaveText("Neu");
  await expect(mine.getByRole("region", { name: "Verlauf" }).getByRole("listitem")).toHaveCount(1);
  await own.close();
});

test("who else gets in: an ADMIN has no dealer (403 in German), a customer the 403 page, an anonymous visitor the login and then the order", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const origin = `http://de.localhost:${PORT}`;
  const admin = await browser.newContext({ baseURL: origin });
  const adminPage = await admin.newPage();
  await logInOnPage(adminPage, { email: "admin@example.com", password: "Admin-Demo-1" });
  await adminPage.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto"));
  const refused = await adminPage.goto("/haendlerportal");
  expect(refused?.status()).toBe(403);
  await expect(adminPage.getByRole("alert")).toHaveText("Ihr Konto ist keinem Händler zugeordnet.");
  await admin.close();

  const customer = await browser.newContext({ baseURL: origin });
  const customerPage = await customer.newPage();
  await logInOnPage(customerPage, { email: "kunde@example.com", password: "Heizoel-Demo-1" });
  await customerPage.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto"));
  expect((await customerPage.goto("/haendlerportal/lieferungen"))?.status()).toBe(403);
  await customer.close();

  // A mail's link to one order: the login first, then that order (not the overview).
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "Link" });
  const anonymous = await browser.newContext({ baseURL: origin });
  const page = await anonymous.newPage();
  await page.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  await expect(page).toHaveURL(`/benutzerkonto/anmeldung?ReturnUrl=%2Fhaendlerportal%2Fbestellungen%2F${order.OrderId}`);
  await page.waitForSelector("html[data-hydrated]");
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail-Adresse").fill(DEMO_DEALER.email);
  await form.getByLabel("Kennwort").fill(DEMO_DEALER.password);
  await form.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL(new RegExp(`/haendlerportal/bestellungen/${order.OrderId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(order.OrderNumber);
  await anonymous.close();
});
