import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";

// Decision 0031 "Exports": finance chooses columns and downloads the year's orders as CSV for German Excel.
const FINANCE = { email: "finanzen@example.com", password: "Finanzen-Demo-1" };
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test("finance downloads the orders of a year as CSV with the columns she chose, and the choice stays", async ({ page }) => {
  await logInOnPage(page, FINANCE);
  await page.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto/anmeldung"));
  await gotoHydrated(page, "/export-orders");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestellungen exportieren");
  await page.getByLabel("Von", { exact: true }).fill(isoDaysAgo(365));
  await page.getByLabel("Bis", { exact: true }).fill(isoDaysAgo(0));
  const columns = page.getByRole("group", { name: /Spalten/ });
  for (const box of await columns.getByRole("checkbox").all()) await box.uncheck();
  for (const name of ["Bestellnummer", "Status", "Gesamtpreis brutto"]) await columns.getByLabel(name, { exact: true }).check();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Herunterladen" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, "utf8").split("\r\n");
  expect(lines[0]).toBe("\uFEFFBestellnummer;Status;Gesamtpreis brutto");
  expect(lines[1]).toMatch(/^HM-\d{4}-\d{6};[^;]+;\d+,\d{2}$/);
  await expect(page.getByText(/^Fertig: [\d.]+ Zeilen heruntergeladen\.$/)).toBeVisible();

  // Saved per user: the next visit starts with her choice.
  await gotoHydrated(page, "/export-orders");
  await expect(columns.getByLabel("Status", { exact: true })).toBeChecked();
  await expect(columns.getByLabel("Land", { exact: true })).not.toBeChecked();
});
