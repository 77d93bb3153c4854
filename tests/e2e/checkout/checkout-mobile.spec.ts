import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, fillAddress, PORT } from "../helpers.ts";

// The checkout at 375 px (project "mobile"): nothing wider than the screen, every step usable.
test("a guest orders on a 375 px screen", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/heizoel/angebotsliste?zipCode=80331&amount=3000&options=5,24,2,11,9");
  await page.goto((await page.getByRole("link", { name: "Bestellen" }).first().getAttribute("href"))!);
  await page.goto((await page.getByRole("link", { name: "Weiter zur Bestellung" }).getAttribute("href"))!);
  await page.waitForURL(/\/benutzerkonto\/bestellanmeldung\/heizoel/);
  await page.waitForSelector("html[data-hydrated]");
  await acceptNecessaryCookies(page);
  await page.getByRole("tab", { name: "Als Gast bestellen" }).tap();
  await expect(page).toHaveURL(/guest=true/);
  await page.getByLabel("E-Mail-Adresse").fill(`mobil-${Date.now()}@example.org`);
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill("Mustermann");
  await page.getByRole("button", { name: "Als Gast weiter" }).tap();
  await page.waitForURL(/\/bestellung\/adresse\?/);
  await page.waitForSelector("html[data-hydrated]");
  const noOverflow = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByText("Schritt 1 von 3")).toBeVisible();
  await noOverflow();
  await fillAddress(page, "DeliveryAddress", { street: "Marienplatz", no: "8", phone: "089 123456" });
  await page.getByRole("button", { name: "Weiter" }).tap();
  await page.waitForURL(/\/bestellung\/bezahlung\?/);
  await page.waitForSelector("html[data-hydrated]");
  await noOverflow();
  await page.getByRole("button", { name: "Weiter" }).tap();
  await page.waitForURL(/\/bestellung\/bestellung-abschliessen\?/);
  await page.waitForSelector("html[data-hydrated]");
  await noOverflow();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).tap();
  await page.waitForURL(/bestellung-erfolgreich/);
  await expect(page.getByTestId("order-number")).toBeVisible();
  await noOverflow();
  await context.close();
});
