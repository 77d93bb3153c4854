import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { noOverflow } from "../orders/order-life.ts";

test("the dashboard pages and the notifications fit a 375 px screen", async ({ page }, testInfo) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/dashboard");
  await acceptNecessaryCookies(page);
  for (const path of ["/kunde/dashboard", "/kunde/dashboard/kaufpreis", "/kunde/dashboard/verbrauch", "/kunde/dashboard/tank-fuellstand", "/kunde/benachrichtigungen", "/kunde/meine-daten"]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await noOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath(`${path.split("/").at(-1)}.png`), fullPage: true });
  }
});
