import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

test("news list pages and opens an article; the start page shows the newest", async ({ page }) => {
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { name: "Aktuelles" })).toBeVisible();
  await page.getByRole("link", { name: "Alle News" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heizöl-News");
  await expect(page.locator(".news-list li")).toHaveCount(4);
  await page.getByRole("link", { name: "Ältere Artikel →" }).click();
  await expect(page).toHaveURL(/seite=2/);
  await page.locator(".news-list h2 a").first().click();
  await expect(page.locator("article h1")).toBeVisible();
  await expect(page.locator(".article-body h2").first()).toBeVisible();
});

test("an unknown article gives the 404 page", async ({ page }) => {
  const res = await page.goto("/news/artikel/gibt-es-nicht");
  expect(res?.status()).toBe(404);
});
