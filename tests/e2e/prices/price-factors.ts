import { expect, type Page } from "@playwright/test";

/**
 * Decision 0044: every factor says the day its value is from ("Stand 18.08.2026"); a trend ("+2,18 %
 * (7 Tage)") only where the value is current, "keine neueren Daten" where it is older than its period.
 */
export async function factorsAreDated(page: Page) {
  const factors = page.locator("[data-factor]");
  await expect(factors).toHaveCount(4);
  for (const f of await factors.all()) {
    await expect(f.locator(".factors__date")).toHaveText(/^Stand \d{2}\.\d{2}\.\d{4}$/);
    const current = (await f.getAttribute("data-current")) === "true";
    await expect(f.locator(".factors__change")).toHaveText(
      current ? /^[+-]?\d+[,.]\d{2} % \((7 Tage|Vormonat|Vorjahr)\)$/ : "keine neueren Daten",
    );
  }
}
