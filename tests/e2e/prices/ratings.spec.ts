import { test } from "@playwright/test";
import { cardsAgreeWithFooter, RATED_STATES } from "./ratings.ts";

// Decision 0044: one source of ratings per country — the customers' delivery ratings.
for (const code of Object.keys(RATED_STATES) as (keyof typeof RATED_STATES)[]) {
  test(`${code}: the dealer cards and the footer's review widget count the same ratings`, async ({ page, context }) => {
    await context.addCookies([{ name: "cookie-consent", value: "necessary", url: `http://${code}.localhost` }]);
    await cardsAgreeWithFooter(page, code);
  });
}
