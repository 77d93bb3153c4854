import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";
import { noOverflow } from "../orders/order-life.ts";

// A visitor's price alarm at 375 px (decision 0029): the form on a price page, the opt-in mail, the
// confirmation link, and one-click unsubscribe.

test("a visitor asks for a price alarm on a postcode page, confirms it from the mail and unsubscribes", async ({ page }, testInfo) => {
  const email = `preiswecker-${Date.now()}@example.org`;
  await gotoHydrated(page, "/heizoelpreise/bayern/muenchen/80331");
  await acceptNecessaryCookies(page);
  const watch = page.getByTestId("price-watch");
  await watch.getByLabel("Wunschpreis je 100 l").fill("abc");
  await watch.getByLabel("E-Mail-Adresse").fill(email);
  await watch.getByRole("button", { name: "Preiswecker einrichten" }).click();
  // A mistake: the full form with the message at the field.
  await expect(page).toHaveURL(/\/preiswecker$/);
  await expect(page.getByText("Bitte geben Sie Ihren Wunschpreis als Betrag ein, z. B. 95,50.")).toBeVisible();
  await expect(page.getByLabel("Postleitzahl")).toHaveValue("80331");
  await page.getByLabel("Wunschpreis je 100 l").fill("70,00");
  await page.getByRole("button", { name: "Preiswecker einrichten" }).click();
  await expect(page.getByTestId("price-alarm-result")).toContainText("Bitte bestätigen Sie den Preiswecker");
  await noOverflow(page, 375);
  await page.screenshot({ path: testInfo.outputPath("requested.png"), fullPage: true });

  const [optIn] = await waitForMails(email, { subject: /^Bitte bestätigen Sie Ihren Preiswecker$/ });
  const confirm = /https?:\/\/[^\s]+\/preiswecker\/[\w-]+\/bestaetigen/.exec(optIn.text)![0];
  await page.goto(new URL(confirm).pathname);
  await expect(page.getByRole("status")).toHaveText(
    "Vielen Dank! Ihr Preiswecker ist aktiv. Wir schreiben Ihnen, sobald der Preis Ihre Grenze erreicht.",
  );
  const unsubscribe = /https?:\/\/[^\s]+\/preiswecker\/[\w-]+\/abmelden/.exec(optIn.text)![0];
  await page.goto(new URL(unsubscribe).pathname);
  await expect(page.getByRole("status")).toHaveText("Ihr Preiswecker ist abbestellt. Sie erhalten dazu keine E-Mails mehr.");
  await noOverflow(page, 375);
});
