import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../helpers.ts";

test("the info center lists its guides", async ({ page }) => {
  await gotoHydrated(page, "/info-center");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Info-Center");
  await expect(page.locator("article.guide")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Heizöl-Qualitäten im Überblick" })).toBeVisible();
});

test("/druckansicht/agb prints cleanly: plain layout, no site chrome, print button hidden in print", async ({ page }) => {
  const res = await gotoHydrated(page, "/druckansicht/agb");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Allgemeine Geschäftsbedingungen");
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".layout--plain-print")).toHaveCount(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Drucken" })).toBeHidden();
  await expect(page.locator(".consent")).toBeHidden();
});
