import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies } from "../helpers.ts";
import { horizontalOverflow, logInOnPage } from "../dealer-portal/portal-helpers.ts";

// Decision 0031 at 375 px: filters, key figures, chart and table fit the screen; only the table scrolls in its box.
const FINANCE = { email: "finanzen@example.com", password: "Finanzen-Demo-1" };

async function check(page: Page, name: string) {
  // Names what sticks out, so a failure says where to look.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((e) => e.getBoundingClientRect().right > 376 && !e.closest(".bo-table-wrap"))
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className}`),
  );
  expect(await horizontalOverflow(page), `${name} scrolls sideways: ${wide.join(", ")}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/back-office/mobile-${name}.png`, fullPage: true });
}

test("on a 375 px screen the statistic does not scroll sideways, by month, by day and per dealer", async ({ page }) => {
  await logInOnPage(page, FINANCE);
  await page.waitForURL((u) => !u.pathname.includes("anmeldung"));
  await page.goto("/statistics");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("img", { name: /je Monat/ }).first()).toBeVisible();
  // Decision 0043: the conversion says what it was measured on, and that fits the screen too.
  await expect(page.locator('[data-figure="Conversion"]').first()).toContainText("Besuchen mit Bestellung");
  await check(page, "statistics-month");
  await page.goto("/statistics?grouping=day&dimension=dealer");
  await expect(page.getByRole("columnheader", { name: "Händler" })).toBeVisible();
  await check(page, "statistics-day-dealer");
});
