import { expect, test } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { horizontalOverflow } from "../dealer-portal/dealer-login.ts";
import { acceptNecessaryCookies, gotoHydrated, origin } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";

const SUPPORT = { email: "support@example.com", password: "Support-Demo-1" };

test("at 375 px the contact form fits the screen, answers mistakes and sends from the Austrian site", async ({ page }) => {
  const email = `mobil-${Date.now()}@example.org`;
  await gotoHydrated(page, `${origin("at")}/kontakt`);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The footer links the form on the small screen too.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Kontakt", exact: true })).toBeVisible();

  await page.getByLabel("Ihre E-Mail-Adresse").fill("keine-adresse");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByLabel("Worum geht es?").selectOption({ label: "Tanksensor (mex)" });
  await page.getByLabel("Bestellnummer (optional)").fill("hm-2026-000001");
  await page.getByLabel("Ihre Nachricht").fill("Mein Tanksensor meldet seit gestern keine Werte mehr.");
  await page.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await expect(page.getByRole("status").filter({ hasText: "Spamschutz: Ihr Browser hat die Prüfung erledigt." })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Nachricht" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const [receipt] = await waitForMails(email, { subject: /ist bei uns eingegangen$/ });
  expect(receipt.text).toContain(`${origin("at")}/kontakt`);
  expect(receipt.text).toMatch(/Bestellnummer\s+HM-2026-000001/);
});

test("at 375 px the desk's queue and one request with a long, unbroken message fit the screen", async ({ page }) => {
  // A request of this test's own, through the API as any client would send it (the gate solved in the page).
  await gotoHydrated(page, "/kontakt");
  const reference = await page.evaluate(async () => {
    const gate = (await (await fetch("/api/site/kontakt/gate")).json()) as {
      Token: string;
      Salt: string;
      Challenge: string;
      MaxNumber: number;
    };
    const hex = async (s: string) =>
      Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s))), (b) =>
        b.toString(16).padStart(2, "0"),
      ).join("");
    let n = 0;
    while ((await hex(`${gate.Salt}${n}`)) !== gate.Challenge) n++;
    const res = await fetch("/api/site/kontakt", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        Topic: "sonstiges",
        Message: `Ein sehr langer Link: https://example.org/${"x".repeat(300)}`,
        Email: `lang-${Date.now()}@example.org`,
        GateToken: gate.Token,
        GateNumber: String(n),
      }),
    });
    return ((await res.json()) as { Reference: string }).Reference;
  });
  expect(reference).toMatch(/^KA-\d{4}-\d{6}$/);

  await logInThroughApi(page, SUPPORT);
  await gotoHydrated(page, `/support/kontakt?q=${reference}`);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kontaktanfragen" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Anfrage ${reference}` })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: "Antwort senden" })).toBeVisible();
});
