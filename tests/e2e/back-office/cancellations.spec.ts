import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";

/** Demo back-office account (README "Demo accounts", decision 0031). */
const SUPPORT = { email: "support@example.com", password: "Support-Demo-1" };

async function logInAsSupport(page: Page) {
  await logInOnPage(page, SUPPORT);
  await page.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto/anmeldung"));
}

// Decision 0031, spec §4 "Cancellation management": support books an order and comments on its customer.
test("support books a cancelled order, sees it saved after a reload, and comments on the customer", async ({ page }) => {
  test.setTimeout(60_000);
  await logInAsSupport(page);
  await gotoHydrated(page, "/stornomanagement?booked=no");
  await expect(page.getByRole("heading", { level: 1, name: "Stornomanagement" })).toBeVisible();
  await acceptNecessaryCookies(page);
  const row = page.locator("tbody.cancellations-order").first();
  const id = await row.getAttribute("id");
  // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the visible line break the split relies on.
  const orderNumber = (await row.locator("th").first().innerText()).split("\n")[0].trim();
  const save = page.getByRole("region", { name: "Änderungen speichern" });
  await expect(save.getByRole("button", { name: "Änderungen speichern (0)" })).toBeDisabled();

  await row.getByLabel("gebucht").check();
  await row.getByLabel(/Buchungsart für/).selectOption({ label: "Gutschrift" });
  await expect(row.getByText("geändert", { exact: true })).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole("navigation", { name: "Backoffice" }).getByRole("link", { name: "Verkaufsliste" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Änderungen verwerfen?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/stornomanagement/);

  await save.getByRole("button", { name: "Änderungen speichern (1)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 Änderung gespeichert." })).toBeVisible();
  await expect(row.getByText("geändert", { exact: true })).toBeHidden();

  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.locator(`#${id}`)).toHaveCount(0);
  await gotoHydrated(page, "/stornomanagement?booked=yes");
  const booked = page.locator(`#${id}`);
  await expect(booked).toContainText(orderNumber);
  await expect(booked.getByLabel("gebucht")).toBeChecked();
  await expect(booked.getByLabel(/Buchungsart für/)).toHaveValue("2");

  const text = `Kundin ruft am Montag zurück (${Date.now()}).`;
  await booked.getByText(/Kommentare und Feedback zu/).click();
  await booked
    .getByLabel(/Neuer Kommentar zu/)
    .first()
    .fill(text);
  await booked.getByRole("button", { name: "Kommentar speichern" }).first().click();
  const customer = booked.getByRole("region", { name: /^Kunde / });
  await expect(customer.locator(".cancellations-comments li").first()).toContainText(text);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  const again = page.locator(`#${id}`);
  await again.getByText(/Kommentare und Feedback zu/).click();
  await expect(
    again
      .getByRole("region", { name: /^Kunde / })
      .locator(".cancellations-comments li")
      .first(),
  ).toContainText(text);
});
