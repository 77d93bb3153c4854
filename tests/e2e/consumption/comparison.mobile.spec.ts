import { expect, test } from "@playwright/test";
import { horizontalOverflow } from "../dealer-portal/portal-helpers.ts";
import { compareHouseJourney } from "./comparison-journeys.ts";

test.describe("at 375 px without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the comparison's steps are plain forms that fit the screen", async ({ page }) => {
    await compareHouseJourney(page);
    await page.goBack();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
