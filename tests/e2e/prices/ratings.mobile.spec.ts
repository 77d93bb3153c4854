import { expect, test } from "@playwright/test";
import { horizontalOverflow } from "../dealer-portal/portal-helpers.ts";
import { gotoHydrated, origin } from "../helpers.ts";
import { cardsAgreeWithFooter, RATED_STATES } from "./ratings.ts";

// Decision 0044 at 375 px: cards without a rating say so, nothing sticks out, cards and footer agree.
for (const code of Object.keys(RATED_STATES) as (keyof typeof RATED_STATES)[]) {
  test(`${code}: on a small screen the dealer cards fit and agree with the footer`, async ({ page, context }) => {
    await context.addCookies([{ name: "cookie-consent", value: "necessary", url: `http://${code}.localhost` }]);
    await gotoHydrated(page, `${origin(code)}/heizoelhaendler/${RATED_STATES[code]}`);
    await expect(page.locator(".dealer-list .offer__rating", { hasText: "Noch keine Bewertungen" }).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/prices/mobile-ratings-${code}.png`, fullPage: true });
    await cardsAgreeWithFooter(page, code);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}
