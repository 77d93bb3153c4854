import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";
import { logInThroughApi } from "../account/login.ts";
import { logInAsDealer } from "./dealer-login.ts";

// Decision 0027 ("Staff"): a dealer admin invites a staff member by e-mail; the invitee sets a password through
// the mailed link and logs in as staff, who may not change settings; the admin removes them again.
test("dealer portal: invites a staff member, who sets a password and logs in; then removes them", async ({ page, browser }) => {
  // Two sessions, a mailed link and four pages: about 15 s on a quiet machine, past 30 s on a loaded one.
  test.slow();
  await logInAsDealer(page);
  await gotoHydrated(page, "/haendlerportal/mitarbeiter");
  await acceptNecessaryCookies(page);
  const email = `team-${Date.now().toString(36)}@example.com`;
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Anrede").selectOption("Frau");
  await page.getByLabel("Vorname").fill("Nina");
  await page.getByLabel("Nachname").fill("Neu");
  await page.getByLabel("Rolle", { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByRole("status")).toContainText("Die Einladung ist unterwegs");
  // A fresh form for the next invitation.
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("");
  const row = page.locator(".staff-list__item", { hasText: email });
  await expect(row).toContainText("Einladung offen");
  await expect(row).toContainText("Mitarbeit");

  // An address that already has an account (the demo customer): one neutral message.
  await page.getByLabel("E-Mail-Adresse").fill("kunde@example.com");
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill("Mustermann");
  await page.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByRole("alert").first()).toContainText("gehört bereits zu einem Konto beim Heizöl-Marktplatz");

  const [mail] = await waitForMails(email, { subject: /Einladung in das Händlerportal/ });
  const link = /https?:\/\/[^\s]+\/neues-kennwort-setzen\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const invitee = await browser.newContext();
  const other = await invitee.newPage();
  await gotoHydrated(other, new URL(link).pathname);
  await acceptNecessaryCookies(other);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Kennwort festlegen");
  await other.getByLabel("Neues Kennwort").fill("Team-Kennwort-1");
  await other.getByLabel("Kennwort wiederholen").fill("Team-Kennwort-1");
  await other.getByRole("button", { name: "Kennwort speichern" }).click();
  await expect(other.getByRole("status")).toContainText("Ihr Kennwort wurde geändert");
  await logInThroughApi(other, { email, password: "Team-Kennwort-1" });
  await gotoHydrated(other, "/haendlerportal/preise");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Kein Zugang");
  await expect(other.getByRole("alert")).toContainText("können nur Administratoren Ihres Händlerkontos ändern");
  await invitee.close();

  await gotoHydrated(page, "/haendlerportal/mitarbeiter");
  await expect(page.locator(".staff-list__item", { hasText: email })).not.toContainText("Einladung offen");
  await page.screenshot({ path: "test-results/dealer-portal-staff.png", fullPage: true });
  await page
    .locator(".staff-list__item", { hasText: email })
    .getByRole("link", { name: /Entfernen/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nina Neu entfernen?");
  await page.getByRole("button", { name: "Ja, entfernen" }).click();
  await expect(page.getByRole("status")).toContainText("keinen Zugang zum Händlerportal mehr");
  await expect(page.locator(".staff-list__item", { hasText: email })).toHaveCount(0);
});
