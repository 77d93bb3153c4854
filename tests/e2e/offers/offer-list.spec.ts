import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";

const euros = (text: string) =>
  Number(
    text
      .replace(/[^\d,.']/g, "")
      .replace(/[.']/g, "")
      .replace(",", "."),
  );
const chf = (text: string) => Number(text.replace(/[^\d.']/g, "").replace(/'/g, ""));

async function totals(page: Page, parse = euros) {
  const texts = await page.getByTestId("offer-total").allTextContents();
  return texts.map(parse);
}

test.describe("offer list journeys (issue: marketplace core)", () => {
  for (const [code, zip, currency] of [
    ["de", "80331", "€"],
    ["at", "1010", "€"],
    ["ch", "8001", "CHF"],
  ] as const) {
    test(`${code}: home → calculator → ranked offers in ${currency}`, async ({ page }) => {
      await gotoHydrated(page, `${origin(code)}/`);
      await acceptNecessaryCookies(page);
      await page.getByLabel("PLZ").fill(zip);
      await page.getByLabel("Liter").fill("3000");
      await page.getByRole("button", { name: "Preise vergleichen" }).click();
      await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=/);
      await expect(page.getByTestId("offer").first()).toBeVisible();
      const list = await page.getByTestId("offer-total").allTextContents();
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const t of list) expect(t).toContain(currency);
      const values = await totals(page, code === "ch" ? chf : euros);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    });
  }

  test("express 24 h raises the prices, shows the surcharge and survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000");
    await acceptNecessaryCookies(page);
    const before = (await totals(page))[0];
    // The panel follows the URL: the radio shows as checked once the new offers have loaded.
    await page.getByLabel("Expresslieferung 24 Stunden").click();
    await page.waitForURL(/options=[^&]*31/);
    await expect(page.locator(".offer-layout__list[aria-busy='false']")).toHaveCount(1);
    await expect.poll(async () => (await totals(page))[0]).toBeGreaterThan(before);
    await page.getByRole("button", { name: "Preisdetails anzeigen" }).first().click();
    await expect(page.locator("tr[data-key='DELIVERY_EXPRESS_24']").first()).toBeVisible();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByLabel("Expresslieferung 24 Stunden")).toBeChecked();
    expect((await totals(page))[0]).toBeGreaterThan(before);
  });

  test("2 stations change the offers and the query", async ({ page }) => {
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=10115&amount=3000");
    await acceptNecessaryCookies(page);
    const before = (await totals(page))[0];
    await page.getByLabel("Anzahl der Lieferstellen").selectOption("2");
    await page.waitForURL(/stations=2/);
    await expect(page.getByText(/an 2 Lieferstellen/)).toBeVisible();
    await expect.poll(async () => (await totals(page))[0]).toBeGreaterThan(before);
  });

  test("reset to default restores the standard settings", async ({ page }) => {
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=10115&amount=3000&stations=2&options=31,25,3,11,19&cn=1");
    await acceptNecessaryCookies(page);
    await page.getByRole("button", { name: "Auf Standard zurücksetzen" }).click();
    await page.waitForURL(/options=5,24,-2,11,9$/);
    expect(new URL(page.url()).searchParams.get("stations")).toBe("1");
  });

  test("loose pellets are ordered in kg and priced per t", async ({ page }) => {
    await gotoHydrated(page, "/holzpellets-lose/angebotsliste?zipCode=80331&amount=6000");
    await expect(page.getByLabel("kg", { exact: true })).toHaveValue("6.000");
    await expect(page.getByText(/für 6\.000 kg/)).toBeVisible();
    await expect(page.locator(".offer__unit").first()).toContainText("/ t");
  });

  test("an offer leads to the confirmation of the order parameters with the same price", async ({ page }) => {
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=2500");
    await acceptNecessaryCookies(page);
    const price = (await page.getByTestId("offer-total").first().textContent())!;
    await page.getByRole("link", { name: "Bestellen" }).first().click();
    await page.waitForURL(/bestellparameter-bestaetigen/);
    await expect(page.getByRole("heading", { name: "Bestellparameter bestätigen" })).toBeVisible();
    await expect(page.getByTestId("offer-total")).toHaveText(price);
    await expect(page.getByText("2.500 Liter")).toBeVisible();
  });

  test("the payment rule stands once above the list, each card carries a short badge (decision 0047)", async ({ page }) => {
    // Direct debit chosen: the rule for it once, every card badged with it.
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000&options=5,24,3,11,9");
    await acceptNecessaryCookies(page);
    const cards = await page.getByTestId("offer").count();
    expect(cards).toBeGreaterThan(2);
    await expect(page.getByTestId("offer-list-payment-note")).toHaveText(
      "Lastschrift: mit Kundenkonto direkt an den Händler, ohne Bonitätsprüfung; als Gast an unseren Finanzierungspartner, der vorher Ihre Bonität prüft (Name, Adresse, Bestellwert).",
    );
    await expect(page.getByTestId("offer-payment-note")).toHaveCount(0);
    await expect(page.getByTestId("offer-payment-badge")).toHaveCount(cards);
    expect(new Set(await page.getByTestId("offer-payment-badge").allTextContents())).toEqual(
      new Set(["Lastschrift · als Gast mit Bonitätsprüfung"]),
    );
    // At 1280 px the price column keeps "Bestellen" beside the dealer, as before.
    const card = page.getByTestId("offer").first();
    const name = await card.getByRole("heading", { level: 3 }).boundingBox();
    const order = await card.getByRole("link", { name: "Bestellen" }).boundingBox();
    expect(order!.x).toBeGreaterThan(name!.x + name!.width);

    // Cash on delivery needs no credit check for anybody: nothing to explain above the list.
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000&options=5,24,4,11,9");
    await expect(page.getByTestId("offer").first()).toBeVisible();
    await expect(page.getByTestId("offer-list-payment-note")).toHaveCount(0);
    expect(new Set(await page.getByTestId("offer-payment-badge").allTextContents())).toEqual(
      new Set(["Bar/EC bei Lieferung · ohne Bonitätsprüfung"]),
    );
  });

  test("bad input gets a German message, not an error page", async ({ page }) => {
    const res = await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=00000&amount=3000");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText("Diese Postleitzahl gibt es in Deutschland nicht.");
  });

  test("an unknown product group is a 404", async ({ page }) => {
    const res = await page.goto("/kohle/angebotsliste?zipCode=80331");
    expect(res?.status()).toBe(404);
  });
});
