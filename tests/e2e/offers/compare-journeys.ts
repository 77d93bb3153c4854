import { expect, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";

// Decision 0014: a visitor with a session cookie (customer or guest) must be able to compare prices.
// Every browser call carries the CSRF header; before, the zip check got 403 and every postcode was "unknown".

export async function logInAsDemoCustomer(page: Page) {
  await logInThroughApi(page);
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  await expect(page.locator(".site-header").getByText("Erika Mustermann").first()).toBeAttached();
}

/** Offer list → order → order login → "Als Gast weiter": the context now holds a guest session. */
export async function continueAsGuest(page: Page, query = "zipCode=80331&amount=3000", lastName = "Gast") {
  await gotoHydrated(page, `/heizoel/angebotsliste?${query}`);
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Bestellen" }).first().click();
  await page.waitForURL(/bestellparameter-bestaetigen/);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("link", { name: "Weiter zur Bestellung" }).click();
  await page.waitForURL(/\/benutzerkonto\/bestellanmeldung\/heizoel/);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("tab", { name: "Als Gast bestellen" }).click();
  await expect(page).toHaveURL(/guest=true/);
  await page.getByLabel("E-Mail-Adresse").fill(`vergleich-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`);
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill(lastName);
  await page.getByRole("button", { name: "Als Gast weiter" }).click();
  await page.waitForURL(/\/heizoel\/bestellung\/adresse\?/);
}

const offers = (page: Page) => page.getByTestId("offer");

export async function compareWithCalculatorBar(page: Page) {
  await gotoHydrated(page, "/");
  const bar = page.getByRole("form", { name: "Preisrechner" });
  await bar.getByLabel("PLZ").fill("80331");
  await bar.getByLabel("Liter").fill("2500");
  await bar.getByRole("button", { name: "Preise vergleichen" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=80331&amount=2500/);
  await expect(offers(page).first()).toBeVisible();
}

export async function compareWithAssistant(page: Page) {
  await gotoHydrated(page, "/heizoel/angebotsassistent");
  for (let step = 1; step < 5; step++) await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Postleitzahl der Lieferadresse").fill("50667");
  await page.getByRole("button", { name: "Angebote anzeigen" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.waitForURL(/\/heizoel\/angebotsliste\?zipCode=50667/);
  await expect(offers(page).first()).toBeVisible();
}

/** The offer list's own search and its settings (settings sit behind a button on small screens). */
export async function searchAndSetOnOfferList(page: Page, smallScreen: boolean) {
  await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000");
  const search = page.getByRole("form", { name: "Suche ändern" });
  await search.getByLabel("PLZ").fill("10115");
  await search.getByRole("button", { name: "Aktualisieren" }).click();
  await page.waitForURL(/zipCode=10115/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("10115");
  await expect(offers(page).first()).toBeVisible();
  if (smallScreen) await search.getByRole("button", { name: "Einstellungen" }).click();
  await page.getByLabel("Anzahl der Lieferstellen").selectOption("2");
  await page.waitForURL(/stations=2/);
  expect(new URL(page.url()).searchParams.get("zipCode")).toBe("10115");
  if (smallScreen) await page.getByRole("button", { name: /Angebote? anzeigen/ }).click();
  await expect(page.getByText(/an 2 Lieferstellen/)).toBeInViewport();
}
