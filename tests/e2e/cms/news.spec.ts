import { expect, test } from "@playwright/test";
import { origin } from "../helpers.ts";
import { logInAsEditor } from "./cms-helpers.ts";

test("the editor writes a news article; visitors read it under /news at once", async ({ page, browser }) => {
  await logInAsEditor(page);
  await page.getByRole("navigation").getByRole("link", { name: "News" }).click();
  await page.getByRole("link", { name: "Neuen Artikel schreiben" }).click();
  const slug = `winterpreise-${Date.now()}`;
  await page.getByLabel("Titel", { exact: true }).fill("Winterpreise im Überblick");
  await page.getByLabel("Adresse").fill(slug);
  await page.getByLabel("Vorspann").fill("Was Heizöl im Dezember kostet.");
  await page.getByLabel("Text", { exact: true }).fill("## Die Lage\n\nDie Preise sind stabil.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Der Artikel ist gespeichert.")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${origin("de")}/news`);
  await visitor
    .getByRole("link", { name: /Winterpreise im Überblick/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(new RegExp(`/news/artikel/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 2, name: "Die Lage" })).toBeVisible();
  await visitor.close();
});
