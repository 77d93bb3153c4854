import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

// The personal data forms are actions (decision 0061): with JavaScript through React Router's forms, without
// it as plain posts with post/redirect/get. Each journey registers its own customer, so no other journey sees
// its changes.

/** A new customer, logged in through the registration API from a page of the site (its cookies land here). */
async function registerThroughApi(page: Page): Promise<string> {
  const email = `daten-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto("/info-center");
  const status = await page.evaluate(
    (body) =>
      fetch("/api/account/registrieren", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    {
      Email: email,
      Password: "Daten-Kennwort-1",
      Title1: "Frau",
      Title2: "",
      FirstName: "Nora",
      LastName: "Neumann",
      Phone: "",
      CountryId: 1,
    },
  );
  expect(status).toBe(200);
  return email;
}

test("an address added through the dialog and deleted again; her name saved (with JavaScript)", async ({ page }) => {
  await registerThroughApi(page);
  await gotoHydrated(page, "/persoenliche-daten");
  await acceptNecessaryCookies(page);
  await expect(page.locator(".address-card")).toHaveCount(0);

  await page.getByRole("button", { name: "Lieferadresse hinzufügen" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Vorname").fill("Nora");
  await dialog.getByLabel("Nachname").fill("Neumann");
  await dialog.getByRole("button", { name: "Adresse speichern" }).click();
  // The schema's German messages in the dialog, which stays open with what was typed.
  await expect(dialog.locator(".account-field__error").first()).toBeVisible();
  await expect(dialog.getByLabel("Vorname")).toHaveValue("Nora");
  await dialog.getByLabel(/Straße/).fill("Marienplatz");
  await dialog.getByLabel("Hausnr.").fill("8");
  await dialog.getByLabel("PLZ").fill("80331");
  await dialog.getByLabel("Ort").fill("München");
  await dialog.getByRole("button", { name: "Adresse speichern" }).click();
  await expect(page.getByText("Die Adresse wurde gespeichert.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".address-card")).toHaveCount(1);
  await expect(page.locator(".address-card")).toContainText("Marienplatz 8");

  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Adresse Marienplatz 8 löschen" }).click();
  await expect(page.getByText("Die Adresse wurde gelöscht.")).toBeVisible();
  await expect(page.locator(".address-card")).toHaveCount(0);

  const name = page.locator("section", { has: page.getByRole("heading", { name: "Name und Kontakt" }) });
  await name.getByLabel("Nachname").fill("Neumann-Berg");
  await name.getByRole("button", { name: "Speichern" }).click();
  await expect(name.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();
  // The header's name is a claim of the token: the page took the renewed one over.
  await expect(page.locator(".site-header").getByRole("link", { name: "Nora Neumann-Berg" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("her name is a plain form: a refusal shows the German message, a save the notice after the redirect", async ({ page }) => {
    await registerThroughApi(page);
    await page.goto("/persoenliche-daten");
    const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
    if (await banner.isVisible()) await banner.getByRole("button", { name: "Nur notwendige" }).click();
    const name = page.locator("section", { has: page.getByRole("heading", { name: "Name und Kontakt" }) });
    await name.getByLabel("Vorname").fill("");
    await name.getByLabel("Telefon").fill("089 123456");
    await name.getByRole("button", { name: "Speichern" }).click();
    await expect(name.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
    await expect(name.getByLabel("Telefon")).toHaveValue("089 123456");

    await name.getByLabel("Vorname").fill("Nora");
    await name.getByRole("button", { name: "Speichern" }).click();
    await expect(page).toHaveURL(/\/persoenliche-daten\?erledigt=daten#name-title$/);
    await expect(name.getByText("Ihre Daten wurden gespeichert.")).toBeVisible();
    await expect(name.getByLabel("Telefon")).toHaveValue("089 123456");
  });
});
