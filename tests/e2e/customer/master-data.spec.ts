import { expect, request as http, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, PORT } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";

// Her master data and the partial account pages (decision 0028); one page of the form,
// /persoenliche-daten, which /kunde/stammdaten leads to for good (decision 0045).

test("/kunde/stammdaten leads to /persoenliche-daten for good, its query kept, the same answer for everyone", async () => {
  // Node's resolver knows no *.localhost names; an address without a country host is the German site.
  const request = await http.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const res = await request.get("/kunde/stammdaten?tab=adressen", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/persoenliche-daten?tab=adressen");
  await request.dispose();
});

test("her master data in the customer area, and the partial pages that show one section on its own", async ({ page }, testInfo) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/stammdaten");
  await expect(page).toHaveURL(/\/persoenliche-daten$/);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Persönliche Daten" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Adressen" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Kundenbereich" }).getByRole("link", { name: "Persönliche Daten" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: "Meine Daten" }).last()).toHaveAttribute("href", "/kunde/meine-daten");
  await page.screenshot({ path: testInfo.outputPath("persoenliche-daten.png"), fullPage: true });

  // Only the address book; then one address's dialog open; then the login data alone.
  await gotoHydrated(page, "/account/basedata/partial/adressen");
  await expect(page.getByRole("heading", { name: "Adressen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kennwort ändern" })).toHaveCount(0);
  await gotoHydrated(page, "/account/basedata/partial/adressen/neue-lieferadresse");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("partial-address.png"), fullPage: true });
  await gotoHydrated(page, "/account/basedata/partial/anmeldedaten");
  await expect(page.getByRole("heading", { name: "Kennwort ändern" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Adressen" })).toHaveCount(0);
  const missing = await page.goto("/account/basedata/partial/adressen/999999999");
  expect(missing?.status()).toBe(404);
});
