import { expect, test } from "@playwright/test";
import { guestOrderWithMail } from "../orders/order-link.ts";
import { logInAsEditor } from "./cms-helpers.ts";

test("the editor changes a mail's paragraph: a wrong placeholder is refused, the next order mail carries the new text, reset brings the default back", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInAsEditor(page);
  await page.getByRole("navigation").getByRole("link", { name: "Textbausteine" }).click();
  await page.getByRole("link", { name: "Bestellbestätigung: Wie geht es weiter?" }).click();
  const text = page.getByLabel("Text", { exact: true });
  await text.fill("Bitte halten Sie die Einfahrt frei, {Vorname}: {Händler} ruft vor der Lieferung von {Kundennummer} an.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Den Platzhalter {Kundennummer} gibt es hier nicht.");
  await expect(text).toHaveValue(/Einfahrt frei/);

  await text.fill("Bitte halten Sie die Einfahrt frei, {Vorname}: {Händler} ruft vor der Lieferung von {Bestellnummer} an.");
  await page.getByRole("button", { name: "Vorschau mit Beispieldaten" }).click();
  await expect(page.locator(".cms-prompt-sample")).toHaveText(
    "Bitte halten Sie die Einfahrt frei, Erika: Heizöl Huber GmbH ruft vor der Lieferung von HM-2026-000123 an.",
  );
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Der Text ist gespeichert; die nächste E-Mail verwendet ihn.")).toBeVisible();

  const order = await guestOrderWithMail("Prompt");
  expect(order.confirmation.text).toContain(`Bitte halten Sie die Einfahrt frei, `);
  expect(order.confirmation.text).toContain(`ruft vor der Lieferung von ${order.OrderNumber} an.`);

  await page.getByRole("button", { name: "Auf Standard zurücksetzen" }).click();
  await expect(page.getByText("Der Standardtext gilt wieder.")).toBeVisible();
  await expect(text).toHaveValue(/bestätigt Ihre Bestellung mit einem Liefertermin/);
});
