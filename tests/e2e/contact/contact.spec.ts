import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMER, logInThroughApi } from "../account/login.ts";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";

/** Demo back-office account (README "Demo accounts", decision 0031). */
const SUPPORT = { email: "support@example.com", password: "Support-Demo-1" };
/** Markup and a formula a sender might type: shown as text everywhere (decision 0042). */
const MESSAGE = 'Meine Lieferung ist nicht angekommen. <b>Bitte</b> prüfen =SUMME(A1:A9) <script>alert("x")</script>';

/** Fills the visitor's form; the browser's proof of work has to finish before the form is sent. */
async function fillVisitorForm(page: Page, email: string) {
  await page.getByLabel("Worum geht es?").selectOption({ label: "Lieferung" });
  await page.getByLabel("Ihre Nachricht").fill(MESSAGE);
  await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await page.getByLabel("Ihr Name (optional)").fill("Erika Besucherin");
  // With JavaScript the page solves the spam gate itself: no sum to answer.
  await expect(page.getByRole("status").filter({ hasText: "Spamschutz: Ihr Browser hat die Prüfung erledigt." })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel(/^Spamschutz: Wie viel ist/)).toHaveCount(0);
}

test("a visitor writes through the footer's link; support finds the request, takes it, answers by mail and closes it", async ({
  page,
  browser,
}) => {
  const email = `kontakt-${Date.now()}@example.org`;
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt", exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await page.waitForSelector("html[data-hydrated]");

  // A mistake first: answered per field, what was typed stays.
  await page.getByLabel("Ihre Nachricht").fill("Zu kurz");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Bitte wählen Sie ein Thema.")).toBeVisible();
  await expect(page.getByText("Bitte beschreiben Sie Ihr Anliegen in mindestens 20 Zeichen.")).toBeVisible();
  await expect(page.getByLabel("Ihre Nachricht")).toHaveValue("Zu kurz");

  await fillVisitorForm(page, email);
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page).toHaveURL(/\/kontakt\?gesendet=KA-\d{4}-\d{6}$/);
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Nachricht" })).toBeVisible();
  const reference = (await page.locator(".contact-sent__reference").textContent())!.trim();
  expect(reference).toMatch(/^KA-\d{4}-\d{6}$/);

  const [receipt] = await waitForMails(email, { subject: new RegExp(`^Ihre Anfrage ${reference} ist bei uns eingegangen$`) });
  expect(receipt.text).toContain("Guten Tag Erika Besucherin,");
  expect(receipt.text).toContain(`Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website: ${origin("de")}/kontakt`);

  // The desk, in its own browser.
  const desk = await browser.newPage();
  await logInThroughApi(desk, SUPPORT);
  await gotoHydrated(desk, "/support/user/list");
  await desk.getByRole("navigation", { name: "Backoffice" }).getByRole("link", { name: "Kontaktanfragen" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Kontaktanfragen" })).toBeVisible();
  await desk.getByLabel("Status").selectOption({ label: "Neu" });
  await desk.getByRole("button", { name: "Anzeigen" }).click();
  await expect(desk).toHaveURL(/status=neu/);
  await desk.getByRole("link", { name: reference }).click();
  await expect(desk.getByRole("heading", { level: 1, name: `Anfrage ${reference}` })).toBeVisible();
  // The sender's markup is text on the page, never elements.
  const thread = desk.locator(".bo-thread__body").first();
  await expect(thread).toHaveText(MESSAGE);
  await expect(thread.locator("b, script")).toHaveCount(0);

  await desk.getByRole("button", { name: "Mir zuweisen" }).click();
  await expect(desk.getByText("Die Anfrage ist zugewiesen.")).toBeVisible();
  await expect(desk.locator(".bo-lead .bo-badge")).toHaveText("Zugewiesen");

  await desk.getByLabel(`Antwort an ${email}`).fill("Guten Tag,\nder Händler liefert morgen zwischen 8 und 12 Uhr.");
  await desk.getByRole("button", { name: "Antwort senden" }).click();
  await expect(desk.getByText("Die Antwort ist gespeichert und per E-Mail unterwegs.")).toBeVisible();
  await expect(desk.locator(".bo-thread__item")).toHaveCount(2);
  await expect(desk.locator(".bo-thread__item--out")).toContainText("der Händler liefert morgen zwischen 8 und 12 Uhr.");

  const [answer] = await waitForMails(email, { subject: new RegExp(`^Antwort auf Ihre Anfrage ${reference}$`) });
  expect(answer.text).toContain("der Händler liefert morgen zwischen 8 und 12 Uhr.");
  expect(answer.text).toContain(MESSAGE);
  expect(answer.html).not.toContain("<script>");
  expect(answer.html).toContain("&lt;b&gt;Bitte&lt;/b&gt;");

  await desk.getByRole("button", { name: "Anfrage schließen" }).click();
  await expect(desk.getByText("Die Anfrage ist geschlossen.")).toBeVisible();
  await expect(desk.locator(".bo-lead .bo-badge")).toHaveText("Geschlossen");
  await expect(desk.getByRole("button", { name: "Antwort senden" })).toHaveCount(0);
  await desk.close();
});

test("a signed-in customer writes from her account's address", async ({ page }) => {
  await logInThroughApi(page, DEMO_CUSTOMER);
  await gotoHydrated(page, "/kontakt?thema=rechnung");
  const email = page.getByLabel("Ihre E-Mail-Adresse");
  await expect(email).toHaveValue(DEMO_CUSTOMER.email);
  await expect(email).toHaveJSProperty("readOnly", true);
  await expect(page.getByLabel("Worum geht es?")).toHaveValue("rechnung");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sum stands in for the proof of work; the form still posts, redirects and names the reference", async ({ page }) => {
    const email = `ohne-js-${Date.now()}@example.org`;
    await page.goto("/kontakt");
    await page.getByLabel("Worum geht es?").selectOption({ label: "Kundenkonto" });
    await page.getByLabel("Ihre Nachricht").fill("Ich komme nicht mehr in mein Kundenkonto, bitte helfen Sie mir.");
    await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
    const question = page.getByLabel(/^Spamschutz: Wie viel ist/);
    // A wrong answer is refused in German and a new sum is asked.
    await question.fill("99");
    await page.waitForTimeout(3100);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Die Antwort auf die Rechenfrage stimmt nicht. Bitte versuchen Sie es noch einmal.").first()).toBeVisible();
    await expect(page.getByLabel("Ihre Nachricht")).toHaveValue("Ich komme nicht mehr in mein Kundenkonto, bitte helfen Sie mir.");

    const label = (await page.getByText(/^Spamschutz: Wie viel ist/).textContent())!;
    const words = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
    const [, x, y] = /Wie viel ist (\S+) plus (\S+)\?/.exec(label)!;
    await page.getByLabel(/^Spamschutz: Wie viel ist/).fill(String(words.indexOf(x) + words.indexOf(y)));
    await page.waitForTimeout(3100);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page).toHaveURL(/\/kontakt\?gesendet=KA-\d{4}-\d{6}$/);
    await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Nachricht" })).toBeVisible();
    await waitForMails(email, { subject: /ist bei uns eingegangen$/ });
  });
});
