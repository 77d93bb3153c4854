import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, PORT } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { DEMO_MEX, sendReading } from "./mex-helpers.ts";

// Tank monitoring (decision 0030): the demo mex customer pairs a new sensor, walks the 8-entry setup guide
// (spec §2/§4), sees the first reading arrive, and his range page gives an order-by date with a link
// into the offer list.

test("the demo mex customer sets up a new tank with the guide and sees its first reading arrive", async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_MEX);
  await gotoHydrated(page, "/mex/sensors");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Meine Tanksensoren" })).toBeVisible();
  // His two demo tanks, the cellar one the main tank.
  await expect(page.locator(".tank-card")).toHaveCount(2);
  await expect(page.locator(".tank-card--main")).toContainText("Keller");
  await page.screenshot({ path: testInfo.outputPath("sensors.png"), fullPage: true });

  await page.getByLabel("Gerätekennung").fill("mx-demo-neu-1");
  await page.getByLabel("Kopplungscode").fill("falsch");
  await page.getByRole("button", { name: "Sensor verbinden" }).click();
  await expect(page.getByRole("alert")).toContainText("Gerätekennung und Kopplungscode passen nicht zusammen");
  await page.getByLabel("Kopplungscode").fill("NEU-0001");
  await page.getByRole("button", { name: "Sensor verbinden" }).click();

  // Entry 0: required tools (no progress step), then seven progress steps.
  await expect(page).toHaveURL(/\/mex\/tanks\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Das brauchen Sie" })).toBeVisible();
  await page.getByRole("button", { name: "Los geht's" }).click();
  await expect(page.getByText("Schritt 1 von 7")).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Schritt 2 von 7")).toBeVisible();
  await page.getByRole("radio", { name: "Zylindertank" }).check();
  await page.getByRole("radio", { name: "Liegend (waagerecht)" }).check();
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await expect(page.getByText("Schritt 3 von 7")).toBeVisible();
  // A lying cylinder asks for length and diameter only.
  await expect(page.getByLabel("Breite (mm)")).toHaveCount(0);
  await page.getByLabel("Länge (mm)").fill("2000");
  await page.getByLabel("Durchmesser (mm)").fill("1000");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Schritt 4 von 7")).toBeVisible();
  await page.getByLabel(/Nennvolumen/).fill("15000");
  await page.getByLabel("Name des Tanks").fill("Werkstatt");
  await page.getByLabel("Postleitzahl des Tanks").fill("80802");
  await expect(page.getByLabel("Reserve beim Bestelltermin (%)")).toHaveValue("10");
  await page.getByLabel("Reserve beim Bestelltermin (%)").fill("15");
  await page.getByLabel(/Peiltabelle/).fill("zehn;300");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Zeile 1 der Peiltabelle verstehen wir nicht")).toBeVisible();
  await page.getByLabel(/Peiltabelle/).fill("");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("alert")).toContainText("Das Nennvolumen passt nicht zu den Maßen");
  await page.getByLabel(/Nennvolumen/).fill("1500");
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 5: waiting, then the reading arrives while the page is open.
  await expect(page.getByText("Schritt 5 von 7")).toBeVisible();
  await expect(page.getByTestId("first-reading")).toContainText("Warten auf die erste Messung");
  await expect(page.getByRole("button", { name: "Weiter" })).toBeDisabled();
  await sendReading(page, { deviceId: "mx-demo-neu-1", secret: "demo-secret-neu-1-a1" }, { seq: 1, distanceMm: 600 });
  await expect(page.getByTestId("first-reading")).toContainText("Erste Messung empfangen", { timeout: 12_000 });
  await expect(page.getByTestId("first-reading")).toContainText("600 mm");
  await page.screenshot({ path: testInfo.outputPath("first-reading.png"), fullPage: true });
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 6: the dipstick says 50 cm: the sensor sits 1,100 mm above the bottom, the tank is half full.
  await expect(page.getByText("Schritt 6 von 7")).toBeVisible();
  await page.getByLabel("Füllhöhe am Peilstab (cm)").fill("50");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Schritt 7 von 7")).toBeVisible();
  await expect(page.getByTestId("final-litres")).toContainText("750 Liter");
  const stored = await page.evaluate(() => localStorage.getItem("de.tankGuide"));
  expect(stored).toContain('"index":7');
  await page.getByRole("button", { name: "Fertig" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Werkstatt" })).toBeVisible();
  await expect(page.getByTestId("tank-litres")).toContainText("750 Liter");
  // Finishing cleared the stored progress of this tank.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("de.tankGuide"))).not.toContain('"index":7');
  await page.screenshot({ path: testInfo.outputPath("sensor.png"), fullPage: true });
});

