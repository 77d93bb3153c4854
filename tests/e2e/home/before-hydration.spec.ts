import { expect, test } from "@playwright/test";

// Decision 0014: a visitor who submits before the scripts have loaded (slow line) still gets offers.
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

test("what was typed before hydration is kept once the scripts run", async ({ page }) => {
  // Scripts arrive late: the visitor types into the server-rendered bar meanwhile.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const bar = page.getByRole("form", { name: "Preisrechner" });
  await bar.getByLabel("PLZ").fill("80331");
  await bar.getByLabel("Liter").fill("2500");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(bar.getByLabel("PLZ")).toHaveValue("80331");
  await bar.getByRole("button", { name: "Preise vergleichen" }).click();
  await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=80331&amount=2500&/);
});

test("the offer list's search keeps a postcode typed before hydration", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/heizoel/angebotsliste?zipCode=80331&amount=3000", { waitUntil: "commit" });
  const search = page.getByRole("form", { name: "Suche ändern" });
  await search.getByLabel("PLZ").fill("10115");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(search.getByLabel("PLZ")).toHaveValue("10115");
  await search.getByRole("button", { name: "Aktualisieren" }).click();
  await page.waitForURL(/zipCode=10115/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("10115");
});
