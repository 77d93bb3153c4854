import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, fillAddress, gotoHydrated, PORT } from "../helpers.ts";

// Journeys of the checkout issue (decision 0007): from an offer to the success page.

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** Offer list → first offer → order-parameter confirmation → "Weiter zur Bestellung". */
async function chooseOffer(page: Page, query: string) {
  await gotoHydrated(page, `/heizoel/angebotsliste?${query}`);
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Bestellen" }).first().click();
  await page.waitForURL(/bestellparameter-bestaetigen/);
  await page.waitForSelector("html[data-hydrated]");
  const price = (await page.getByTestId("offer-total").textContent())!.trim();
  await page.getByRole("link", { name: "Weiter zur Bestellung" }).click();
  return price;
}

/** The checkout entry URL of the cheapest offer (works without JavaScript: only reads links). */
async function entryHref(page: Page, query: string) {
  await page.goto(`/heizoel/angebotsliste?${query}`);
  await page.goto((await page.getByRole("link", { name: "Bestellen" }).first().getAttribute("href"))!);
  return (await page.getByRole("link", { name: "Weiter zur Bestellung" }).getAttribute("href"))!;
}

async function atStep(page: Page, part: string) {
  await page.waitForURL(new RegExp(`/heizoel/bestellung/${part}\\?`));
  await page.waitForSelector("html[data-hydrated]");
}

async function placeAndSeeSuccess(page: Page) {
  await atStep(page, "bestellung-abschliessen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prüfender Blick und letzter Klick!");
  await expect(page.getByTestId("withdrawal-notice")).toContainText("binnen vierzehn Tagen");
  await expect(page.getByRole("link", { name: "Allgemeinen Geschäftsbedingungen" })).toHaveAttribute("href", "/druckansicht/agb");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await page.waitForURL(/\/heizoel\/bestellung-erfolgreich\/\d+$/);
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/^HM-\d{4}-\d{6,}$/);
}

