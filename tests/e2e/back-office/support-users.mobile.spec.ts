import { expect, test } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { horizontalOverflow } from "../dealer-portal/dealer-login.ts";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

const SUPPORT = { email: "support@example.com", password: "Support-Demo-1" };

test("at 375 px the desk's users, sales list and one order fit the screen; the navigation wraps", async ({ page }) => {
  await logInThroughApi(page, SUPPORT);
  await gotoHydrated(page, "/support/user/list?q=Mustermann");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { name: "Benutzer", level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: "Erika Mustermann" }).first().click();
  await expect(page.getByRole("heading", { name: "Erika Mustermann", level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await gotoHydrated(page, "/admin/verkaufsliste");
  await expect(page.getByRole("heading", { name: "Verkaufsliste", level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.locator(".bo-table a").first().click();
  await expect(page.getByRole("heading", { name: /^Bestellung HM-/, level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // Support sees the navigation of its own pages only.
  const nav = page.getByRole("navigation", { name: "Backoffice" });
  await expect(nav.getByRole("link")).toHaveText(["Benutzer", "Kontaktanfragen", "Verkaufsliste", "Stornomanagement"]);
});
