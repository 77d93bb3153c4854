import { expect, test } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { waitForMails } from "../mail-files.ts";
import { apiClient, bearerOf, DEMO_DEALER } from "../dealer-portal/portal-helpers.ts";

// The price alarm (decision 0029) as the demo customer: she sets an alarm for diesel in
// Augsburg a little under today's best price; the demo dealer's new price list crosses it; the mail
// arrives once, with the link into the offer list, and her message waits in the customer area.
// Diesel in Augsburg: no other journey looks at those prices.

const DIESEL = 4;

test("a price update crosses the demo customer's alarm: one mail, one message, the offer list one click away", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInThroughApi(page);
  await gotoHydrated(page, "/diesel/angebotsliste?zipCode=86150&amount=3000");
  await acceptNecessaryCookies(page);
  const unitText = (await page.locator(".offer-list li .offer__unit").first().textContent()) ?? "";
  const best = Number(/(\d+),(\d\d)\s€ \/ 100 l/.exec(unitText)!.slice(1).join("."));
  expect(best).toBeGreaterThan(50);

  // "Preis beobachten" under the offers: her target is 2 € under today's best price.
  const target = (best - 2).toFixed(2).replace(".", ",");
  const watch = page.getByTestId("price-watch");
  await watch.getByLabel("Wunschpreis je 100 l").fill(target);
  await expect(watch.getByLabel("E-Mail-Adresse")).toHaveCount(0);
  await watch.getByRole("button", { name: "Preiswecker einrichten" }).click();
  await expect(page).toHaveURL(/\/preiswecker$/);
  await expect(page.getByTestId("price-alarm-result")).toContainText("Ihr Preiswecker ist eingerichtet.");
  await page.getByRole("link", { name: "Meine Preiswecker verwalten" }).click();
  await expect(page.getByTestId("price-alarms")).toContainText("3.000 Liter Diesel (EN 590) für 86150");
  await page.screenshot({ path: testInfo.outputPath("alarms.png"), fullPage: true });

  // The demo dealer lowers its diesel price in every branch by 10 € per 100 l (its CSV price list).
  const api = await apiClient();
  try {
    const headers = await bearerOf(api, DEMO_DEALER);
    const { Branches } = await (await api.get("/api/haendlerportal/filialen", { headers })).json();
    const rows = Branches.map((b: { Id: number }) => `${b.Id};${DIESEL};500;${(best / 1.19 - 10).toFixed(2).replace(".", ",")};;`);
    const saved = await api.post("/api/haendlerportal/preise/csv", {
      headers,
      data: { Csv: `branch_id;product_id;min_amount;net_price;valid_from;valid_to\n${rows.join("\n")}\n` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  const [mail] = await waitForMails("kunde@example.com", { subject: /^Preiswecker: 3\.000 Liter Diesel für 86150 jetzt/ });
  expect(mail.text).toContain("/diesel/angebotsliste?zipCode=86150&amount=3000");
  expect(mail.text).toMatch(/\/preiswecker\/[\w-]+\/abmelden/);

  await gotoHydrated(page, "/kunde/benachrichtigungen");
  const messages = page.getByTestId("customer-messages");
  await expect(messages).toContainText("Wunschpreis erreicht: 3.000 Liter Diesel für 86150");
  await page.getByRole("button", { name: "Alle als gelesen markieren" }).click();
  await expect(page.getByRole("heading", { name: "Nachrichten", exact: true })).toBeVisible();
  await messages.getByRole("link", { name: /Wunschpreis erreicht/ }).click();
  await expect(page).toHaveURL(/\/diesel\/angebotsliste\?zipCode=86150&amount=3000/);

  // Delete it again, after the confirmation step.
  await gotoHydrated(page, "/kunde/benachrichtigungen");
  const alarm = page.getByTestId("price-alarms").locator("li").filter({ hasText: "86150" }).first();
  await alarm.getByRole("button", { name: /^Löschen/ }).click();
  await page.getByTestId("delete-confirm").getByRole("button", { name: "Ja, löschen" }).click();
  await expect(page.getByTestId("price-alarms").locator("li").filter({ hasText: "86150" })).toHaveCount(0);
});
