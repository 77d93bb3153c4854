import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

test("unknown paths render the German 404 page with status 404 (§2)", async ({ page }) => {
  const res = await gotoHydrated(page, "/gibt-es-wirklich-nicht");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Die angeforderte Seite existiert nicht..." })).toBeVisible();
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Startseite", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel("PLZ")).toBeVisible();
});

test("the fixed calculator bar sits at the top of content pages", async ({ page }) => {
  await gotoHydrated(page, "/irgendeine-seite");
  await expect(page.locator(".fixed-calculator").getByLabel("PLZ")).toBeVisible();
});

test("no CSP violations or console errors on the home page", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await gotoHydrated(page, "/");
  expect(problems).toEqual([]);
});

test("the analytics script loads only after consent", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  await page.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(page.locator("script[data-analytics]")).toHaveCount(1);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByRole("button", { name: "Alle akzeptieren" })).toHaveCount(0);
  await expect(page.locator("script[data-analytics]")).toHaveCount(1);
});
