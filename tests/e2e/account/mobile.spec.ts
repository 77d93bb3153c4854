import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

test("account pages fit a 375 px screen (no sideways scrolling)", async ({ page }) => {
  for (const path of [
    "/benutzerkonto/anmeldung?mode=register",
    "/benutzerkonto/bestellanmeldung/heizoel?mode=register&guest=true",
    "/anfrage-bestaetigen",
  ]) {
    await gotoHydrated(page, path);
    await acceptNecessaryCookies(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await gotoHydrated(page, "/benutzerkonto/bestellanmeldung/heizoel");
  await expect(page.getByRole("tab", { name: "Als Gast bestellen" })).toBeVisible();
});

test("at 375 px registration marks a short password and a differing repeat together, within the screen", async ({ page }) => {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register");
  await acceptNecessaryCookies(page);
  await page.getByLabel("Kennwort", { exact: true }).fill("ab1!");
  await page.getByLabel("Kennwort wiederholen").fill("ab1?");
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page.getByText("Das Kennwort muss mindestens 8 Zeichen lang sein.")).toBeVisible();
  await expect(page.getByText("Die Kennwörter stimmen nicht überein.")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