test.describe("checkout journeys", () => {
  test("a guest buys 3000 l heating oil for 80331 on invoice and sees the success page", async ({ page }) => {
    // Before the click the offer list says how a guest pays for "Bezahlung auf Rechnung" (decisions 0015, 0047):
    // once above the list, and on each card in short.
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000&options=5,24,2,11,9");
    await expect(page.getByTestId("offer-list-payment-note")).toContainText(
      "Rechnung: mit Kundenkonto direkt an den Händler, ohne Bonitätsprüfung; als Gast an unseren Finanzierungspartner",
    );
    await expect(page.getByTestId("offer-payment-badge").first()).toHaveText("Rechnung · als Gast mit Bonitätsprüfung");
    const price = await chooseOffer(page, "zipCode=80331&amount=3000&options=5,24,2,11,9");
    // Not logged in: the order login page with the way back.
    await page.waitForURL(/\/benutzerkonto\/bestellanmeldung\/heizoel\?ReturnUrl=/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("tab", { name: "Als Gast bestellen" }).click();
    await expect(page).toHaveURL(/guest=true/);
    await page.getByLabel("E-Mail-Adresse").fill(uniqueEmail("gast"));
    await page.getByLabel("Vorname").fill("Erika");
    await page.getByLabel("Nachname").fill("Mustermann");
    await page.getByRole("button", { name: "Als Gast weiter" }).click();

    await atStep(page, "adresse");
    await expect(page.getByText("Schritt 1 von 3")).toBeAttached();
    await expect(page.getByTestId("offer-summary-total")).toHaveText(price);
    // German field errors first.
    await page.locator('[name="DeliveryAddress.ZipCode"]').fill("10115");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Ihr Angebot wurde für die Postleitzahl 80331 berechnet.", { exact: false })).toBeVisible();
    await expect(page.getByText("Bitte geben Sie die Straße ein.")).toBeVisible();
    await page.locator('[name="DeliveryAddress.ZipCode"]').fill("80331");
    await fillAddress(page, "DeliveryAddress", { first: "Erika", last: "Mustermann", street: "Marienplatz", no: "8", phone: "089 123456" });
    await page.getByRole("button", { name: "Weiter" }).click();

    // A guest's invoice goes through the installment provider.
    await atStep(page, "bezahlung");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechnung über unseren Finanzierungspartner");
    await expect(page.getByTestId("payment-note")).toContainText("Er prüft vorher Ihre Bonität");
    await expect(page.getByTestId("payment-note").getByRole("link", { name: "Andere Zahlart wählen" })).toHaveAttribute(
      "href",
      /\/heizoel\/angebotsliste\?zipCode=80331/,
    );
    await page.getByRole("button", { name: "Weiter" }).click();

    await atStep(page, "bestellung-abschliessen");
    await expect(page.getByTestId("withdrawal-notice")).toContainText("Muster-Widerrufsformular");
    await expect(page.getByTestId("checkout-total")).toHaveText(price);
    await expect(page.getByText("Erika Mustermann, Marienplatz 8, 80331 München")).toBeVisible();
    await placeAndSeeSuccess(page);
    await expect(page.getByText("Rechnung über unseren Finanzierungspartner")).toBeVisible();
  });

  test("a registered customer buys with SEPA, 1500 + 1500 l to two addresses", async ({ page }) => {
    await chooseOffer(page, "zipCode=80331&amount=3000&stations=2&options=5,24,3,11,9");
    await page.waitForURL(/\/benutzerkonto\/bestellanmeldung\/heizoel/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("tab", { name: "Neu registrieren" }).click();
    const form = page.getByRole("form", { name: "Registrieren" });
    await form.getByLabel("Vorname").fill("Max");
    await form.getByLabel("Nachname").fill("Mustermann");
    await form.getByLabel("E-Mail-Adresse").fill(uniqueEmail("kunde"));
    await form.getByLabel("Kennwort", { exact: true }).fill("Sicheres-Kennwort-1");
    await form.getByLabel("Kennwort wiederholen").fill("Sicheres-Kennwort-1");
    await form.getByRole("button", { name: /Registrieren|Konto anlegen|Weiter/ }).click();

    await atStep(page, "adresse");
    await fillAddress(page, "DeliveryAddress", { first: "Max", last: "Mustermann", street: "Marienplatz", no: "8", phone: "089 123456" });
    await page.getByRole("button", { name: "Weiter" }).click();

    await atStep(page, "mengenverteilung");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lieferstellen");
    // Grouped like every amount of the country (decision 0015).
    await expect(page.locator('[name="Stations.0.Amount"]')).toHaveValue("1.500");
    await expect(page.locator('[name="Stations.1.Amount"]')).toHaveValue("1.500");
    await fillAddress(page, "Stations.1.Address", { first: "Anna", last: "Mustermann", street: "Sendlinger Straße", no: "3" });
    await expect(page.getByText("Verteilt: 3.000 von 3.000 Liter")).toBeVisible();
    await page.getByRole("button", { name: "Weiter" }).click();

    await atStep(page, "bezahlung");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bezahlung per SEPA-Lastschrift");
    await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
    await page.getByLabel(/Ich erteile das SEPA-Lastschriftmandat/).check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Die Prüfziffer der IBAN stimmt nicht. Bitte prüfen Sie Ihre Eingabe.")).toBeVisible();
    await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
    await expect(page.getByLabel("Text des SEPA-Lastschriftmandats")).toContainText("IBAN: DE89 3704 0044 0532 0130 00");
    await page.getByRole("button", { name: "Weiter" }).click();

    await atStep(page, "bestellung-abschliessen");
    await expect(page.getByTestId("summary-station")).toHaveCount(2);
    await expect(page.getByText("Lieferstelle 1: 1.500 Liter")).toBeVisible();
    await expect(page.getByText("Lieferstelle 2: 1.500 Liter")).toBeVisible();
    // Decision 0012: after saving, the summary and the success page show the IBAN masked only.
    await expect(page.getByText("IBAN DE89 •••• 3000")).toBeVisible();
    expect((await page.content()).replace(/\s/g, "")).not.toContain("37040044");
    await placeAndSeeSuccess(page);
    await expect(page.getByText(/von Ihrem Konto DE89 •••• 3000 abgebucht/)).toBeVisible();
    expect((await page.content()).replace(/\s/g, "")).not.toContain("37040044");
    await expect(page.getByText("Anna Mustermann, Sendlinger Straße 3, 80331 München")).toBeVisible();
    await expect(page.getByText(/Mandatsreferenz HM-M-/)).toBeVisible();
  });

  test("an installment order shows the monthly rate from the provider", async ({ page }) => {
    await chooseOffer(page, "zipCode=80331&amount=3000&options=5,24,23~12,11,9");
    await page.waitForURL(/\/benutzerkonto\/bestellanmeldung\/heizoel/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("tab", { name: "Als Gast bestellen" }).click();
    await expect(page).toHaveURL(/guest=true/);
    await page.getByLabel("E-Mail-Adresse").fill(uniqueEmail("raten"));
    await page.getByLabel("Vorname").fill("Erika");
    await page.getByLabel("Nachname").fill("Mustermann");
    await page.getByRole("button", { name: "Als Gast weiter" }).click();

    await atStep(page, "adresse");
    await fillAddress(page, "DeliveryAddress", { first: "Erika", last: "Mustermann", street: "Marienplatz", no: "8", phone: "089 123456" });
    await page.getByRole("button", { name: "Weiter" }).click();

    await atStep(page, "bezahlung");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monatliche Bezahlung");
    await expect(page.getByLabel(/12 Monate/)).toBeChecked();
    const rate12 = (await page.getByTestId("monthly-rate").textContent())!;
    await page.getByText("24 Monate").click();
    await expect(page.getByTestId("monthly-rate")).not.toHaveText(rate12);
    await page.getByText("12 Monate").click();
    await expect(page.getByTestId("monthly-rate")).toHaveText(rate12);
    const rate = /Ihre Monatsrate: ([\d.,]+\s€)/.exec(rate12.replace(/\u00a0/g, " "))![1];
    await page.getByRole("button", { name: "Ratenzahlung beantragen" }).click();

    await atStep(page, "bestellung-abschliessen");
    await expect(page.getByTestId("summary-monthly-rate")).toContainText("12 Monatsraten zu je");
    await expect(page.getByTestId("summary-monthly-rate")).toContainText(rate.replace(" ", "\u00a0"));
    await placeAndSeeSuccess(page);
    await expect(page.getByTestId("success-monthly-rate")).toContainText(rate.replace(" ", "\u00a0"));
  });
});

test.describe("checkout rules in the browser", () => {
  // These contexts log in through the API only, so they run without JavaScript: the browser session
  // code would otherwise find no stored token and end the session (spec §4).
  test("a step that is not accessible yet sends the customer to the latest accessible one; another customer's order is a 404", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, javaScriptEnabled: false });
    const page = await context.newPage();
    const guest = await page.request.post("/api/account/gast", {
      data: { Email: uniqueEmail("regel"), FirstName: "Erika", LastName: "Mustermann" },
    });
    expect(guest.ok()).toBe(true);
    await page.goto(await entryHref(page, "zipCode=80331&amount=3000&options=5,24,2,11,9"));
    await page.waitForURL(/\/bestellung\/adresse\?/);
    const checkoutUrl = new URL(page.url());
    await page.goto(`/heizoel/bestellung/bestellung-abschliessen${checkoutUrl.search}`);
    await page.waitForURL(/\/bestellung\/adresse\?/);
    // The compact A/B variant can be asked for explicitly.
    await page.goto(`/heizoel/bestellung/compact/adresse${checkoutUrl.search}`);
    await expect(page.locator("main[data-variant='compact']")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Wohin dürfen wir liefern?" })).toBeVisible();

    const stranger = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, javaScriptEnabled: false });
    const other = await stranger.newPage();
    await other.request.post("/api/account/gast", { data: { Email: uniqueEmail("fremd"), FirstName: "Max", LastName: "Fremd" } });
    const res = await other.goto(`/heizoel/bestellung/adresse${checkoutUrl.search}`);
    expect(res?.status()).toBe(404);
    await stranger.close();
    await context.close();
  });

  test("without JavaScript the steps still work (plain form posts) up to the order", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, javaScriptEnabled: false });
    const page = await context.newPage();
    const guest = await page.request.post("/api/account/gast", {
      data: { Email: uniqueEmail("nojs"), FirstName: "Erika", LastName: "Mustermann" },
    });
    expect(guest.ok()).toBe(true);
    await page.goto(await entryHref(page, "zipCode=80331&amount=3000&options=5,24,4,11,9"));
    await page.waitForURL(/\/bestellung\/adresse\?/);
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Bitte geben Sie die Straße ein.")).toBeVisible();
    await fillAddress(page, "DeliveryAddress", { first: "Erika", last: "Mustermann", street: "Marienplatz", no: "8", phone: "089 123456" });
    await page.getByRole("button", { name: "Weiter" }).click();
    // Cash on delivery: no payment step.
    await page.waitForURL(/\/bestellung\/bestellung-abschliessen\?/);
    await expect(page.getByText("Sie bezahlen bei der Lieferung bar oder mit EC-Karte.")).toBeVisible();
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await page.waitForURL(/bestellung-erfolgreich/);
    await expect(page.getByTestId("order-number")).toHaveText(/^HM-/);
    // The success page is its owner's only: anybody else gets the access page (decision 0040), not the order.
    const stranger = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, javaScriptEnabled: false });
    const other = await stranger.newPage();
    await other.request.post("/api/account/gast", { data: { Email: uniqueEmail("neugierig"), FirstName: "Max", LastName: "Neugierig" } });
    const res = await other.goto(new URL(page.url()).pathname);
    expect(res?.status()).toBe(403);
    await expect(other.getByTestId("order-number")).toHaveCount(0);
    await expect(other.getByRole("heading", { name: "Link per E-Mail anfordern" })).toBeVisible();
    await stranger.close();
    await context.close();
  });

  test("a form post from another site is refused", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}`, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.request.post("/api/account/gast", { data: { Email: uniqueEmail("csrf"), FirstName: "Erika", LastName: "Mustermann" } });
    await page.goto(await entryHref(page, "zipCode=80331&amount=3000&options=5,24,2,11,9"));
    await page.waitForURL(/\/bestellung\/adresse\?/);
    const form = { intent: "address", "DeliveryAddress.FirstName": "Evil", "DeliveryAddress.LastName": "Site" };
    // Another site's Origin: refused before the action runs.
    const crossSite = await page.request.post(page.url(), { form, headers: { origin: "https://evil.example" } });
    expect([400, 403]).toContain(crossSite.status());
    // No Origin and no Referer at all: refused by the action's own check.
    const anonymous = await page.request.post(page.url(), { form });
    expect(anonymous.status()).toBe(403);
    // Same origin is accepted (the action answers with German field errors).
    const own = await page.request.post(page.url(), { form, headers: { origin: `http://127.0.0.1:${PORT}` } });
    expect(own.status()).toBe(400);
    expect(await own.text()).toContain("Bitte geben Sie die Straße ein.");
    await context.close();
  });
});
