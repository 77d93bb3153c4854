import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";
import { dealerIdOf, DEMO_DEALER, guestOrderFrom } from "../dealer-portal/portal-helpers.ts";

// Decision 0028: orders placed as a guest with the same address join her account after she opens the mailed link.

test("a new customer takes over the order she placed as a guest, through the link mailed to her address", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `gast-dann-kundin-${Date.now()}@example.com`;
  const placed = await guestOrderFrom(await dealerIdOf(DEMO_DEALER), { email });

  await gotoHydrated(page, "/benutzerkonto/anmeldung?mode=register");
  await acceptNecessaryCookies(page);
  await page.getByLabel("Vorname").fill("Gerda");
  await page.getByLabel("Nachname").fill("Gast");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Kennwort", { exact: true }).fill("Warm-Winter-2025");
  await page.getByLabel("Kennwort wiederholen").fill("Warm-Winter-2025");
  await page.getByRole("button", { name: "Kundenkonto anlegen" }).click();
  await expect(page).toHaveURL(/\/anfrage-bestaetigen\?anfrage=registrierung/);

  await gotoHydrated(page, "/kunde/bestellungen");
  await expect(page.getByText("Sie haben noch nichts bei uns bestellt.")).toBeVisible();
  const card = page.getByTestId("guest-orders");
  await expect(card.getByRole("heading", { name: "Eine Gastbestellung gefunden" })).toBeVisible();
  await card.getByRole("button", { name: "Link zum Übernehmen senden" }).click();
  await expect(page.getByTestId("guest-orders")).toContainText(`Wir haben Ihnen einen Link an ${email} geschickt.`);

  const [mail] = await waitForMails(email, { subject: /^Ihre Gastbestellungen in Ihr Kundenkonto übernehmen$/ });
  const link = /https?:\/\/[^\s]+\/kunde\/bestellungen\/uebernehmen\/[\w-]+/.exec(mail.text)![0];
  await gotoHydrated(page, new URL(link).pathname);
  await page.getByRole("button", { name: "Bestellungen übernehmen" }).click();
  await expect(page).toHaveURL(/\/kunde\/bestellungen\?uebernommen=1$/);
  await expect(page.getByText("Ihre Gastbestellung ist jetzt in Ihrem Kundenkonto.")).toBeVisible();
  await expect(page.getByTestId("customer-order")).toHaveCount(1);
  await expect(page.getByTestId("customer-order")).toContainText(placed.OrderNumber);
  await expect(page.getByTestId("guest-orders")).toHaveCount(0);
  // Its status page is hers now, with the document and "Erneut bestellen".
  await page
    .getByTestId("customer-order")
    .getByRole("link", { name: /^Details/ })
    .click();
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("order-number")).toHaveText(placed.OrderNumber);
  await expect(page.getByTestId("reorder-link")).toBeVisible();
});
