import { expect, type Page } from "@playwright/test";

/**
 * Decision 0070: a visitor compares a house of 150 m², 4 persons, 2,650 l last year in 80331, sees the class
 * and the yearly need, and orders the need through the offer list. Plain forms: with or without JavaScript.
 */
export async function compareHouseJourney(page: Page) {
  await page.goto("/heizoel-verbrauchsvergleich");
  const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Nur notwendige" }).click();
  await page.getByRole("link", { name: "Vergleich starten" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schritt 1 von 4: Ihr Gebäude");
  // A later step is not reachable before the earlier ones.
  await page.goto("/heizoel-verbrauchsvergleich/schritt-3");
  await expect(page).toHaveURL(/schritt-1$/);

  await page.getByLabel("Einfamilienhaus").check();
  await page.getByLabel("Beheizte Wohnfläche des ganzen Gebäudes (m²)").fill("0");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Die Wohnfläche muss mindestens 20 m² betragen.").first()).toBeVisible();
  await page.getByLabel("Beheizte Wohnfläche des ganzen Gebäudes (m²)").fill("150");
  await page.getByRole("button", { name: "Weiter" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schritt 2 von 4: Baujahr und Haushalt");
  await page.getByLabel("Baujahr oder Jahr der letzten Sanierung").fill("1984");
  await page.getByLabel("Personen im Haushalt").fill("4");
  await page.getByLabel("Mit der Ölheizung").check();
  await page.getByRole("button", { name: "Weiter" }).click();

  await page.getByLabel("Den Verbrauch eines Jahres").check();
  await page.getByLabel("Verbrauch in Litern Heizöl").fill("2650");
  await page.getByRole("button", { name: "Weiter" }).click();

  await page.getByLabel("Postleitzahl des Gebäudes").fill("80331");
  await page.getByRole("button", { name: "Ergebnis zeigen" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Ergebnis");
  await expect(page.getByRole("heading", { name: "Ihr Verbrauch: erhöht" })).toBeVisible();
  await expect(page.getByText("177 kWh")).toBeVisible();
  await expect(page.getByRole("img", { name: /Ihr Wert 177 kWh/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ihr Jahresbedarf: 2.650 Liter" })).toBeVisible();
  await page.getByRole("link", { name: /Jahresbedarf bestellen/ }).click();
  await expect(page).toHaveURL(/\/heizoel\/angebotsliste\?zipCode=80331&amount=2650/);
  await expect(page.getByTestId("offer").first()).toBeVisible();
}
