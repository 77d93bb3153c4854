import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { DEMO_CUSTOMER } from "../account/login.ts";

// The customer area's orders (decision 0028), as the demo customer: log in from the area,
// page and filter her orders, open one, download its invoice (a PDF file since decision 0041), order the same again.

test("the demo customer logs in from /kunde/bestellungen, pages and filters her orders, downloads an invoice and reorders", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // Anonymous: the login with ReturnUrl, then straight back.
  await gotoHydrated(page, "/kunde/bestellungen");
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=%2Fkunde%2Fbestellungen$/);
  await acceptNecessaryCookies(page);
  await page.getByLabel("E-Mail-Adresse").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Kennwort").fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/kunde\/bestellungen$/);
  await expect(page.getByRole("heading", { name: "Meine Bestellungen" })).toBeVisible();

  // Eleven German demo orders over two years: ten on the first page, the oldest on the second. Her German
  // orders on the German site (decision 0045); her Swiss order is on the Swiss site.
  await expect(page.getByText(/^11 Bestellungen auf der Seite für Deutschland, die neueste zuerst\.$/)).toBeVisible();
  await expect(page.getByTestId("customer-order")).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath("orders.png"), fullPage: true });
  await page.getByRole("link", { name: "Ältere →" }).click();
  await expect(page).toHaveURL(/seite=2/);
  await expect(page.getByTestId("customer-order")).toHaveCount(1);
  await expect(page.getByText("Seite 2 von 2")).toBeVisible();

  // Filter by the year of the oldest order: a plain GET form.
  const years = await page.getByLabel("Jahr").locator("option").allTextContents();
  const oldest = years.at(-1)!;
  await page.getByLabel("Jahr").selectOption(oldest);
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`jahr=${oldest}`));
  await expect(page.getByText(/in dieser Auswahl/)).toBeVisible();
  await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(page.getByTestId("customer-order")).toHaveCount(10);

  // A delivered order: its status page, then its invoice, a PDF file (decision 0041).
  const delivered = page
    .getByTestId("customer-order")
    .filter({ has: page.getByTestId("customer-order-status").getByText("Geliefert", { exact: true }) })
    .first();
  await delivered.getByRole("link", { name: /^Details/ }).click();
  await expect(page).toHaveURL(/\/heizoel\/bestellung-erfolgreich\/\d+$/);
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("order-status")).toHaveText("Geliefert");
  await expect(page.getByTestId("order-documents").getByRole("link")).toHaveText([
    "Rechnung (PDF)",
    "Lieferschein (PDF)",
    "Bestellbestätigung (PDF)",
  ]);
  const downloading = page.waitForEvent("download");
  await page.getByTestId("order-document-invoice").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Rechnung-RE-\d{4}-\d{4}-\d{5}\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await testInfo.attach("rechnung.pdf", { body: pdf, contentType: "application/pdf" });
  // The printable page's old address leads to the same invoice.
  const orderId = /bestellung-erfolgreich\/(\d+)$/.exec(page.url())![1];
  const followed = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { url: res.url, type: res.headers.get("content-type") };
  }, `/kunde/bestellungen/${orderId}/beleg`);
  expect(followed.url).toMatch(new RegExp(`/heizoel/bestellung-erfolgreich/${orderId}/rechnung\\.pdf$`));
  expect(followed.type).toBe("application/pdf");

  // "Erneut bestellen": today's offer list for the same configuration.
  await page.getByTestId("reorder-link").click();
  await expect(page).toHaveURL(/\/heizoel\/angebotsliste\?zipCode=8\d{4}&amount=\d+/);
  await expect(page.getByRole("link", { name: "Bestellen" }).first()).toBeVisible();
});

test("the start page greets her with her latest order and today's price for her usual amount", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?ReturnUrl=%2Fkunde%2Fstartseite");
  await acceptNecessaryCookies(page);
  await page.getByLabel("E-Mail-Adresse").fill(DEMO_CUSTOMER.email);
  await page.getByLabel("Kennwort").fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/kunde\/startseite$/);
  await expect(page.getByRole("heading", { name: "Guten Tag, Erika Mustermann" })).toBeVisible();
  // Her name in the header leads here from every page.
  await expect(page.getByRole("banner").getByRole("link", { name: "Erika Mustermann" })).toHaveAttribute("href", "/kunde/startseite");
  await expect(page.getByRole("navigation", { name: "Kundenbereich" }).getByRole("link", { name: "Startseite" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const best = page.getByTestId("customer-best-price");
  await expect(best).toContainText("Ihr Preis heute");
  await expect(page.getByRole("heading", { name: "Ihre letzte Bestellung" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("start.png"), fullPage: true });
  await best.getByRole("link", { name: /^Alle \d+ Angebote ansehen$/ }).click();
  await expect(page).toHaveURL(/\/angebotsliste\?zipCode=\d+&amount=\d+/);
});
