import { expect, test } from "@playwright/test";
import { DEMO_CUSTOMER, logInThroughApi } from "../account/login.ts";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { waitForMails } from "../mail-files.ts";

/** The demo dealer's admin (README "Demo accounts"): writes in the community as "Händler". */
const DEALER = { email: "haendler@example.com", password: "Haendler-Demo-1" };

test("a visitor reads a thread without JavaScript: threads, the first post, the replies with their marks", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1, name: "Community: Heizöl-Fragen und Erfahrungen" })).toBeVisible();
  await page.getByRole("link", { name: "Jetzt kaufen oder bis zum Frühjahr warten?" }).click();
  await expect(page).toHaveURL(/\/community\/beitrag\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jetzt kaufen oder bis zum Frühjahr warten?" })).toBeVisible();
  const posts = page.getByTestId("community-post");
  await expect(posts).toHaveCount(3);
  await expect(posts.nth(1)).toContainText("Händler");
  await expect(posts.nth(1)).toContainText("Im Januar und Februar ist die Nachfrage am höchsten");
  await expect(page.getByText("Um mitzuschreiben, melden Sie sich bitte an.", { exact: false })).toBeVisible();
  await context.close();
});

test("the demo customer accepts the guidelines before her first post, posts, and hears of the dealer's reply (message and mail)", async ({
  page,
  browser,
}) => {
  const title = `Lohnt sich ein zweiter Tank? ${Date.now()}`;
  await logInThroughApi(page);
  await gotoHydrated(page, "/community");
  await acceptNecessaryCookies(page);
  // No form before the guidelines: the prompt leads there and back.
  await expect(page.getByTestId("community-form-new")).toHaveCount(0);
  await page.getByTestId("community-guidelines-prompt").getByRole("link", { name: "Nutzungsbedingungen der Community" }).click();
  await expect(page).toHaveURL(/\/community\/nutzungsbedingungen\?zurueck=%2Fcommunity$/);
  await expect(page.getByText("Fassung 1 vom", { exact: false })).toBeVisible();
  await page.getByLabel(/Ich habe die Nutzungsbedingungen \(Fassung 1\) gelesen/).check();
  await page.getByRole("button", { name: "Akzeptieren und weiter" }).click();
  await expect(page).toHaveURL(/\/community\?erledigt=akzeptiert$/);
  await expect(page.getByText("Danke! Sie haben die Nutzungsbedingungen akzeptiert")).toBeVisible();

  await page.getByLabel("Titel").fill(title);
  await page
    .getByLabel("Ihr Beitrag")
    .fill("Wir überlegen, einen zweiten Tank aufzustellen. <b>Erfahrungen?</b>\n\nMehr unter www.example.org");
  await page.getByRole("button", { name: "Thema veröffentlichen" }).click();
  await expect(page).toHaveURL(/\/community\/beitrag\/\d+\?erledigt=geschrieben$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Markup stays text; the address is a link for users' content.
  await expect(page.getByTestId("community-post").first()).toContainText("<b>Erfahrungen?</b>");
  await expect(page.getByRole("link", { name: "www.example.org" })).toHaveAttribute("rel", "ugc nofollow noopener");
  const threadUrl = page.url().replace(/\?.*$/, "");

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await logInThroughApi(dealer, DEALER);
  await gotoHydrated(dealer, threadUrl);
  await dealer.getByLabel("Ihre Antwort").fill("Ein zweiter Tank braucht meist eine Anzeige beim Landratsamt. Fragen Sie uns gern.");
  await dealer.getByRole("button", { name: "Antwort veröffentlichen" }).click();
  await expect(dealer.getByText("Ihr Beitrag ist veröffentlicht.")).toBeVisible();
  await expect(dealer.getByTestId("community-post").nth(1)).toContainText("Händler");
  await dealerContext.close();

  await gotoHydrated(page, "/kunde/benachrichtigungen");
  await expect(page.getByTestId("customer-messages").getByRole("link", { name: `Neue Antwort auf „${title}“` })).toBeVisible();
  const [mail] = await waitForMails(DEMO_CUSTOMER.email, { subject: new RegExp(`^Neue Antwort auf „${title.replace(/\?/g, "\\?")}“$`) });
  expect(mail.text).toContain("Ein zweiter Tank braucht meist eine Anzeige");
  expect(mail.text).toContain(threadUrl.replace(/^https?:\/\/[^/]+/, ""));
});
