import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, PORT } from "../helpers.ts";
import { expectRadioTargets } from "./mex-helpers.ts";

// The setup guide's step 2 (decision 0047): each tank type shows only its own fields, the tank is saved
// with exactly those, and every radio is a target of at least 44 px. A fresh customer pairs one of the
// seed's unpaired sensors, so the demo mex customer's tanks stay as other journeys expect them.

const password = "Warm-Winter-2025";

async function registerAndPair(page: Page, device: { id: string; code: string }): Promise<number> {
  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register");
  await acceptNecessaryCookies(page);
  await page.getByLabel("Vorname").fill("Tanja");
  await page.getByLabel("Nachname").fill("Tankmann");
  await page.getByLabel("E-Mail-Adresse").fill(`tankart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel("Kennwort", { exact: true }).fill(password);
  await page.getByLabel("Kennwort wiederholen").fill(password);
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page).toHaveURL(/\/anfrage-bestaetigen/);
  await gotoHydrated(page, "/kunde/mex");
  await page.getByLabel("Gerätekennung").fill(device.id);
  await page.getByLabel("Kopplungscode").fill(device.code);
  await page.getByRole("button", { name: "Sensor verbinden" }).click();
  await expect(page).toHaveURL(/\/mex\/tanks\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/**
 * The tank as saved, through GET /api/mex/tanks/{id} with the browser's session token. Sent to the server's
 * address (the test runner cannot resolve de.localhost, the browser can).
 */
async function savedTank(page: Page, tankId: number) {
  const token = (await page.context().cookies()).find((c) => c.name === "auth_token")?.value;
  expect(token).toBeTruthy();
  const res = await page.request.get(`http://127.0.0.1:${PORT}/api/mex/tanks/${tankId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

const typeRadio = (page: Page, name: RegExp) => page.getByRole("radio", { name });
const RECT = /^Rechtecktank/;
const CYL = /^Zylindertank$/;
const BALL = /^Kugeltank$/;
const BATTERY = /^Batterietank/;

/** Only the fields of the checked type are on the screen. */
async function expectShown(page: Page, shown: { count: boolean; position: boolean }) {
  const count = page.getByLabel("Anzahl der Tanks");
  const position = page.getByRole("group", { name: "Liegt der Zylindertank oder steht er?" });
  if (shown.count) await expect(count).toBeVisible();
  else await expect(count).toBeHidden();
  if (shown.position) await expect(position).toBeVisible();
  else await expect(position).toBeHidden();
  // The old checkbox is gone for every type.
  await expect(page.getByRole("checkbox")).toHaveCount(0);
}

/** Steps 3 and 4 after step 2: the dimensions of the type, then volume and name; the volume step saves. */
async function finishDimensionsAndSave(page: Page, dims: Record<string, string>, hidden: string[], litres: string) {
  await expect(page.getByText("Schritt 3 von 7")).toBeVisible();
  for (const label of hidden) await expect(page.getByLabel(label)).toHaveCount(0);
  for (const [label, value] of Object.entries(dims)) await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Schritt 4 von 7")).toBeVisible();
  await page.getByLabel(/Nennvolumen/).fill(litres);
  await page.getByLabel("Name des Tanks").fill("Heizraum");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Schritt 5 von 7")).toBeVisible();
}

test("step 2 shows only the chosen type's fields and saves exactly them, type by type", async ({ page }, testInfo) => {
  // Four tank types, each through five steps of the guide: about 20 s on a quiet machine, past 30 s on a loaded one.
  test.slow();
  const tankId = await registerAndPair(page, { id: "mx-demo-neu-2", code: "NEU-0002" });
  await gotoHydrated(page, `/mex/tanks/${tankId}/2`);
  await expect(page.getByText("Schritt 2 von 7")).toBeVisible();

  // A new tank: rectangular, and nothing else asked — no count, no "lying" ticked in advance.
  await expect(typeRadio(page, RECT)).toBeChecked();
  await expectShown(page, { count: false, position: false });
  await expectRadioTargets(page);
  await typeRadio(page, BATTERY).check();
  await expectShown(page, { count: true, position: false });
  await typeRadio(page, CYL).check();
  await expectShown(page, { count: false, position: true });
  await expect(page.getByRole("radio", { name: "Liegend (waagerecht)" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Stehend (senkrecht)" })).not.toBeChecked();
  await expectRadioTargets(page);
  await page.screenshot({ path: testInfo.outputPath("step2-cylinder.png"), fullPage: true });
  await typeRadio(page, BALL).check();
  await expectShown(page, { count: false, position: false });

  // Rectangular, after a count was typed for a battery and "lying" chosen for a cylinder: neither is carried on nor saved.
  await typeRadio(page, BATTERY).check();
  await page.getByLabel("Anzahl der Tanks").fill("3");
  await typeRadio(page, CYL).check();
  await page.getByRole("radio", { name: "Liegend (waagerecht)" }).check();
  await typeRadio(page, RECT).check();
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await expect(page.getByText("Schritt 3 von 7")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("TankCount")).toBeNull();
  expect(new URL(page.url()).searchParams.get("Horizontal")).toBeNull();
  await expect(page.getByRole("group", { name: "Innenmaße des Tanks in Millimetern" })).toBeVisible();
  await finishDimensionsAndSave(page, { "Länge (mm)": "1500", "Breite (mm)": "700", "Höhe (mm)": "1000" }, ["Durchmesser (mm)"], "1000");
  expect(await savedTank(page, tankId)).toMatchObject({
    tankTypeId: 1,
    tankCount: 1,
    horizontal: false,
    lengthMm: 1500,
    widthMm: 700,
    heightMm: 1000,
    diameterMm: null,
  });

  // Back to step 2: rectangular again, still nothing else; now an upright cylinder. Its position is asked, never assumed.
  await gotoHydrated(page, `/mex/tanks/${tankId}/2`);
  await expect(typeRadio(page, RECT)).toBeChecked();
  await expectShown(page, { count: false, position: false });
  await typeRadio(page, CYL).check();
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await expect(page.getByRole("alert")).toContainText("Bitte prüfen Sie Ihre Eingaben.");
  await expect(page.getByText("Bitte wählen Sie, ob der Zylindertank liegt oder steht.")).toBeVisible();
  await expectShown(page, { count: false, position: true });
  await page.getByRole("radio", { name: "Stehend (senkrecht)" }).check();
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await finishDimensionsAndSave(page, { "Höhe (mm)": "1500", "Durchmesser (mm)": "1000" }, ["Länge (mm)", "Breite (mm)"], "1150");
  // The rectangle's length and width are gone with it.
  expect(await savedTank(page, tankId)).toMatchObject({
    tankTypeId: 2,
    tankCount: 1,
    horizontal: false,
    lengthMm: null,
    widthMm: null,
    heightMm: 1500,
    diameterMm: 1000,
  });

  // The stored cylinder comes back upright, with its position shown.
  await gotoHydrated(page, `/mex/tanks/${tankId}/2`);
  await expect(typeRadio(page, CYL)).toBeChecked();
  await expect(page.getByRole("radio", { name: "Stehend (senkrecht)" })).toBeChecked();

  // A battery of two: the count is asked (a battery of one is refused), the position is not saved.
  await typeRadio(page, BATTERY).check();
  await expect(page.getByLabel("Anzahl der Tanks")).toHaveValue("");
  await page.getByLabel("Anzahl der Tanks").fill("1");
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await expect(page.getByText("Ein Batterietank besteht aus mindestens zwei Tanks.")).toBeVisible();
  await page.getByLabel("Anzahl der Tanks").fill("2");
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await expect(page.getByRole("group", { name: "Innenmaße eines Tanks der Batterie in Millimetern" })).toBeVisible();
  await finishDimensionsAndSave(page, { "Länge (mm)": "1500", "Breite (mm)": "700", "Höhe (mm)": "1000" }, ["Durchmesser (mm)"], "2000");
  expect(await savedTank(page, tankId)).toMatchObject({
    tankTypeId: 4,
    tankCount: 2,
    horizontal: false,
    lengthMm: 1500,
    widthMm: 700,
    heightMm: 1000,
    diameterMm: null,
  });

  // A ball: its diameter only.
  await gotoHydrated(page, `/mex/tanks/${tankId}/2`);
  await expect(typeRadio(page, BATTERY)).toBeChecked();
  await expect(page.getByLabel("Anzahl der Tanks")).toHaveValue("2");
  await typeRadio(page, BALL).check();
  await page.getByRole("button", { name: "Einrichtung starten" }).click();
  await finishDimensionsAndSave(page, { "Durchmesser (mm)": "1200" }, ["Länge (mm)", "Breite (mm)", "Höhe (mm)"], "900");
  expect(await savedTank(page, tankId)).toMatchObject({
    tankTypeId: 3,
    tankCount: 1,
    horizontal: false,
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    diameterMm: 1200,
  });
});

test("without JavaScript the type's fields follow the checked type, and a post of hidden fields saves none of them", async ({
  browser,
  baseURL,
}, testInfo) => {
  const withJs = await browser.newContext({ baseURL });
  const setup = await withJs.newPage();
  const tankId = await registerAndPair(setup, { id: "mx-demo-neu-3", code: "NEU-0003" });
  const context = await browser.newContext({ baseURL, storageState: await withJs.storageState(), javaScriptEnabled: false });
  await withJs.close();
  const page = await context.newPage();
  await page.goto(`/mex/tanks/${tankId}/2`);
  await expect(page.getByText("Schritt 2 von 7")).toBeVisible();
  await expectShown(page, { count: false, position: false });
  await typeRadio(page, BATTERY).check();
  await expectShown(page, { count: true, position: false });
  await page.getByLabel("Anzahl der Tanks").fill("4");
  await typeRadio(page, CYL).check();
  await expectShown(page, { count: false, position: true });
  await page.getByRole("radio", { name: "Liegend (waagerecht)" }).check();
  await typeRadio(page, RECT).check();
  await expectShown(page, { count: false, position: false });
  await expectRadioTargets(page);
  // The plain post still sends TankCount=4 and Horizontal=true; the server sets them aside.
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST"),
    page.getByRole("button", { name: "Einrichtung starten" }).click(),
  ]);
  const posted = new URLSearchParams(request.postData() ?? "");
  expect([posted.get("TankCount"), posted.get("Horizontal")]).toEqual(["4", "true"]);
  await expect(page.getByText("Schritt 3 von 7")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("TankCount")).toBeNull();
  await finishDimensionsAndSave(page, { "Länge (mm)": "1500", "Breite (mm)": "700", "Höhe (mm)": "1000" }, ["Durchmesser (mm)"], "1000");
  expect(await savedTank(page, tankId)).toMatchObject({ tankTypeId: 1, tankCount: 1, horizontal: false, diameterMm: null });
  await page.screenshot({ path: testInfo.outputPath("no-js-step5.png"), fullPage: true });
  await context.close();
});
