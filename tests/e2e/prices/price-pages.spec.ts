import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";
import { factorsAreDated } from "./price-factors.ts";

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
    await expect(page.locator(".price-chart__line:visible")).toHaveCount(1);
    await factorsAreDated(page);
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

for (const [code, state, place, zip, currency] of [
  ["de", "Bayern", "München", "80331", "€"],
  ["at", "Tirol", "Innsbruck", "6020", "€"],
  ["ch", "Zürich", "Zürich", "8001", "CHF"],
] as const) {
  test(`${code}: map → ${state} → ${place} → ${zip}: a local page with local prices, dealers and the calculator preset`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${origin(code)}/heizoelpreise`);
    await acceptNecessaryCookies(page);
    await page.getByRole("button", { name: state, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Heizölpreise in ${state}`);

    await page.getByTestId("state-places").getByRole("link", { name: place, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Heizölpreise in ${place}`);
    await expect(page.getByTestId("local-average-price")).toContainText(currency);
    await expect(page.getByTestId("nearby-places").getByRole("link").first()).toBeVisible();

    await page.getByTestId("place-zips").getByRole("link", { name: zip, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Heizölpreise in ${zip} ${place}`);
    await expect(page).toHaveURL(new RegExp(`/heizoelpreise/[a-z-]+/[a-z-]+/${zip}$`));
    await expect(page.getByTestId("local-average-price")).toContainText(currency);
    await expect(page.getByTestId("local-trend")).toContainText("zum Vortag");
    await expect(page.locator(".price-chart__line:visible")).toHaveCount(1);
    // Spec §3 range rows: one per product group that dealers deliver there, heating oil first.
    // Decision 0015: the country's grouping ("3’000" in Switzerland).
    await expect(page.getByTestId("local-range-rows").getByRole("row").first()).toContainText(
      `Heizöl (je 100 l bei ${code === "ch" ? "3\u2019000" : "3.000"} l)`,
    );
    expect(await page.getByTestId("local-dealers").getByRole("listitem").count()).toBeGreaterThan(1);
    await expect(page.getByLabel("PLZ")).toHaveValue(zip);
    // Every country's demo deliveries were rated (decision 0044): each site's widget has its own mark.
    await expect(page.getByTestId("review-widget")).toContainText("Bewertungen der letzten 365 Tage");
    // The postcode exists only in this country: the country switch leads to the other sites' overview.
    const other = code === "de" ? "at" : "de";
    await expect(page.locator(".site-header .country-switch").getByRole("link", { name: other.toUpperCase() })).toHaveAttribute(
      "href",
      `${origin(other)}/heizoelpreise`,
    );

    // The dealers' links lead to their pages in the directory.
    await page.getByTestId("local-dealers").getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/heizoelhaendler/[a-z-]+/${zip}/\\d+$`));
  });
}

test("the short form /heizoelpreise/{state}/{zip} redirects to the postcode page; the postcode search finds it", async ({ page }) => {
  const res = await gotoHydrated(page, "/heizoelpreise/bayern/90402");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/heizoelpreise\/bayern\/nuernberg\/90402$/);
  await acceptNecessaryCookies(page);
  await gotoHydrated(page, "/heizoelpreise/bayern");
  await page.getByLabel("Heizölpreise für Ihre Postleitzahl").fill("86150");
  await page.getByRole("button", { name: "Preise anzeigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heizölpreise in 86150 Augsburg");
});

for (const path of ["/heizoelpreise/bayern/muenchen/99999", "/heizoelpreise/bayern/atlantis", "/heizoelpreise/bayern/00000"]) {
  test(`an unknown place or postcode gives the 404 page: ${path}`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Die angeforderte Seite existiert nicht..." })).toBeVisible();
  });
}
