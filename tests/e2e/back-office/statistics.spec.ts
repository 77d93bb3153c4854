import { expect, test } from "@playwright/test";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";

// Decision 0031: finance reads the period statistic (demo orders of the last weeks), chart and table.
const FINANCE = { email: "finanzen@example.com", password: "Finanzen-Demo-1" };

/** "2,88 %" or "2.88 %" (CHF rows are Swiss) → 2.88. */
const percentOf = (text: string) =>
  Number(
    text
      .replace(/\s*%\s*$/, "")
      .replace(/[’']/g, "")
      .replace(/\.(?=\d{3}\b)/g, "")
      .replace(",", "."),
  );

test("finance opens the statistic, groups it by week and sees chart and table", async ({ page }) => {
  await logInOnPage(page, FINANCE);
  // Finance lands on its desk, the sales list (decision 0036).
  await page.waitForURL((u) => u.pathname === "/admin/verkaufsliste");
  await page.goto("/statistics");
  await expect(page.getByRole("heading", { level: 1, name: "Statistik" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Umsatz in EUR je Monat/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Kennzahlen EUR" })).toContainText("Bestellungen");
  await expect(page.getByRole("columnheader", { name: "Monat" })).toBeVisible();
  // Decision 0043: conversion per consented visit, on the demo data a few per cent, never above 100 %.
  const conversion = page.getByRole("list", { name: "Kennzahlen EUR" }).locator('[data-figure="Conversion"]');
  await expect(conversion).toContainText(/von [\d.]+ Besuchen mit Bestellung/);
  const keyFigure = percentOf((await conversion.locator(".stat-figure__value").textContent())!);
  expect(keyFigure).toBeGreaterThan(0.5);
  expect(keyFigure).toBeLessThan(10);
  const cells = await page.locator(".bo-table td:nth-last-child(2)").allTextContents();
  expect(cells.length).toBeGreaterThan(12);
  for (const cell of cells) expect(cell === "–" || percentOf(cell) <= 100, cell).toBe(true);

  const filters = page.getByRole("form", { name: "Statistik filtern" });
  await filters.getByLabel("Gruppierung").selectOption("week");
  await filters.getByLabel("Diagramm").selectOption("orders");
  await filters.getByRole("button", { name: "Anzeigen" }).click();
  await page.waitForURL(/grouping=week/);
  await expect(page.getByRole("img", { name: /Bestellungen je Woche/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Woche" })).toBeVisible();
  await expect(page.locator(".bo-table tbody tr").first().locator("td").first()).toHaveText(/^KW \d{1,2}\/\d{4}$/);
  await expect(page.locator(".bo-table tfoot")).toContainText("Gesamt EUR");
  await page.screenshot({ path: "test-results/back-office/statistics-week.png", fullPage: true });

  // A period that ends before it starts: the German message, no figures.
  await page.goto("/statistics?from=2026-03-31&to=2026-03-01");
  await expect(page.getByRole("alert")).toHaveText("Das Ende des Zeitraums liegt vor seinem Anfang.");
});
