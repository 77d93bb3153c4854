import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";

test.describe("home in the three country variants (§1, §9)", () => {
  for (const [code, states, sample] of [
    ["de", 16, "Bayern"],
    ["at", 9, "Tirol"],
    ["ch", 26, "Zürich"],
  ] as const) {
    test(`${code}: renders the variant with its states`, async ({ page }) => {
      const res = await gotoHydrated(page, `${origin(code)}/`);
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-country", code);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByLabel("PLZ")).toBeVisible();
      // Decision 0015: the input groups like every number of the country.
      await expect(page.getByLabel("Liter")).toHaveValue(code === "ch" ? "3\u2019000" : "3.000");
      await expect(page.locator("[data-map-id]")).toHaveCount(states);
      await acceptNecessaryCookies(page);
      await page.getByRole("button", { name: sample, exact: true }).click();
      await expect(page.locator(".regions__detail h3")).toHaveText(sample);
      await expect(page.locator(".place-list li").first()).toBeVisible();
    });
  }

  test("a place link fills the postcode into the calculator bar", async ({ page }) => {
    await gotoHydrated(page, "/?region=bayern");
    await acceptNecessaryCookies(page);
    const first = page.locator(".place-list a").first();
    const zip = (await first.locator(".place-list__zip").textContent())!.trim();
    await first.click();
    await expect(page.getByLabel("PLZ")).toHaveValue(zip);
  });

  test("country switch links to the same page on the other site", async ({ page }) => {
    await gotoHydrated(page, "/?region=bayern");
    const link = page.locator(".site-header .country-switch a", { hasText: "AT" });
    await expect(link).toHaveAttribute("href", `${origin("at")}/?region=bayern`);
  });
});
