import { expect, test } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { acceptNecessaryCookies } from "../helpers.ts";
import { openDeliveredOrder, readDownload } from "./order-documents.ts";

// The order's PDF documents (decision 0041), as the demo customer: the invoice of a delivered order from
// her order list, the delivery note and the confirmation from the order's page; nobody else gets them.

test("the demo customer downloads the invoice from her order list and the other documents from the order's page", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInThroughApi(page);
  await acceptNecessaryCookies(page);
  const { card, orderNumber } = await openDeliveredOrder(page);
  await expect(card.getByTestId("customer-order-documents").getByRole("link")).toHaveText([
    `Rechnung zur Bestellung ${orderNumber} (PDF)`,
    `Lieferschein zur Bestellung ${orderNumber} (PDF)`,
    `Bestellbestätigung zur Bestellung ${orderNumber} (PDF)`,
  ]);
  await page.screenshot({ path: testInfo.outputPath("order-list.png"), fullPage: true });

  // From the list: the invoice, a file of its own (the demo orders were delivered before invoices existed:
  // the first download issues it).
  let downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: /^Rechnung zur Bestellung/ }).click();
  const invoice = await readDownload(await downloading);
  expect(invoice.name).toMatch(/^Rechnung-RE-\d{4}-\d{4}-\d{5}\.pdf$/);
  await testInfo.attach(invoice.name, { body: invoice.body, contentType: "application/pdf" });
  const invoiceNumber = invoice.name.slice("Rechnung-".length, -".pdf".length);
  if (invoice.text !== null) {
    expect(invoice.text).toContain(invoiceNumber);
    expect(invoice.text).toContain(orderNumber);
    expect(invoice.text).toMatch(/Rechnungsbetrag \d{1,3}(\.\d{3})*,\d\d €/);
    expect(invoice.text).toMatch(/Umsatzsteuer 19 % \d{1,3}(\.\d{3})*,\d\d €/);
    expect(invoice.text).toContain("Erika Mustermann");
  }

  // From the order's page: the delivery note names the same invoice; the confirmation is there too.
  await card.getByRole("link", { name: /^Details/ }).click();
  await page.waitForSelector("html[data-hydrated]");
  const docs = page.getByTestId("order-documents");
  await expect(docs.getByRole("link")).toHaveText(["Rechnung (PDF)", "Lieferschein (PDF)", "Bestellbestätigung (PDF)"]);
  downloading = page.waitForEvent("download");
  await page.getByTestId("order-document-delivery-note").click();
  const note = await readDownload(await downloading);
  expect(note.name).toBe(`Lieferschein-${orderNumber}.pdf`);
  if (note.text !== null) expect(note.text).toContain(invoiceNumber);
  downloading = page.waitForEvent("download");
  await page.getByTestId("order-document-confirmation").click();
  const confirmation = await readDownload(await downloading);
  expect(confirmation.name).toBe(`Bestellbestaetigung-${orderNumber}.pdf`);
  await page.screenshot({ path: testInfo.outputPath("order-page.png"), fullPage: true });

  // Somebody else lands on the status page's access page (login or a link by mail); the document stays hers.
  const stranger = await browser.newContext();
  const anonymous = await stranger.newPage();
  await anonymous.goto(`${page.url()}/rechnung.pdf`);
  await expect(anonymous).toHaveURL(/\/heizoel\/bestellung-erfolgreich\/\d+$/);
  await expect(anonymous.getByRole("heading", { name: "Link per E-Mail anfordern" })).toBeVisible();
  await stranger.close();
});
