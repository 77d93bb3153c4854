import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { dealerBranches, logInAsDealer } from "./dealer-login.ts";

// Decision 0027 ("Price lists"): the dealer changes a price with a preview of the change and the resulting ranks, and
// uploads a CSV price list (decision 0027).
test.describe("dealer portal: prices", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsDealer(page);
  });

  test("changes a price: preview with old and new band and the ranks at three postcodes, then Übernehmen", async ({ page }) => {
    await gotoHydrated(page, "/haendlerportal/preise");
    await acceptNecessaryCookies(page);
    await expect(page.getByRole("heading", { level: 1, name: "Preise" })).toBeVisible();
    const branch = (await dealerBranches(page))[0];
    const card = page.locator(`#filiale-${branch.Id}`);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(branch.Name);
    // Heating oil standard (product 1): change the first band's net price.
    await card.getByRole("link", { name: /Preise ändern\s+für Heizöl Standard/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preise ändern: Heizöl Standard schwefelarm");
    const price = page.getByLabel("Staffel 1: Nettopreis pro 100 l");
    const old = await price.inputValue();
    const lower = (Math.round(Number(old.replace(",", ".")) * 100) - 237) / 100;
    await price.fill(lower.toFixed(2).replace(".", ","));
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorschau: Heizöl Standard schwefelarm");
    const bands = page.locator(".price-preview table").first();
    await expect(bands.locator("tbody tr").first()).toContainText(`${lower.toFixed(2).replace(".", ",")} €`);
    await expect(bands.locator("tbody tr").first()).toContainText(/−\d+,\d %/);
    const ranks = page.locator(".settings-table--ranks tbody tr");
    await expect(ranks).toHaveCount(3);
    await expect(ranks.first()).toContainText(branch.ZipCode);
    await expect(ranks.first().locator("td").first()).toHaveText(/^(\d+|kein Angebot) → (\d+ von \d+|kein Angebot)$/);
    await page.screenshot({ path: "test-results/dealer-portal-price-preview.png", fullPage: true });

    await page.getByRole("button", { name: "Übernehmen" }).click();
    await expect(page).toHaveURL(/\/haendlerportal\/preise\?gespeichert=liste/);
    await expect(page.getByRole("status")).toContainText("Die neuen Preise sind gespeichert");
    await expect(page.locator(`#filiale-${branch.Id} table`).first().locator("tbody tr").first()).toContainText(
      `${lower.toFixed(2).replace(".", ",")} €`,
    );
  });

  test("a wrong band is named in German and nothing is saved", async ({ page }) => {
    const branch = (await dealerBranches(page))[0];
    await gotoHydrated(page, `/haendlerportal/preise/bearbeiten?filiale=${branch.Id}&produkt=1`);
    await acceptNecessaryCookies(page);
    await page.getByLabel("Staffel 1: Nettopreis pro 100 l").fill("abc");
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Bitte prüfen Sie die markierten Preisstaffeln");
    await expect(page.getByText("Der Preis „abc“ ist ungültig (Netto pro 100 l, z. B. 89,90).")).toBeVisible();
  });

  test("uploads a CSV price list: preview, then Übernehmen", async ({ page }) => {
    const branch = (await dealerBranches(page))[0];
    await gotoHydrated(page, "/haendlerportal/preise");
    await acceptNecessaryCookies(page);
    // Bio heating oil (product 3) with two bands, valid at once.
    const csv = `branch_id;product_id;min_amount;net_price;valid_from;valid_to\n${branch.Id};3;500;111,10;;\n${branch.Id};3;5000;99,20;;\n`;
    await page
      .getByLabel("CSV-Datei", { exact: true })
      .setInputFiles({ name: "preise.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preisliste aus der Datei prüfen");
    await expect(page.locator(".price-preview")).toContainText("Bio-Heizöl schwefelarm (B10)");
    await expect(page.locator(".price-preview")).toContainText("99,20 €");
    await expect(page.locator(".settings-table--ranks tbody tr").first()).toContainText(branch.ZipCode);
    await page.getByRole("button", { name: "Übernehmen" }).click();
    await expect(page).toHaveURL(/gespeichert=datei/);
    const bio = page.locator(`#filiale-${branch.Id} .price-list`, { hasText: "Bio-Heizöl" });
    await expect(bio.locator("tbody tr")).toHaveCount(2);
    await expect(bio).toContainText("111,10 €");
  });

  test("a CSV with another dealer's branch is refused line by line", async ({ page }) => {
    await gotoHydrated(page, "/haendlerportal/preise");
    await acceptNecessaryCookies(page);
    const csv = "branch_id;product_id;min_amount;net_price;valid_from;valid_to\n999999;1;500;80,00;;\n";
    await page
      .getByLabel("CSV-Datei", { exact: true })
      .setInputFiles({ name: "fremd.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
    await expect(page.getByRole("alert")).toContainText("Die Datei enthält einen Fehler. Es wurde nichts gespeichert.");
    await expect(page.getByRole("alert")).toContainText("Zeile 2: Unbekannte Filiale „999999“.");
  });
});
