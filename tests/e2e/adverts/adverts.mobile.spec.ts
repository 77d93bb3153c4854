import { test } from "@playwright/test";
import { homeSlotsJourney, postcodeCampaignJourney } from "./advert-journeys.ts";

test("375 px: the 8xxxx campaign for 80331, the fallback for 10115, labelled 'Anzeige'; the click is counted and leads to the advert's target", async ({
  page,
}) => {
  await postcodeCampaignJourney(page);
});

test("375 px: the shared home page fills its price banner and advert for the visitor", async ({ page }) => {
  await homeSlotsJourney(page);
});
