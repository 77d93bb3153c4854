import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { dealerBranches, horizontalOverflow, logInAsDealer } from "./dealer-login.ts";
import { DEMO_DEALER, dealerIdOf, guestOrderFrom } from "./portal-helpers.ts";

// Decision 0048 at 375 px: the overview's figures and the delivery map fit a phone and stay readable.
test("on a 375 px screen: the overview's four figures and a delivery map with borders, town names and postcodes", async ({ page }) => {
  test.setTimeout(60_000);
  await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { lastName: "Telefon" });
  await logInAsDealer(page);
  await gotoHydrated(page, "/haendlerportal");
  await acceptNecessaryCookies(page);
  await expect(page.locator("[data-figure=today]")).toBeVisible();
  await expect(page.locator("[data-figure=waiting]").getByRole("listitem").first().locator(".portal-age")).toHaveText(/^seit /);
  await expect(page.locator("[data-figure=price-age]").first()).toContainText("aktualisiert");
  await expect(page.locator("[data-figure=rank]").first()).toContainText(/Platz \d+ von \d+/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/dealer-portal/mobile-overview-day.png", fullPage: true });

  // The Augsburg branch (the journeys with a desktop change the first and the last branch).
  const branch = (await dealerBranches(page))[1];
  await gotoHydrated(page, `/haendlerportal/liefergebiete?filiale=${branch.Id}`);
  // A postcode beyond the radius on the list (Landsberg am Lech), saved on the phone.
  await page.getByLabel("Postleitzahlen", { exact: true }).fill("86899");
  await page.getByRole("button", { name: "Liefergebiet speichern" }).tap();
  await expect(page.getByRole("status")).toContainText("Das Liefergebiet ist gespeichert");
  const map = page.getByRole("img", { name: /Karte des Liefergebiets/ });
  await expect(map).toBeVisible();
  await expect(map.locator(".delivery-map__postcode title", { hasText: "86899" })).toHaveCount(1);
  await expect(map.locator("text.delivery-map__label--postcode", { hasText: "86899" })).toHaveCount(1);
  expect((await map.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expect(map.locator(".delivery-map__radius")).toHaveCount(1);
  await expect(map.locator(".delivery-map__border--state, .delivery-map__border--country")).not.toHaveCount(0);
  await expect(map.locator("text.delivery-map__label", { hasText: new RegExp(`^${branch.City}$`) })).toHaveCount(1);
  // Names are written at a size a phone can read (at least 10 px on the screen).
  const size = await map
    .locator("text.delivery-map__label")
    .first()
    .evaluate((t) => (t as SVGTextElement).getBoundingClientRect().height);
  expect(size).toBeGreaterThanOrEqual(10);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/dealer-portal/mobile-delivery-map.png", fullPage: true });
});
