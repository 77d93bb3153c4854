import { expect, test, type Page } from "@playwright/test";
import { DEMO_DEALER } from "./dealer-login.ts";

// Decision 0027: the settings are real forms; the price preview is a server round trip (form → preview
// page → "Übernehmen"), so a dealer without JavaScript changes prices and areas too.
test.use({ javaScriptEnabled: false });

/** The login API from a page of the site (Playwright's own evaluate runs even where the page's scripts do not). */
async function logIn(page: Page) {
  await page.goto("/info-center");
  const status = await page.evaluate(
    (body) =>
      fetch("/api/account/jwt/anmelden", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    { UserName: DEMO_DEALER.email, Password: DEMO_DEALER.password },
  );
  expect(status).toBe(200);
  return page.evaluate(() =>
    fetch("/api/haendlerportal/filialen", { credentials: "include" })
      .then((r) => r.json())
      .then((b) => b.Branches as { Id: number; ZipCode: string }[]),
  );
}

async function closeBanner(page: Page) {
  const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Nur notwendige" }).click();
}

test("without JavaScript: a price change through its preview page", async ({ page }) => {
  // The dealer's last branch: the journeys with JavaScript change the first one at the same time.
  const branch = (await logIn(page)).at(-1)!;
  await page.goto(`/haendlerportal/preise/bearbeiten?filiale=${branch.Id}&produkt=1`);
  await closeBanner(page);
  const price = page.getByLabel("Staffel 3: Nettopreis pro 100 l");
  const old = await price.inputValue();
  const next = ((Math.round(Number(old.replace(",", ".")) * 100) - 111) / 100).toFixed(2).replace(".", ",");
  await price.fill(next);
  await page.getByRole("button", { name: "Vorschau anzeigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vorschau: Heizöl Standard schwefelarm");
  await expect(page.locator(".settings-table--ranks tbody tr")).toHaveCount(3);
  await page.getByRole("button", { name: "Übernehmen" }).click();
  await expect(page).toHaveURL(/\/haendlerportal\/preise\?gespeichert=liste/);
  await expect(page.locator(`#filiale-${branch.Id} .price-list`).first()).toContainText(`${next} €`);
});

test("without JavaScript: a delivery area is saved and a wrong postcode is named", async ({ page }) => {
  const branches = await logIn(page);
  const branch = branches.at(-1)!;
  await page.goto(`/haendlerportal/liefergebiete?filiale=${branch.Id}`);
  await closeBanner(page);
  await page.getByLabel("Radius in km").fill("35");
  await page.getByLabel("Postleitzahlen", { exact: true }).fill("00000");
  await page.getByRole("button", { name: "Liefergebiet speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("Die Postleitzahl „00000“ gibt es in Deutschland nicht.");
  await page.getByLabel("Postleitzahlen", { exact: true }).fill(branch.ZipCode);
  await page.getByRole("button", { name: "Liefergebiet speichern" }).click();
  await expect(page).toHaveURL(/gespeichert=1/);
  await expect(page.getByLabel("Radius in km")).toHaveValue("35");
  await expect(page.locator(".delivery-map__legend")).toContainText("Radius 35 km");
});
