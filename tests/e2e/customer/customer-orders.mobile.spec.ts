import { expect, test } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { acceptNecessaryCookies } from "../helpers.ts";
import { noOverflow } from "../orders/order-life.ts";

// The customer area at 375 px (decision 0028): nothing wider than the screen, the tabs wrap.

test("start page, order list and an order's page with its document links fit a 375 px screen", async ({ page }, testInfo) => {
  await logInThroughApi(page);
  await acceptNecessaryCookies(page);
  for (const path of ["/kunde/startseite", "/kunde/bestellungen"]) {
    await page.goto(path);
    await page.waitForSelector("html[data-hydrated]");
    await noOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath(`${path.split("/").at(-1)}.png`), fullPage: true });
  }
  // Each card links its PDF documents (decision 0041).
  await expect(page.getByTestId("customer-order-documents").first().getByRole("link").first()).toBeVisible();
  await page
    .getByTestId("customer-order")
    .first()
    .getByRole("link", { name: /^Details/ })
    .click();
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("order-documents").getByRole("link").first()).toBeVisible();
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("order.png"), fullPage: true });
});
