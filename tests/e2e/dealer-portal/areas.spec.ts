import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { dealerBranches, logInAsDealer } from "./dealer-login.ts";

// Decision 0027 ("Delivery areas"): the dealer changes a branch's delivery radius and postcode list and sees them on the map.
test("dealer portal: changes the delivery radius and the postcode list and sees the map", async ({ page }) => {
  await logInAsDealer(page);
  const branch = (await dealerBranches(page))[0];
  await gotoHydrated(page, `/haendlerportal/liefergebiete?filiale=${branch.Id}`);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 2, name: branch.Name })).toBeVisible();
  const map = page.getByRole("img", { name: /Karte des Liefergebiets/ });
  await expect(map).toBeVisible();
  // Decision 0048: a map to read — land, the branch's town named, a legend.
  await expect(map.locator(".delivery-map__area--home")).toHaveCount(1);
  await expect(map.locator("text.delivery-map__label").first()).toBeVisible();
  await expect(page.locator(".delivery-map__legend")).toContainText("Ort im Radius");

  await page.getByLabel("Radius in km").fill("151");
  await page.getByRole("button", { name: "Liefergebiet speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("Bitte geben Sie einen Radius zwischen 0 und 150 km in ganzen Kilometern an.");

  const prefix = branch.ZipCode.slice(0, 2);
  await page.getByLabel("Radius in km").fill("45");
  await page.getByLabel("Postleitzahlen", { exact: true }).fill(`${prefix}, 10115\n8`);
  await page.getByRole("button", { name: "Liefergebiet speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("„8“ ist zu kurz");
  // Nothing was saved: the page shows what was typed, the map what is stored.
  await expect(page.getByLabel("Postleitzahlen", { exact: true })).toHaveValue(`${prefix}, 10115\n8`);

  await page.getByLabel("Postleitzahlen", { exact: true }).fill(`${prefix}, 10115`);
  await page.getByRole("button", { name: "Liefergebiet speichern" }).click();
  await expect(page).toHaveURL(new RegExp(`filiale=${branch.Id}&gespeichert=1`));
  await expect(page.getByRole("status")).toContainText("Das Liefergebiet ist gespeichert");
  await expect(page.getByLabel("Radius in km")).toHaveValue("45");
  // Both entries are stored; the list keeps no particular order.
  await expect(page.getByLabel("Postleitzahlen", { exact: true })).toHaveValue(new RegExp(`^(${prefix}, 10115|10115, ${prefix})$`));
  await expect(page.locator(".delivery-map__legend")).toContainText("Radius 45 km");
  // Berlin's postcode widens the map across Germany: country and state borders, the branch's town and
  // Berlin named, every listed postcode marked, some of them numbered.
  await expect(map.locator(".delivery-map__border--country")).toHaveCount(1);
  await expect(map.locator(".delivery-map__border--state")).toHaveCount(1);
  await expect(map.locator(".delivery-map__area--neighbour")).toHaveCount(1);
  await expect(map.locator("text.delivery-map__label", { hasText: /^Berlin$/ })).toHaveCount(1);
  await expect(map.locator("text.delivery-map__label", { hasText: new RegExp(`^${branch.City}$`) })).toHaveCount(1);
  await expect(map.locator(".delivery-map__postcode title", { hasText: "10115" })).toHaveCount(1);
  expect(await map.locator(".delivery-map__postcode").count()).toBeGreaterThan(1);
  await expect(map.locator("text.delivery-map__label--postcode").first()).toBeVisible();
  await page.screenshot({ path: "test-results/dealer-portal-areas.png", fullPage: true });
});