test("the range page gives his main tank's order-by date and one click into the offer list", async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_MEX);
  await gotoHydrated(page, "/kunde/dashboard/tank-reichweite");
  await acceptNecessaryCookies(page);
  await expect(page.getByTestId("range")).toContainText("Ihr Vorrat reicht voraussichtlich bis");
  await expect(page.getByTestId("order-by")).toContainText("Bestellen Sie spätestens am");
  await gotoHydrated(page, "/kunde/dashboard/tank-fuellstand");
  await expect(page.getByRole("img", { name: /Liniendiagramm des Füllstands/ })).toBeVisible();
  await gotoHydrated(page, "/kunde/dashboard/tank-reichweite");
  await page.screenshot({ path: testInfo.outputPath("range.png"), fullPage: true });
  const link = page.getByTestId("order-link");
  await expect(link).toHaveAttribute("href", /\/heizoel\/angebotsliste\?zipCode=80802&amount=\d+/);
  await link.click();
  await expect(page).toHaveURL(/angebotsliste\?zipCode=80802/);

  // His consumption as the sensor measured it: the last 30 days, this year against last year.
  await gotoHydrated(page, "/kunde/dashboard/verbrauch");
  await expect(page.getByTestId("measured-consumption")).toContainText("Gemessen von Ihrem Tanksensor „Keller“");
  await expect(page.getByTestId("year-against-year").locator("tbody tr")).toHaveCount(12);
  await page.screenshot({ path: testInfo.outputPath("verbrauch.png"), fullPage: true });

  await gotoHydrated(page, "/mein-mex");
  await expect(page.getByRole("heading", { level: 1, name: "Mein mex" })).toBeVisible();
  // Open data: a key for the home automation, shown once, reads his devices; revoked after a confirmation.
  await page.getByLabel("Name des neuen Schlüssels").fill("Home Assistant");
  await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
  const key = (await page.getByTestId("new-key").textContent())!.trim();
  expect(key).toMatch(/^mex_/);
  const state = await page.request.get(`http://127.0.0.1:${PORT}/api/mex/open/v1/devices`, { headers: { authorization: `Bearer ${key}` } });
  expect(state.status()).toBe(200);
  expect((await state.json()).items.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(["Keller", "Garage"]));
  await page.getByRole("button", { name: "Widerrufen" }).click();
  await page.getByRole("button", { name: "Ja, widerrufen" }).click();
  await expect(page.getByText("Sie haben noch keinen Schlüssel angelegt.")).toBeVisible();
  expect(
    (await page.request.get(`http://127.0.0.1:${PORT}/api/mex/open/v1/devices`, { headers: { authorization: `Bearer ${key}` } })).status(),
  ).toBe(401);
  await gotoHydrated(page, "/mex/sensors");
  await page.getByRole("link", { name: "Keller" }).click();
  await expect(page.getByTestId("refills")).toContainText("Bestellung");
  // The sensor's settings: the delivery address the tank stands at.
  await page.getByText("Einstellungen des Sensors").click();
  await page.getByLabel("Lieferadresse, an der der Tank steht").selectOption({ label: "Leopoldstraße 10, 80802 München" });
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Einstellungen des Sensors sind gespeichert.")).toBeVisible();
  await expect(page.getByLabel("Lieferadresse, an der der Tank steht")).toHaveValue(/\d+/);
  await expect(page.getByRole("img", { name: /Liniendiagramm des Füllstands/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("keller.png"), fullPage: true });
});
