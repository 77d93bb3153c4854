import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../helpers.ts";

test("the info center lists its guides, each a CMS page of its own", async ({ page }) => {
  await gotoHydrated(page, "/info-center");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Info-Center");
  // The four seeded guides (other journeys may have published more meanwhile).
  for (const title of [
    "Heizöl kaufen: So gehen Sie vor",
    "Heizöl-Qualitäten im Überblick",
    "Tankpflege und Sicherheit",
    "Holzpellets kaufen und lagern",
  ])
    await expect(page.locator(".guide-list > li").getByRole("link", { name: title, exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Heizöl-Qualitäten im Überblick" }).click();
  await expect(page).toHaveURL(/\/info-center\/heizoel-qualitaeten$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heizöl-Qualitäten im Überblick");
  await expect(page.getByRole("heading", { level: 2, name: "Bio-Heizöl" })).toBeVisible();
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
