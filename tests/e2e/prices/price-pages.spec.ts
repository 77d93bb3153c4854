import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";

for (const [code, state, currency] of [
  ["de", "Bayern", "€"],
  ["at", "Tirol", "€"],
  ["ch", "Zürich", "CHF"],
] as const) {
  test(`${code}: /heizoelpreise shows today's average, chart, factors, FAQ and leads to a state page`, async ({ page }) => {
    const res = await gotoHydrated(page, `${origin(code)}/heizoelpreise`);
    expect(res?.status()).toBe(200);
    await acceptNecessaryCookies(page);
    await expect(page.getByTestId("average-price")).toContainText(currency);
    await expect(page.locator(".price-chart__line")).toHaveCount(1);
    await expect(page.locator("[data-factor]")).toHaveCount(4);
    await expect(page.getByText("Wann war Heizöl in den letzten drei Jahren am teuersten?")).toBeVisible();
    await page.getByRole("button", { name: state, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Heizölpreise in ${state}`);
    await page.getByRole("link", { name: "3 Jahre" }).click();
    await expect(page).toHaveURL(/zeitraum=3j/);
  });
}

test("an unknown state gives the 404 page", async ({ page }) => {
  const res = await page.goto("/heizoelpreise/atlantis");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Die angeforderte Seite existiert nicht..." })).toBeVisible();
});
