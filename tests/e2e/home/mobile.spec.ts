import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

test("at 375 px the calculator bar is usable and nothing overflows", async ({ page }) => {
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel("PLZ").fill("400");
  await page.getByRole("button", { name: "Preise vergleichen" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await page.getByLabel("PLZ").fill("20095");
  await page.getByRole("button", { name: "Preise vergleichen" }).click();
  await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=20095&amount=3000/);
});
