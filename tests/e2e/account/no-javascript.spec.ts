import { expect, test } from "@playwright/test";

// The login page's forms are actions (decisions 0026, 0061): without JavaScript they are plain form posts.
test.use({ javaScriptEnabled: false });

test("without JavaScript: registration marks what is wrong, then starts the session and shows the welcome page", async ({ page }) => {
  const email = `ohne-js-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto("/benutzerkonto/anmeldung?mode=register&ReturnUrl=%2Fheizoelpreise");
  const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Nur notwendige" }).click();
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("Vorname").fill("Jana");
  await form.getByLabel("Nachname").fill("Ohnescript");
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByLabel("Kennwort", { exact: true }).fill("Warm-Winter-2025");
  await form.getByLabel("Kennwort wiederholen").fill("Warm-Winter-2024");
  await form.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page.getByText("Die Kennwörter stimmen nicht überein.")).toBeVisible();
  // What was typed stays, the passwords do not.
  await expect(form.getByLabel("E-Mail-Adresse")).toHaveValue(email);
  await expect(form.getByLabel("Kennwort", { exact: true })).toHaveValue("");

  await form.getByLabel("Kennwort", { exact: true }).fill("Warm-Winter-2025");
  await form.getByLabel("Kennwort wiederholen").fill("Warm-Winter-2025");
  await form.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page).toHaveURL(/\/anfrage-bestaetigen\?anfrage=registrierung&ReturnUrl=%2Fheizoelpreise$/);
  await expect(page.getByRole("heading", { name: "Willkommen beim Heizöl-Marktplatz!" })).toBeVisible();
  // The session's cookies came with the redirect: the next page is hers.
  await page.goto("/persoenliche-daten");
  await expect(page.getByText(`Angemeldet als ${email}`)).toBeVisible();
});
