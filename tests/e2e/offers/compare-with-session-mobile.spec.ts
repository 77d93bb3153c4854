import { test } from "@playwright/test";
import {
  compareWithAssistant,
  compareWithCalculatorBar,
  continueAsGuest,
  logInAsDemoCustomer,
  searchAndSetOnOfferList,
} from "./compare-journeys.ts";

// Decision 0014 at 375 px (project "mobile"); the desktop run is compare-with-session.spec.ts.
test.describe("comparing prices with a session at 375 px", () => {
  test("the logged-in demo customer compares with the calculator bar, the assistant and the offer list", async ({ page }) => {
    await logInAsDemoCustomer(page);
    await compareWithCalculatorBar(page);
    await compareWithAssistant(page);
    await searchAndSetOnOfferList(page, true);
  });

  test("a guest after 'Als Gast weiter' goes back and compares again", async ({ page }) => {
    await continueAsGuest(page);
    await compareWithCalculatorBar(page);
    await compareWithAssistant(page);
    await searchAndSetOnOfferList(page, true);
  });
});
