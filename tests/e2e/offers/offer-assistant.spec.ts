import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

test("the offer assistant guides step by step to the offer list", async ({ page }) => {
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Der Angebotsassistent hilft Schritt für Schritt." }).click();
  await expect(page.getByRole("heading", { name: "Schritt 1 von 5: Produkt" })).toBeVisible();
  await page.getByLabel("Heizöl Premium schwefelarm").check();
  await page.getByRole("button", { name: "Weiter" }).click();

  await expect(page.getByRole("heading", { name: "Schritt 2 von 5: Menge" })).toBeVisible();
  await page.getByLabel("Menge (Liter)").fill("300");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Die Mindestmenge beträgt 500 Liter.");
  await page.getByLabel("Tankgröße in Litern").fill("5000");
  await page.getByLabel("Aktueller Füllstand").selectOption("25");
  await page.getByRole("button", { name: "3.500 Liter übernehmen" }).click();
  await expect(page.getByLabel("Menge (Liter)")).toHaveValue("3.500");
  await page.getByRole("button", { name: "Weiter" }).click();

  await page.getByLabel("2 Lieferstellen").check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel(/Expresslieferung 48 Stunden/).check();
  await page.getByRole("button", { name: "Weiter" }).click();

  await page.getByLabel("Postleitzahl der Lieferadresse").fill("1010");
  await page.getByRole("button", { name: "Angebote anzeigen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Die Postleitzahl muss in Deutschland aus 5 Ziffern bestehen.");
  await page.getByLabel("Postleitzahl der Lieferadresse").fill("50667");
  await page.getByRole("button", { name: "Angebote anzeigen" }).click();
  await page.waitForURL(/\/heizoel\/angebotsliste\?/);
  const q = new URL(page.url()).searchParams;
  expect([q.get("zipCode"), q.get("amount"), q.get("stations"), q.get("product")]).toEqual(["50667", "3500", "2", "2"]);
  expect(q.get("options")!.split(",")).toContain("1");
});
