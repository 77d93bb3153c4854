import { test } from "@playwright/test";
import {
  compareWithAssistant,
  compareWithCalculatorBar,
  continueAsGuest,
  logInAsDemoCustomer,
  searchAndSetOnOfferList,
} from "./compare-journeys.ts";

// Decision 0014 on the desktop; the same journeys at 375 px are in compare-with-session-mobile.spec.ts.
test.describe("comparing prices with a session", () => {
  test("the logged-in demo customer compares with the calculator bar, the assistant and the offer list", async ({ page }) => {
    await logInAsDemoCustomer(page);
    await compareWithCalculatorBar(page);
    await compareWithAssistant(page);
    await searchAndSetOnOfferList(page, false);
  });

  test("a guest after 'Als Gast weiter' goes back and compares again", async ({ page }) => {
    await continueAsGuest(page);
    await compareWithCalculatorBar(page);
    await compareWithAssistant(page);
    await searchAndSetOnOfferList(page, false);
  });
});
