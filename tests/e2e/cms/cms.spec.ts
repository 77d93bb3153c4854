import { expect, test } from "@playwright/test";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";
import { origin } from "../helpers.ts";
import { logInAsEditor, uniquePath } from "./cms-helpers.ts";

test("the editor drafts an info-center page, shares the preview, publishes it; visitors find it on the page, in the info center and the sitemap", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await logInAsEditor(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inhaltsseiten");
  await page.getByRole("link", { name: "Neue Seite anlegen" }).click();
  await expect(page.getByRole("toolbar", { name: "Formatierung" })).toBeVisible();
  const path = uniquePath("heizoel-sparen");
  await page.getByLabel("Titel", { exact: true }).fill("Heizöl sparen im Winter");
  await page.getByLabel("Adresse").fill(path);
  const body = page.getByRole("textbox", { name: "Seiteninhalt" });
  await body.click();
  await page.getByRole("button", { name: "Überschrift", exact: true }).click();
  // The toolbar hands the focus back to the editor: type only once it is there, or the first letters go astray.
  await expect(body).toBeFocused();
  await expect(body.locator("h2")).toHaveCount(1);
  await page.keyboard.type("Drei Tipps");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Die Raumtemperatur um ein Grad senken spart etwa sechs Prozent.");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Die Seite ist angelegt." })).toBeVisible();

  // A visitor sees nothing at the address yet, but the shared preview link shows the draft.
  const visitor = await browser.newPage();
  expect((await visitor.goto(`${origin("de")}${path}`))?.status()).toBe(404);
  await page.getByRole("button", { name: "Vorschau-Link erzeugen" }).click();
  const link = await page.getByTestId("cms-share-link").innerText();
  expect(link).toMatch(/\/vorschau\//);
  await visitor.goto(link.replace(/\s/g, ""));
  await expect(visitor.getByText("Vorschau", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Drei Tipps" })).toBeVisible();

  await page.getByRole("button", { name: "Speichern und veröffentlichen" }).click();
  await expect(page.getByText("Die Seite ist veröffentlicht")).toBeVisible();
  await expect(page.getByText("Fassung 2", { exact: true })).toBeVisible();

  expect((await visitor.goto(`${origin("de")}${path}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Heizöl sparen im Winter");
  await visitor.goto(`${origin("at")}/info-center`);
  await expect(visitor.getByRole("link", { name: "Heizöl sparen im Winter" })).toHaveAttribute("href", path);
  const sitemap = await visitor.evaluate(async (url) => (await fetch(url)).text(), `${origin("at")}/sitemap.xml`);
  expect(sitemap).toContain(path);

  // The versions: compare the draft with the published one.
  await page.getByRole("link", { name: "mit aktueller vergleichen" }).click();
  await expect(page.getByRole("heading", { name: "Fassung 1 → Fassung 2" })).toBeVisible();
  await expect(page.locator(".cms-diff__fields")).toContainText("Veröffentlicht");
  await visitor.close();
});

test("the editor changes the terms; the print view shows the change", async ({ page }) => {
  await logInAsEditor(page);
  await page.getByRole("searchbox", { name: "Suche" }).fill("/agb");
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByText("2 Seiten.")).toBeVisible();
  await page.getByRole("row").filter({ hasText: "Alle Länderseiten" }).filter({ hasText: "/agb" }).getByRole("link").click();
  const body = page.getByRole("textbox", { name: "Seiteninhalt" });
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  const sentence = `Stand der Bedingungen: Redaktion ${Date.now()}.`;
  await page.keyboard.type(sentence);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  await page.goto("/druckansicht/agb");
  await expect(page.getByText(sentence)).toBeVisible();
});

for (const account of [
  { who: "a customer", email: "kunde@example.com", password: "Heizoel-Demo-1" },
  { who: "support", email: "support@example.com", password: "Support-Demo-1" },
  { who: "a dealer", email: "haendler@example.com", password: "Haendler-Demo-1" },
]) {
  test(`${account.who} gets the 403 page and call for content management`, async ({ page }) => {
    await logInOnPage(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith("/benutzerkonto"));
    for (const path of ["/support/cms/list", "/support/cms/edit", "/support/cms/1/preview"]) {
      expect((await page.goto(path))?.status(), path).toBe(403);
      await expect(page.getByText("Leider haben Sie keinen Zugang zu dieser Seite.")).toBeVisible();
    }
  });
}
