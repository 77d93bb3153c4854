import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { dealerBranches, horizontalOverflow, logInAsDealer } from "./dealer-login.ts";

// The settings pages at 375 px (decisions 0026 and 0027: the portal works at 375 px): no sideways scrolling, and a price change
// can be previewed on a phone.
test("dealer portal settings fit a 375 px screen", async ({ page }) => {
  await logInAsDealer(page);
  const branch = (await dealerBranches(page))[0];
  for (const [path, heading] of [
    ["/haendlerportal/preise", "Preise"],
    [`/haendlerportal/preise/bearbeiten?filiale=${branch.Id}&produkt=1`, "Preise ändern: Heizöl Standard schwefelarm"],
    [`/haendlerportal/liefergebiete?filiale=${branch.Id}`, "Liefergebiete"],
    ["/haendlerportal/konditionen", "Konditionen"],
    ["/haendlerportal/mitarbeiter", "Mitarbeiter"],
  ] as const) {
    await gotoHydrated(page, path);
    await acceptNecessaryCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/dealer-portal-mobile-${path.split("?")[0].split("/").pop()}.png`, fullPage: true });
  }
});

test("a price preview with ranks on a phone", async ({ page }) => {
  await logInAsDealer(page);
  const branch = (await dealerBranches(page))[0];
  await gotoHydrated(page, `/haendlerportal/preise/bearbeiten?filiale=${branch.Id}&produkt=1`);
  await acceptNecessaryCookies(page);
  const price = page.getByLabel("Staffel 2: Nettopreis pro 100 l");
  const old = await price.inputValue();
  await price.fill(((Math.round(Number(old.replace(",", ".")) * 100) + 150) / 100).toFixed(2).replace(".", ","));
  await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
  await expect(page.locator(".settings-table--ranks tbody tr")).toHaveCount(3);
  await expect(page.locator(".price-preview")).toContainText(/\+\d+,\d %/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/dealer-portal-mobile-preview.png", fullPage: true });
  await page.getByRole("button", { name: "Zurück zum Formular" }).click();
  await expect(page.getByLabel("Staffel 2: Nettopreis pro 100 l")).not.toHaveValue(old);
});
