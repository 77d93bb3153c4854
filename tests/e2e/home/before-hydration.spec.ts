import { expect, test } from "@playwright/test";

// Issue 9, item 12: a visitor who submits before the scripts have loaded (slow line) still gets offers.
test("the calculator bar works before hydration (scripts not loaded yet)", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const bar = page.getByRole("form", { name: "Preisrechner" });
  await bar.getByLabel("PLZ").fill("80331");
  await bar.getByRole("button", { name: "Preise vergleichen" }).click();
  await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=80331&amount=3000&/);
  await expect(page.getByTestId("offer").first()).toBeVisible();
});
