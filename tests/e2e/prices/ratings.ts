import { expect, type Page } from "@playwright/test";
import { gotoHydrated, origin } from "../helpers.ts";

/** A state per country whose directory page lists rated demo dealers. */
export const RATED_STATES = { de: "bayern", at: "wien", ch: "zuerich" } as const;

const count = (text: string) => Number(text.replace(/[.’']/g, ""));

/** The footer widget's "… · 425 insgesamt". */
export async function footerTotal(page: Page): Promise<number> {
  const widget = page.getByTestId("review-widget");
  await expect(widget).toContainText("insgesamt");
  return count(/([\d.’']+)\s+insgesamt/.exec((await widget.textContent())!)![1]);
}

/** Every dealer card's review count ("(4 Bewertungen)", "(1 Bewertung)"; "Noch keine Bewertungen" is 0). */
export async function cardCounts(page: Page): Promise<number[]> {
  const texts = await page.locator(".dealer-list .offer__rating").allTextContents();
  return texts.map((t) => (t.includes("Noch keine Bewertungen") ? 0 : count(/\(([\d.’']+) Bewertung(?:en)?\)/.exec(t)![1])));
}

/**
 * Decision 0044 in the browser: the country's dealer cards and its footer widget count the same ratings —
 * no card above the site's total, the rated dealer's own page saying what its card says.
 */
export async function cardsAgreeWithFooter(page: Page, code: keyof typeof RATED_STATES) {
  await gotoHydrated(page, `${origin(code)}/heizoelhaendler/${RATED_STATES[code]}`);
  const total = await footerTotal(page);
  const counts = await cardCounts(page);
  expect(counts.length).toBeGreaterThan(1);
  expect(Math.max(...counts)).toBeGreaterThan(0);
  for (const c of counts) expect(c).toBeLessThanOrEqual(total);
  const rated = page
    .locator(".dealer-list li")
    .filter({ has: page.locator(".offer__rating", { hasText: "Bewertung" }) })
    .filter({ hasNotText: "Noch keine" })
    .first();
  const cardText = (await rated.locator(".offer__rating").textContent())!.replace(/^★\s*/, "").trim();
  const link = rated.getByRole("link").first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("main .offer__rating")).toContainText(cardText.replace(/ \(/, " von 5 ("));
  const ld = JSON.parse((await page.locator("script[type='application/ld+json']").textContent())!);
  expect(ld.aggregateRating.reviewCount).toBe(count(/\(([\d.’']+) Bewertung/.exec(cardText)![1]));
  expect(await footerTotal(page)).toBe(total);
}
