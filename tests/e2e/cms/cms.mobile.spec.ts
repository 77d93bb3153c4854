import { expect, test } from "@playwright/test";
import { horizontalOverflow } from "../dealer-portal/portal-helpers.ts";
import { logInAsEditor, uniquePath } from "./cms-helpers.ts";

test.describe("at 375 px without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor writes a page as plain text, a refusal keeps what she typed, and the preview shows it formatted", async ({ page }) => {
    await logInAsEditor(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Neue Seite anlegen" }).click();
    await page.getByLabel("Titel", { exact: true }).fill("Pellets richtig lagern");
    await page.getByLabel("Adresse").fill("/kunde/pellets");
    await page
      .getByLabel("Seiteninhalt")
      .fill("## Der Lagerraum\n\nTrocken und staubdicht.\n\n> Vor dem Befüllen die Heizung ausschalten.");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Diese Adresse gehört zu einer Seite des Marktplatzes")).toBeVisible();
    await expect(page.getByLabel("Seiteninhalt")).toHaveValue(/Trocken und staubdicht/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel("Adresse").fill(uniquePath("pellets"));
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByText("Die Seite ist angelegt.")).toBeVisible();
    // The link opens a tab of its own; here the same page follows it.
    await page.goto((await page.getByRole("link", { name: "Vorschau öffnen" }).getAttribute("href"))!);
    await expect(page.getByRole("heading", { level: 2, name: "Der Lagerraum" })).toBeVisible();
    await expect(page.locator("aside.cms-hint")).toHaveText("Vor dem Befüllen die Heizung ausschalten.");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
