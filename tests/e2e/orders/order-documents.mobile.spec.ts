import { expect, test } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { acceptNecessaryCookies } from "../helpers.ts";
import { noOverflow } from "./order-life.ts";
import { openDeliveredOrder, readDownload } from "./order-documents.ts";

// The order's PDF documents at 375 px (decision 0041): the links fit the screen and the download works.

test("on a 375 px screen the demo customer downloads the invoice from the order's page", async ({ page }, testInfo) => {
  await logInThroughApi(page);
  await acceptNecessaryCookies(page);
  const { card, orderNumber } = await openDeliveredOrder(page);
  await noOverflow(page, 375);
  await card.getByRole("link", { name: /^Details/ }).click();
  await page.waitForSelector("html[data-hydrated]");
  const invoiceLink = page.getByTestId("order-document-invoice");
  await expect(invoiceLink).toBeVisible();
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("order-page.png"), fullPage: true });
  const downloading = page.waitForEvent("download");
  await invoiceLink.click();
  const invoice = await readDownload(await downloading);
  expect(invoice.name).toMatch(/^Rechnung-RE-\d{4}-\d{4}-\d{5}\.pdf$/);
  if (invoice.text !== null) expect(invoice.text).toContain(orderNumber);
});
