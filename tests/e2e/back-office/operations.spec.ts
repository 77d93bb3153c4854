import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInAsAdmin } from "./operations-helpers.ts";

// Back-office operations (decision 0032): an admin empties one cache after a confirmation, finds it in the
// audit log, and opens the job queue and the parameter table.
test("an admin clears a cache with confirmation and finds it in the audit log", async ({ page }) => {
  await logInAsAdmin(page);
  await gotoHydrated(page, "/support/cache");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache");
  const clear = page.getByRole("link", { name: /^Cache \S+ leeren$/ }).first();
  const area = (await clear.getAttribute("aria-label"))!.split(" ")[1];
  await clear.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading")).toHaveText(`Cache „${area}“ leeren?`);
  // The confirm button has the focus: the keyboard alone finishes the action.
  await expect(dialog.getByRole("button", { name: "Ja, Cache leeren" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Der Cache „${area}“ wurde geleert.`)).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await gotoHydrated(page, "/support/protokoll?action=cache.clear");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protokoll");
  const row = page.locator(".bo-table tbody tr").first();
  await expect(row).toContainText("Cache geleert");
  await expect(row).toContainText(`cache ${area}`);
  await expect(row).toContainText("admin@example.com");

  await gotoHydrated(page, "/support/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warteschlange");
  await expect(page.getByRole("heading", { name: "Warteschlangen" })).toBeVisible();
  await expect(page.getByText(/E-Mails/).first()).toBeVisible();

  await gotoHydrated(page, "/support/parameter-requirement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parameter");
  await expect(page.locator(".bo-table").first()).toContainText("Pflicht");
  await page.getByRole("combobox", { name: "Land" }).selectOption({ label: "Schweiz" });
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByRole("heading", { name: "Optionen in Schweiz" })).toBeVisible();
});

test("clearing all caches asks first; cancelling changes nothing", async ({ page }) => {
  await logInAsAdmin(page);
  await gotoHydrated(page, "/support/cache");
  await acceptNecessaryCookies(page);
  await page.getByRole("link", { name: "Alle Caches leeren …" }).click();
  await expect(page.getByRole("alertdialog").getByRole("heading")).toHaveText("Alle Caches leeren?");
  await page.getByRole("link", { name: "Abbrechen" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("wurde geleert")).toHaveCount(0);
});
