import { expect, test } from "@playwright/test";
import { origin } from "../helpers.ts";
import { logInAsEditor } from "./cms-helpers.ts";

test("the editor words the info center's intro for Austria: a script link is refused, the preview shows each site, the page shows it, reset brings the default back", async ({
  page,
  browser,
}) => {
  await logInAsEditor(page);
  await page.getByRole("navigation").getByRole("link", { name: "Seitentexte" }).click();
  await page.getByRole("link", { name: "Info-Center: Einleitung" }).click();
  const austria = page.getByLabel("Nur Österreich");
  await austria.fill("Servus! Unsere [Ratgeber](javascript:alert) für Ihren Tank.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Der Link „javascript:alert“ ist nicht erlaubt.", { exact: false })).toBeVisible();
  await expect(austria).toHaveValue(/Servus!/);

  await austria.fill("Servus! **Unsere Ratgeber** für Ihren Tank, und [Fragen beantworten wir gern](/kontakt).");
  await page.getByRole("button", { name: "Vorschau" }).click();
  const preview = page.getByRole("region", { name: "Vorschau Ihres Entwurfs (nicht gespeichert)" });
  await expect(preview.getByRole("figure").filter({ hasText: "Österreich" })).toContainText("Servus! Unsere Ratgeber");
  await expect(preview.getByRole("figure").filter({ hasText: "Deutschland" })).toContainText("Ratgeber rund um Heizöl");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Der Text ist gespeichert; alle Seiten zeigen ihn ab sofort.")).toBeVisible();

  // A visitor without a session: the Austrian site shows the new intro at once, the German one its default.
  const visitor = await browser.newPage();
  await visitor.goto(`${origin("at")}/info-center`);
  await expect(visitor.locator("main strong", { hasText: "Unsere Ratgeber" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Fragen beantworten wir gern" })).toHaveAttribute("href", "/kontakt");
  await visitor.goto(`${origin("de")}/info-center`);
  await expect(visitor.getByText("Ratgeber rund um Heizöl, Holzpellets und Ihren Tank.")).toBeVisible();

  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Auf Standard zurücksetzen" }).click();
  await expect(page.getByText("Die Standardtexte gelten wieder.")).toBeVisible();
  await visitor.goto(`${origin("at")}/info-center`);
  await expect(visitor.getByText("Ratgeber rund um Heizöl, Holzpellets und Ihren Tank.")).toBeVisible();
  await visitor.close();
});
