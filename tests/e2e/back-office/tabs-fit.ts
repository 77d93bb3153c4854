import { expect, type Page } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { horizontalOverflow } from "../dealer-portal/dealer-login.ts";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

/** The admin opens every back-office page; the demo admin sees all of them. */
export const ADMIN = { email: "admin@example.com", password: "Admin-Demo-1" };

/**
 * Every tab of the back office's navigation lies inside the screen (none hidden behind a scroll edge),
 * every tab's page fits the screen's width, and the sales list's columns fit their box: the admin
 * walks them all.
 */
export async function walkEveryTab(page: Page): Promise<string[]> {
  await logInThroughApi(page, ADMIN);
  await gotoHydrated(page, "/support/user/list");
  await acceptNecessaryCookies(page);
  const nav = page.getByRole("navigation", { name: "Backoffice" });
  const links = nav.getByRole("link");
  const labels = await links.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(11);
  const width = page.viewportSize()!.width;
  const hrefs: string[] = [];
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, `${await link.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await link.textContent()} ends on screen`).toBeLessThanOrEqual(width);
    expect(box.height, "a finger-sized target").toBeGreaterThanOrEqual(44);
    hrefs.push((await link.getAttribute("href"))!);
  }
  for (const href of hrefs) {
    await gotoHydrated(page, href);
    await expect(page.locator("h1")).toBeVisible();
    expect(await horizontalOverflow(page), `${href} fits ${width} px`).toBeLessThanOrEqual(0);
  }
  return labels;
}

/** The sales list: units after every amount, and on a wide screen no column cut off. */
export async function salesListAmountsCarryUnits(page: Page, wide: boolean): Promise<void> {
  await gotoHydrated(page, "/admin/verkaufsliste");
  const table = page.locator(".bo-table-wrap").first();
  await expect(table).toBeVisible();
  const amounts = await page.locator(".bo-table tbody td.num:nth-of-type(6)").allTextContents();
  expect(amounts.length).toBeGreaterThan(0);
  for (const a of amounts) expect(a).toMatch(/^\d{1,3}([.\u2019]\d{3})*\u00a0(l|kg|Säcke)$/);
  await expect(page.locator(".bo-totals")).toContainText(/\d\u00a0l/);
  if (wide) {
    const cut = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(cut, "every column of the sales list fits 1280 px").toBeLessThanOrEqual(0);
  }
}
