import { readFileSync } from "node:fs";
import { expect, type Download, type Page } from "@playwright/test";
import { pdfText } from "../../setup/pdf-text.ts";

/** A delivered order of the demo customer, from her order list: its status page. */
export async function openDeliveredOrder(page: Page) {
  await page.goto("/kunde/bestellungen");
  await page.waitForSelector("html[data-hydrated]");
  const card = page
    .getByTestId("customer-order")
    .filter({ has: page.getByTestId("customer-order-status").getByText("Geliefert", { exact: true }) })
    .first();
  const orderNumber = (await card.locator("dd").nth(1).textContent())!.trim();
  return { card, orderNumber };
}

/** The downloaded file: its name, its first bytes, and (with pdftotext) its text. */
export async function readDownload(download: Download) {
  const body = readFileSync(await download.path());
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return { name: download.suggestedFilename(), body, text: pdfText(body) };
}
