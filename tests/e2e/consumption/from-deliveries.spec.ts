import { expect, test } from "@playwright/test";

test("the demo customer takes her consumption from her deliveries", async ({ page }) => {
  await page.goto("/benutzerkonto/anmeldung");
  const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Nur notwendige" }).click();
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail-Adresse").fill("kunde@example.com");
  await form.getByLabel("Kennwort").fill("Heizoel-Demo-1");
  await form.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto"));

  await page.goto("/heizoel-verbrauchsvergleich/schritt-1");
  await page.getByLabel("Einfamilienhaus").check();
  await page.getByLabel("Beheizte Wohnfläche des ganzen Gebäudes (m²)").fill("220");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Baujahr oder Jahr der letzten Sanierung").fill("1978");
  await page.getByLabel("Personen im Haushalt").fill("3");
  await page.getByLabel("Mit der Ölheizung").check();
  await page.getByRole("button", { name: "Weiter" }).click();

  // Her deliveries of a whole heating season, offered with one button.
  const offer = page.locator(".consumption-history");
  await expect(offer).toContainText("Nach Ihren Lieferungen haben Sie in der Heizperiode");
  const litres = (await offer.locator("strong").textContent())!.replace(/\D/g, "");
  await offer.getByRole("button", { name: "Diesen Verbrauch übernehmen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schritt 4 von 4: Ihre Postleitzahl");
  await page.getByRole("link", { name: "Ihr Verbrauch" }).click();
  await expect(page.getByLabel("Verbrauch in Litern Heizöl")).toHaveValue(litres);
  await expect(page.getByLabel("Den Verbrauch eines Jahres")).toBeChecked();
});
