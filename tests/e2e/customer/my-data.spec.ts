import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { waitForMails } from "../mail-files.ts";

// Privacy (decisions 0028 and 0046): the demo customer downloads her data; a new customer deletes her account.

test("the demo customer downloads all her data as JSON and CSV, under German keys the page explains (decision 0046)", async ({ page }) => {
  await logInThroughApi(page);
  await gotoHydrated(page, "/kunde/meine-daten");
  await acceptNecessaryCookies(page);
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Als JSON herunterladen" }).click()]);
  expect(json.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await json.path())!, "utf8"));
  expect(data.Tabellen.Konto[0]["E-Mail"]).toBe("kunde@example.com");
  expect(data.Tabellen.Bestellungen.length).toBeGreaterThanOrEqual(11);
  expect(data.Tabellen.Bestellungen[0].Lieferstellen[0].Lieferadresse.Straße).toBeTruthy();
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Als CSV herunterladen" }).click()]);
  const lines = readFileSync((await csv.path())!, "utf8").split("\r\n");
  expect(lines).toContain("Konto;1;E-Mail;kunde@example.com");
  expect(lines.some((l) => /^Bestellungen;1;Lieferstellen\.1\.Lieferadresse\.Straße;./.test(l))).toBe(true);
  // Every key is explained on the page.
  const keys = page.getByTestId("export-keys");
  await keys.getByText("Was die Felder der Datei bedeuten").click();
  await expect(keys.getByRole("heading", { name: "Bestellungen" })).toBeVisible();
  await expect(keys.getByText("Lieferstellen.Lieferadresse.Straße", { exact: true })).toBeVisible();
});

test("a customer deletes her account after confirming with her password; she is logged out and a mail confirms", async ({ page }) => {
  const email = `loeschen-${Date.now()}@example.com`;
  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register");
  await acceptNecessaryCookies(page);
  await page.getByLabel("Vorname").fill("Lotte");
  await page.getByLabel("Nachname").fill("Brenner");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Kennwort", { exact: true }).fill("Warm-Winter-2025");
  await page.getByLabel("Kennwort wiederholen").fill("Warm-Winter-2025");
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page).toHaveURL(/\/anfrage-bestaetigen\?anfrage=registrierung/);

  await gotoHydrated(page, "/kunde/meine-daten");
  const form = page.getByTestId("delete-account");
  await form.getByLabel("Ihr Kennwort").fill("Warm-Winter-2025");
  await form.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByText("Bitte bestätigen Sie, dass Sie Ihr Konto endgültig löschen möchten.")).toBeVisible();
  await page.getByTestId("delete-account").getByLabel("Ihr Kennwort").fill("Warm-Winter-2025");
  await page.getByTestId("delete-account").getByLabel("Ich möchte mein Konto endgültig löschen.").check();
  await page.getByTestId("delete-account").getByRole("button", { name: "Konto endgültig löschen" }).click();
  // Logged out; the toast says it is done (without JavaScript the page itself says so).
  await expect(page.getByText(/^Ihr Kundenkonto ist gelöscht\./).first()).toBeVisible();
  await waitForMails(email, { subject: /^Ihr Kundenkonto wurde gelöscht$/ });
  // Logged out: the customer area asks for a login, and the old password no longer opens it.
  await gotoHydrated(page, "/kunde/startseite");
  await expect(page).toHaveURL(/\/benutzerkonto\/anmeldung\?ReturnUrl=/);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Kennwort").fill("Warm-Winter-2025");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Kennwort ist nicht korrekt.");
});
