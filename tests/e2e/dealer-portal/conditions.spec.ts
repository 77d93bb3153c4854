import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { dealerBranches, logInAsDealer } from "./dealer-login.ts";

// Decision 0027 ("Conditions"): lead time, surcharge level and minimum amount per branch; tolerance and order e-mail per dealer.
test("dealer portal: changes a branch's conditions and the dealer's tolerance", async ({ page }) => {
  await logInAsDealer(page);
  const branch = (await dealerBranches(page))[0];
  await gotoHydrated(page, "/haendlerportal/konditionen");
  await acceptNecessaryCookies(page);
  const card = page.locator(`#filiale-${branch.Id}`);
  await card.getByLabel("Lieferzeit in Tagen").fill("0");
  await card.getByRole("button", { name: /Speichern/ }).click();
  await expect(page.locator(`#filiale-${branch.Id}`).getByText("Die Lieferzeit in Tagen muss zwischen 1 und 30 liegen.")).toBeVisible();

  await page.locator(`#filiale-${branch.Id}`).getByLabel("Lieferzeit in Tagen").fill("6");
  await page.locator(`#filiale-${branch.Id}`).getByLabel("Preisniveau Zuschläge in %").fill("105");
  await page
    .locator(`#filiale-${branch.Id}`)
    .getByRole("button", { name: /Speichern/ })
    .click();
  await expect(page).toHaveURL(/gespeichert=filiale-/);
  await expect(page.locator(`#filiale-${branch.Id}`).getByRole("status")).toContainText("Gespeichert");
  await expect(page.locator(`#filiale-${branch.Id}`).getByLabel("Lieferzeit in Tagen")).toHaveValue("6");

  await page.getByLabel("Liefertoleranz in %").fill("4");
  await page.getByLabel("E-Mail-Adresse für neue Bestellungen").fill("Bestellungen@Example.com");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page).toHaveURL(/gespeichert=haendler/);
  await expect(page.getByLabel("Liefertoleranz in %")).toHaveValue("4");
  // What is stored, not what was typed.
  await expect(page.getByLabel("E-Mail-Adresse für neue Bestellungen")).toHaveValue("bestellungen@example.com");
  await page.screenshot({ path: "test-results/dealer-portal-conditions.png", fullPage: true });
});
