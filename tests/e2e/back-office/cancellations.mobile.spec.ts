import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { horizontalOverflow, logInOnPage } from "../dealer-portal/portal-helpers.ts";

// /stornomanagement at 375 px (project "mobile"): the table scrolls inside its frame, never the page.
const SUPPORT = { email: "support@example.com", password: "Support-Demo-1" };
const SHOTS = "test-results/back-office";

async function check(page: Page, name: string) {
  // Names the elements that stick out, so a failure says what to fix.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > 376 && !e.parentElement?.closest(".bo-table-wrap"))
      .slice(0, 8)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(await horizontalOverflow(page), `${name} scrolls sideways: ${wide.join(", ")}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/mobile-cancellations-${name}.png`, fullPage: true });
}

test("on a 375 px screen support reads the cancellations, opens an order's comments and marks a row by keyboard", async ({ page }) => {
  await logInOnPage(page, SUPPORT);
  await page.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto/anmeldung"));
  // Answered on the landing page: the banner is then gone on every page.
  await page.waitForSelector("html[data-hydrated]");
  await acceptNecessaryCookies(page);
  await gotoHydrated(page, "/stornomanagement");
  await expect(page.getByRole("heading", { level: 1, name: "Stornomanagement" })).toBeVisible();
  await check(page, "list");

  // The last row: the desktop journey books the first one at the same time.
  const row = page.locator("tbody.cancellations-order").last();
  // By keyboard: the back office's support-info panel is fixed over the bottom of a small screen.
  await row.getByText(/Kommentare und Feedback zu/).focus();
  await page.keyboard.press("Enter");
  await expect(row.getByLabel(/Neuer Kommentar zu/).first()).toBeVisible();
  await check(page, "details");

  await row.getByLabel("gebucht").focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Änderungen speichern (1)" })).toBeEnabled();
  await check(page, "changed");
});
