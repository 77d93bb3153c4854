import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies } from "../helpers.ts";
import { berlinDay, DEMO_DEALER, dealerIdOf, guestOrderFrom, horizontalOverflow, logInOnPage } from "./portal-helpers.ts";

// The dealer portal at 375 px (project "mobile", decision 0026): the same journey by touch, nothing
// wider than the screen on any page, a screenshot of each.
const SHOTS = "test-results/dealer-portal";
// German dates in the date inputs, as a German browser shows them.
test.use({ locale: "de-DE" });

async function check(page: Page, name: string) {
  // After a form's post the page revalidates: look at it once it has settled.
  await page.waitForFunction(() => !document.querySelector("button[disabled]"));
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/mobile-${name}.png`, fullPage: true });
}

test("on a 375 px screen the dealer confirms a day with a time slot, reports out for delivery and delivered", async ({ page }) => {
  test.setTimeout(90_000);
  const order = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "Mobil" });
  await logInOnPage(page, DEMO_DEALER);
  await page.waitForURL(/\/haendlerportal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guten Tag, Hans Händler" })).toBeVisible();
  await acceptNecessaryCookies(page);
  await check(page, "overview");

  await page.getByRole("navigation", { name: "Händlerportal" }).getByRole("link", { name: "Bestellungen" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
  const card = page.locator(`#bestellung-${order.OrderId}`);
  await card.getByText("Bestätigen", { exact: true }).tap();
  await card.getByLabel("Ein Tag mit Zeitfenster").check();
  await expect(card.getByLabel("Von", { exact: true })).toBeHidden();
  await card.getByLabel("Liefertag").fill(berlinDay(1));
  await card.getByLabel("Zeitfenster", { exact: true }).selectOption("07–12 Uhr");
  await check(page, "orders-confirm");
  await card.getByRole("button", { name: "Bestellung bestätigen" }).tap();
  await expect(card.getByRole("status")).toContainText("Die Bestellung ist bestätigt.");
  await expect(card).toContainText("07–12 Uhr");
  await check(page, "orders");

  await page.getByRole("navigation", { name: "Händlerportal" }).getByRole("link", { name: "Lieferungen" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Lieferungen" })).toBeVisible();
  const delivery = page.locator(`#bestellung-${order.OrderId}`);
  await delivery.getByRole("button", { name: "Unterwegs" }).tap();
  await expect(delivery.locator(".portal-status")).toHaveText("Unterwegs");
  await delivery.getByText("Geliefert", { exact: true }).tap();
  await delivery.getByLabel("Gelieferte Menge (Liter bei 15 °C)").fill("4000");
  await delivery.getByRole("button", { name: "Endbetrag prüfen" }).tap();
  // 4,000 of 3,000 l is beyond any tolerance a dealer may state: the customer has to consent.
  await expect(delivery.getByRole("status", { name: "Endbetrag der Lieferung" })).toContainText(
    "Die Kundin bzw. der Kunde muss der Liefermenge zustimmen",
  );
  // The window is tomorrow (decision 0048): the summary asks whether it really was delivered already.
  await expect(delivery.getByRole("status", { name: "Endbetrag der Lieferung" })).toContainText("Vor dem Lieferzeitraum");
  await delivery.getByLabel(`Ja, die Lieferung ist schon erfolgt (vor dem ${berlinDay(1).split("-").reverse().join(".")}).`).check();
  await check(page, "deliveries-preview");
  await delivery.getByRole("button", { name: "4.000 Liter als geliefert melden" }).tap();
  await expect(page.locator(`#bestellung-${order.OrderId} .portal-status`)).toHaveText("Wartet auf Zustimmung");
  await check(page, "deliveries");

  await page.goto(`/haendlerportal/bestellungen/${order.OrderId}`);
  await expect(page.locator("h1 .portal-status")).toHaveText("Wartet auf Zustimmung");
  await check(page, "order-detail");
});
