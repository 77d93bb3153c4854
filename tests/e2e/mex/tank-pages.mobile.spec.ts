import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { DEMO_MEX, expectRadioTargets } from "./mex-helpers.ts";

// The mex pages at 375 px (decision 0030): nothing wider than the screen, the gauge and the range readable.
for (const path of ["/mein-mex", "/mex/sensors", "/kunde/dashboard/tank-reichweite"]) {
  test(`${path} fits a 375 px screen`, async ({ page }, testInfo) => {
    await logInThroughApi(page, DEMO_MEX);
    await gotoHydrated(page, path);
    await acceptNecessaryCookies(page);
    await expect(page.locator(".tank-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${path.replace(/\//g, "_")}.png`), fullPage: true });
  });
}

test("the tank page with its chart fits a 375 px screen", async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_MEX);
  await gotoHydrated(page, "/mex/sensors");
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Garage" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Garage" })).toBeVisible();
  await expect(page.getByTestId("range")).toContainText("voraussichtlich");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("garage.png"), fullPage: true });
});

test("the setup guide fits a 375 px screen, step by step", async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_MEX);
  await gotoHydrated(page, "/mex/sensors");
  await acceptNecessaryCookies(page);
  await page
    .getByTestId(/^tank-card-/)
    .filter({ hasText: "Garage" })
    .getByRole("link", { name: "Tank bearbeiten" })
    .click();
  await expect(page.getByText("Schritt 2 von 7")).toBeVisible();
  // A battery of three loads as a battery (spec §4), with its count and without a cylinder's position (decision 0047).
  await expect(page.getByRole("radio", { name: /Batterietank/ })).toBeChecked();
  await expect(page.getByLabel("Anzahl der Tanks")).toHaveValue("3");
  await expect(page.getByRole("group", { name: "Liegt der Zylindertank oder steht er?" })).toBeHidden();
  await expectRadioTargets(page);
  await page.screenshot({ path: testInfo.outputPath("guide-2.png"), fullPage: true });
  for (const [button, step] of [
    ["Einrichtung starten", 3],
    ["Weiter", 4],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByText(`Schritt ${step} von 7`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`guide-${step}.png`), fullPage: true });
  }
  await expect(page.getByLabel(/Nennvolumen aller Tanks/)).toHaveValue("4500");
});

// A user trial: in the key section at 375 px the host name wrapped mid-word ("htt|p://de.local|host"). The
// address wraps only after "/" and "."; each piece between those points stays on one line.
test("the open-data address in the key section wraps only after its separators at 375 px, and copies", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInThroughApi(page, DEMO_MEX);
  await gotoHydrated(page, "/mein-mex");
  await acceptNecessaryCookies(page);
  const address = page.getByTestId("open-data-url");
  await expect(address).toHaveText(/^http:\/\/de\.localhost:\d+\/api\/mex\/open\/v1\/devices$/);
  const pieces = await address.evaluate((code) =>
    [...code.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return { text: n.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
      }),
  );
  expect(pieces.map((p) => p.text)).toContain(`localhost:${new URL(page.url()).port}/`);
  expect(pieces.filter((p) => p.lines > 1)).toEqual([]);
  // At 375 px the address does take more than one line: the test is about where it breaks.
  const box = await address.boundingBox();
  expect(box!.height).toBeGreaterThan(30);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Adresse kopieren" }).click();
  await expect(page.getByRole("button", { name: "Adresse kopieren" })).toHaveText("Kopiert");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
  await page.locator(".mex-keys").screenshot({ path: testInfo.outputPath("keys.png") });
});
