import { test } from "@playwright/test";
import { compareHouseJourney } from "./comparison-journeys.ts";

test("a visitor compares her house's consumption and orders the year's need", async ({ page }) => {
  await compareHouseJourney(page);
});
