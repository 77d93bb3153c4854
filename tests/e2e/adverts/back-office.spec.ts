import { expect, test } from "@playwright/test";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";
import { adManagerJourney } from "./back-office-journeys.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("1280 px: the ad manager's advert (script removed, scoped sheet) in a campaign for 8xxxx shows for 80331 labelled, the fallback for 10115; the report counts the click", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await adManagerJourney(page, browser);
});

for (const account of [
  { who: "a customer", email: "kunde@example.com", password: "Heizoel-Demo-1" },
  { who: "support", email: "support@example.com", password: "Support-Demo-1" },
  { who: "a dealer", email: "haendler@example.com", password: "Haendler-Demo-1" },
  { who: "an editor", email: "redaktion@example.com", password: "Redaktion-Demo-1" },
]) {
  test(`${account.who} gets the 403 page on every ad page and call`, async ({ page }) => {
    await logInOnPage(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto"));
    for (const path of [
      "/support/adverts",
      "/support/adverts/create",
      "/support/adverts/1",
      "/support/campaigns",
      "/support/campaigns/1",
      "/support/slots/create",
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
      await expect(page.getByText("Leider haben Sie keinen Zugang zu dieser Seite.")).toBeVisible();
    }
    // The API through the browser (its cookie session): Node's resolver knows no *.localhost names.
    for (const path of ["/api/support/adverts", "/api/support/campaigns/1/report.csv", "/api/support/slots"])
      expect(await page.evaluate((url) => fetch(url).then((r) => r.status), path), path).toBe(403);
  });
}
