import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { noOverflow } from "../orders/order-life.ts";

test("the dashboard pages and the notifications fit a 375 px screen", async ({ page }, testInfo) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/dashboard");
  await acceptNecessaryCookies(page);
  for (const path of [
    "/kunde/dashboard",
    "/kunde/dashboard/kaufpreis",
    "/kunde/dashboard/verbrauch",
    "/kunde/dashboard/tank-fuellstand",
    "/kunde/benachrichtigungen",
    "/kunde/meine-daten",
  ]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await noOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath(`${path.split("/").at(-1)}.png`), fullPage: true });
  }
});

test("the export's keys, opened on /kunde/meine-daten, fit a 375 px screen: nested keys wrap after their dots (decision 0046)", async ({
  page,
}, testInfo) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/meine-daten");
  await acceptNecessaryCookies(page);
  await page.getByText("Was die Felder der Datei bedeuten").click();
  const key = page.getByTestId("export-keys").getByText("Lieferstellen.Rechnungsadresse.Hausnummer", { exact: true });
  await expect(key).toBeVisible();
  await noOverflow(page, 375);
  // The key stays inside its card.
  const card = (await page.getByTestId("export-keys").boundingBox())!;
  const box = (await key.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
  await key.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("export-keys.png") });
});
