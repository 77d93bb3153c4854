import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";

// The customer's dashboard (spec §2/§3, decision 0028) as the demo customer: title and back navigation,
// her purchase prices against the market, the consumption from her deliveries, the tank pages without a sensor.

test("the demo customer reads her dashboard: purchase prices, consumption, and what a tank sensor would show", async ({
  page,
}, testInfo) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/dashboard");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Übersicht" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("overview.png"), fullPage: true });

  await page.getByRole("link", { name: /^Kaufpreis/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kaufpreis" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Balkendiagramm: Ihr Preis und der Tagesdurchschnitt je 100 l/ })).toBeVisible();
  // Her German orders that were not called off, one row each.
  await expect(page.getByTestId("purchase-table").locator("tbody tr")).toHaveCount(8);
  await expect(page.getByTestId("today-price")).toContainText("Heute kosten");
  await page.screenshot({ path: testInfo.outputPath("kaufpreis.png"), fullPage: true });
  // Back: the browser's history.
  await page.getByRole("button", { name: "← Zurück" }).click();
  await expect(page).toHaveURL(/\/kunde\/dashboard$/);

  await gotoHydrated(page, "/kunde/dashboard/verbrauch");
  await expect(page.getByRole("heading", { level: 1, name: "Verbrauch" })).toBeVisible();
  await expect(page.getByText(/Liter am Tag/).first()).toBeVisible();
  await expect(page.getByTestId("consumption-seasons").locator("tbody tr").first()).toContainText("Liter");
  await page.screenshot({ path: testInfo.outputPath("verbrauch.png"), fullPage: true });

  for (const [path, text] of [
    ["tank-fuellstand", "Tankfüllstand: Sie haben noch keinen Tanksensor"],
    ["tank-reichweite", "Reichweite: Sie haben noch keinen Tanksensor"],
  ]) {
    await gotoHydrated(page, `/kunde/dashboard/${path}`);
    await expect(page.getByTestId("no-sensor")).toContainText(text);
    await expect(page.getByRole("link", { name: "Preiswecker einrichten" })).toHaveAttribute("href", "/kunde/benachrichtigungen");
  }
});

test("she chooses which messages she gets; the choice is kept (without JavaScript too: a plain form)", async ({ page }) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/benachrichtigungen");
  await acceptNecessaryCookies(page);
  const settings = page.getByTestId("notification-settings");
  const tank = settings.getByLabel("Hinweise zu meinem Tank (mit Tanksensor)");
  await expect(tank).toBeChecked();
  await tank.uncheck();
  await settings.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByText("Ihre Einstellungen sind gespeichert.")).toBeVisible();
  await expect(page.getByTestId("notification-settings").getByLabel("Hinweise zu meinem Tank (mit Tanksensor)")).not.toBeChecked();
  await page.getByTestId("notification-settings").getByLabel("Hinweise zu meinem Tank (mit Tanksensor)").check();
  await page.getByTestId("notification-settings").getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByTestId("notification-settings").getByLabel("Hinweise zu meinem Tank (mit Tanksensor)")).toBeChecked();
});
