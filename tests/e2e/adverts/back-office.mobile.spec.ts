import { test } from "@playwright/test";
import { adManagerJourney } from "./back-office-journeys.ts";

test("375 px: the ad manager's advert and campaign for 8xxxx, the visitors' slots and the counted click, without sideways scrolling", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await adManagerJourney(page, browser);
});
