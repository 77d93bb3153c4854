import { expect, test, type Browser } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

/** Demo accounts (README "Demo accounts") that play no other part in the community's journeys. */
const AUTHOR = { email: "haendler2@example.com", password: "Haendler-Demo-2" };
const REPORTERS = [
  { email: "redaktion@example.com", password: "Redaktion-Demo-1" },
  { email: "werbung@example.com", password: "Werbung-Demo-1" },
  { email: "finanzen@example.com", password: "Finanzen-Demo-1" },
];

test("at 375 px a visitor reads the mex category and a thread without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto("/community");
  await page.getByRole("link", { name: "mex-Tanksensoren" }).click();
  await expect(page).toHaveURL(/\/community\/mex$/);
  await page.getByRole("link", { name: "Füllstand springt nach der Lieferung – ist der Sensor kaputt?" }).click();
  await expect(page.getByTestId("community-post").first()).toContainText("mex-Kunde");
  await expect(page.getByTestId("community-post").nth(1)).toContainText("schäumt das Heizöl");
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

/** A member reports the thread through its "Melden" form. */
async function report(browser: Browser, account: { email: string; password: string }, threadPath: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await logInThroughApi(page, account);
  await gotoHydrated(page, threadPath);
  await acceptNecessaryCookies(page);
  await page.getByTestId("community-post").first().getByRole("link", { name: "Melden" }).click();
  await page.getByLabel("Werbung oder Spam").check();
  await page.getByLabel("Erläuterung (freiwillig)").fill("Reine Werbung für einen anderen Händler.");
  await page.getByRole("button", { name: "Meldung senden" }).click();
  await expect(page.getByText("Vielen Dank für Ihre Meldung.")).toBeVisible();
  const url = page.url();
  await context.close();
  return url;
}

test("a thread reported by three different accounts disappears pending review", async ({ page, browser }) => {
  const title = `Sonderangebot nur heute ${Date.now()}`;
  await logInThroughApi(page, AUTHOR);
  const created = await page.evaluate(async (title) => {
    // The API's CSRF check (decision 0014): the cookie's token in the header, as the app's API helper sends it.
    const token = decodeURIComponent(/(?:^|; )CSRFTOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
    const json = { "Content-Type": "application/json", RequestVerificationToken: token };
    const g = await fetch("/api/community/guidelines").then((r) => r.json());
    await fetch("/api/community/guidelines/accept", {
      method: "POST",
      credentials: "include",
      headers: json,
      body: JSON.stringify({ Version: g.Version }),
    });
    const res = await fetch("/api/community/posts", {
      method: "POST",
      credentials: "include",
      headers: json,
      body: JSON.stringify({ Category: "allgemein", Title: title, Text: "Heute 10 % Rabatt bei uns, einfach anrufen!" }),
    });
    return { status: res.status, id: (await res.json()).Id as number };
  }, title);
  expect(created.status).toBe(201);
  const threadPath = `/community/beitrag/${created.id}`;

  expect(await report(browser, REPORTERS[0], threadPath)).toContain(threadPath);
  expect(await report(browser, REPORTERS[1], threadPath)).toContain(threadPath);
  // The third report hides it: the list thanks her instead.
  expect(await report(browser, REPORTERS[2], threadPath)).toMatch(/\/community\?erledigt=gemeldet$/);

  await gotoHydrated(page, "/community");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  const res = await page.goto(threadPath);
  expect(res?.status()).toBe(404);
});
