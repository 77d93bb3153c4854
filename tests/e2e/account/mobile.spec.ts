import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

test("account pages fit a 375 px screen (no sideways scrolling)", async ({ page }) => {
  for (const path of ["/benutzerkonto/anmeldung?mode=register", "/benutzerkonto/bestellanmeldung/heizoel?mode=register&guest=true", "/anfrage-bestaetigen"]) {
    await gotoHydrated(page, path);
    await acceptNecessaryCookies(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await gotoHydrated(page, "/benutzerkonto/bestellanmeldung/heizoel");
  await expect(page.getByRole("tab", { name: "Als Gast bestellen" })).toBeVisible();
});
