import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";
import { DEMO_CUSTOMER } from "../account/login.ts";
import { DEMO_MEX } from "../mex/mex-helpers.ts";
import { noOverflow } from "../orders/order-life.ts";

// Decision 0045 at 375 px: the other sites' links under the lead, and the consumption from tank readings.

test("the Austrian site's list and dashboard with the links to her other sites fit a 375 px screen", async ({ page }, testInfo) => {
  await gotoHydrated(page, `${origin("at")}/info-center`);
  const status = await page.evaluate(
    (body) =>
      fetch("/api/account/jwt/anmelden", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { UserName: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
  );
  expect(status).toBe(200);
  for (const path of ["/kunde/bestellungen", "/kunde/dashboard"]) {
    await gotoHydrated(page, `${origin("at")}${path}`);
    await acceptNecessaryCookies(page);
    await expect(page.getByTestId("other-sites").getByRole("link").first()).toBeVisible();
    await noOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath(`at-${path.split("/").at(-1)}.png`), fullPage: true });
  }
});

test("the mex customer's measured consumption fits a 375 px screen", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/info-center");
  const status = await page.evaluate(
    (body) =>
      fetch("/api/account/jwt/anmelden", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { UserName: DEMO_MEX.email, Password: DEMO_MEX.password },
  );
  expect(status).toBe(200);
  await gotoHydrated(page, "/kunde/dashboard/verbrauch");
  await acceptNecessaryCookies(page);
  await expect(page.getByTestId("consumption-source")).toContainText(/Gemessen von Ihren \d+ Tanksensoren/);
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("mex-verbrauch.png"), fullPage: true });
});
