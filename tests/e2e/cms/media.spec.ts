import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { origin } from "../helpers.ts";
import { logInAsEditor, uniquePath } from "./cms-helpers.ts";

/** A photo-like PNG of some 100 KB: larger than the 64 KB a page form may otherwise post. */
const photo = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: "#39c", noise: { type: "gaussian", mean: 120, sigma: 40 } } })
    .png()
    .toBuffer();

test("the editor uploads an image with alt text, puts it on a new info-center page with „Bild“ and publishes; a visitor sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const alt = `Heizraum mit Öltank ${Math.random().toString(36).slice(2, 7)}`;
  const file = { name: "heizraum.png", mimeType: "image/png", buffer: await photo() };
  expect(file.buffer.byteLength).toBeGreaterThan(64 * 1024);

  await logInAsEditor(page);
  await page.getByRole("link", { name: "Mediathek" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mediathek");

  // Without alt text an image is refused in German, and nothing is added.
  await page.locator('input[name="file"]').setInputFiles(file);
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Bitte beschreiben Sie in einem kurzen Alternativtext").first()).toBeVisible();

  await page.locator('input[name="file"]').setInputFiles(file);
  await page.getByLabel("Alternativtext").fill(alt);
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Die Datei ist in der Mediathek.")).toBeVisible();
  const card = page.getByTestId("cms-media-item").filter({ hasText: alt });
  await expect(card).toContainText("heizraum.png");
  await expect(card).toContainText("800 × 500 px");
  await expect(card).toContainText("Noch auf keiner Inhaltsseite verwendet.");

  // A new page with the image from the library.
  await page.goto("/support/cms/edit");
  const path = uniquePath("heizraum");
  await page.getByLabel("Titel", { exact: true }).fill("Der Heizraum");
  await page.getByLabel("Adresse").fill(path);
  await page.getByRole("textbox", { name: "Seiteninhalt" }).click();
  await page.keyboard.type("So sieht ein aufgeräumter Heizraum aus.");
  await page.getByRole("button", { name: "Bild", exact: true }).click();
  const chooser = page.getByRole("group", { name: "Bild aus der Mediathek einfügen" });
  await chooser.getByRole("button", { name: alt }).click();
  await expect(page.getByRole("textbox", { name: "Seiteninhalt" }).locator(`img[alt="${alt}"]`)).toBeVisible();
  await page.getByRole("button", { name: "Speichern und veröffentlichen" }).click();
  await expect(page.getByText("Die Seite ist veröffentlicht")).toBeVisible();

  const visitor = await browser.newPage();
  expect((await visitor.goto(`${origin("de")}${path}`))?.status()).toBe(200);
  const img = visitor.getByRole("img", { name: alt });
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.webp$/);
  // Chromium takes the AVIF of the <picture>, in a size the srcset offers, from /media.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/[0-9a-f]{64}\.avif$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThanOrEqual(320);

  // The library now names the page, and refuses to delete the image while it is used.
  await page.goto("/support/cms/media");
  await expect(card.getByRole("link", { name: "Der Heizraum" })).toBeVisible();
  await card.getByText("Löschen …").click();
  await card.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(card.getByRole("alert")).toContainText("Diese Datei wird noch verwendet auf: „Der Heizraum“");

  // A better alt text in the library reaches the page that shows the picture.
  const better = `${alt}, mit Brenner und Tank`;
  await card.getByText("Alternativtext ändern …").click();
  await card.getByRole("textbox", { name: "Alternativtext" }).fill(better);
  await card.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Der Alternativtext ist gespeichert")).toBeVisible();
  await visitor.goto(`${origin("de")}${path}`);
  await expect(visitor.getByRole("img", { name: better })).toBeVisible();
  await visitor.close();
});

const PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

test("with JavaScript a PDF may be dropped onto the drop zone", async ({ page }) => {
  const name = `preisliste-${Math.random().toString(36).slice(2, 7)}.pdf`;
  await logInAsEditor(page);
  await page.goto("/support/cms/media");
  const dropped = await page.evaluateHandle(
    ([text, fileName]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName, { type: "application/pdf" }));
      return transfer;
    },
    [PDF, name],
  );
  await page.getByTestId("cms-dropzone").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(page.getByText(`Gewählt: ${name}`)).toBeVisible();
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Die Datei ist in der Mediathek.")).toBeVisible();
  await expect(page.getByTestId("cms-media-item").filter({ hasText: name })).toContainText("PDF-Dokument");
});

test("without JavaScript on a 375 px screen the upload is a plain form that works", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const name = `merkblatt-${Math.random().toString(36).slice(2, 7)}.pdf`;
  await logInAsEditor(page);
  await page.goto("/support/cms/media");
  await page.locator('input[name="file"]').setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(PDF) });
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Die Datei ist in der Mediathek.")).toBeVisible();
  await expect(page.getByTestId("cms-media-item").filter({ hasText: name })).toContainText("PDF-Dokument");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
