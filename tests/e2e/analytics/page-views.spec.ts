import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import { gotoHydrated, origin } from "../helpers.ts";
import { logInOnPage } from "../dealer-portal/portal-helpers.ts";

// Decision 0043: the page-view beacon counts every visitor who agreed to statistics — anonymous, guest or
// signed in — and nobody else. navigator.sendBeacon carries no CSRF header; our own origin is its pass.
const FINANCE = { email: "finanzen@example.com", password: "Finanzen-Demo-1" };
const CUSTOMER = { email: "kunde@example.com", password: "Heizoel-Demo-1" };
const BEACON = "/api/analytics/page-view";

const isBeacon = (r: Response) => new URL(r.url()).pathname === BEACON && r.request().method() === "POST";
const nextBeacon = (page: Page) => page.waitForResponse(isBeacon);
const visitCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name === "stat_visit");
const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(d);

/** The consented visits of the last 30 days in Switzerland, as the statistic's conversion note counts them. */
async function swissVisits(page: Page): Promise<number> {
  await page.goto(`/statistics?from=${day(new Date(Date.now() - 30 * 86_400_000))}&to=${day(new Date())}&countryId=3&grouping=day`);
  const note = page.locator('[data-figure="Conversion"] .stat-figure__note');
  await expect(note).toBeVisible();
  const text = (await note.textContent())!;
  const m = /von ([\d’']+) Besuch/.exec(text);
  return m ? Number(m[1].replace(/[’']/g, "")) : 0;
}

test("a visitor who accepts statistics is counted: each beacon answers 204, one visit across her pages, the statistic has it", async ({
  page,
  browser,
}) => {
  await logInOnPage(page, FINANCE);
  await page.waitForURL((u) => !u.pathname.includes("anmeldung"));
  const before = await swissVisits(page);

  const visitor = await browser.newContext({ baseURL: origin("ch") });
  try {
    const tab = await visitor.newPage();
    await gotoHydrated(tab, "/heizoelpreise");
    const first = nextBeacon(tab);
    await tab.getByRole("button", { name: "Alle akzeptieren" }).click();
    expect((await first).status()).toBe(204);
    const [visit] = await visitCookies(visitor);
    expect(visit).toMatchObject({ httpOnly: true, expires: -1 });
    // The next pages (client-side navigation): the same visit.
    const second = nextBeacon(tab);
    await tab.locator(".site-header").getByRole("link", { name: "Händler" }).click();
    expect((await second).status()).toBe(204);
    await expect(tab.getByRole("heading", { level: 1 })).toContainText("Heizölhändler");
    expect((await visitCookies(visitor)).map((c) => c.value)).toEqual([visit.value]);
  } finally {
    await visitor.close();
  }

  expect(await swissVisits(page)).toBeGreaterThanOrEqual(before + 1);
});

test("a signed-in customer's page views are counted: the beacon with her session cookie answers 204, not 403", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "cookie-consent", value: "all", url: origin("de") }]);
  const answers: number[] = [];
  page.on("response", (r) => isBeacon(r) && answers.push(r.status()));
  await logInOnPage(page, CUSTOMER);
  await page.waitForURL((u) => !u.pathname.includes("anmeldung"));
  const beacon = nextBeacon(page);
  await gotoHydrated(page, "/heizoelpreise");
  expect((await beacon).status()).toBe(204);
  expect((await context.cookies()).some((c) => c.name === "auth_token")).toBe(true);
  expect(await visitCookies(context)).toHaveLength(1);
  expect(answers.length).toBeGreaterThanOrEqual(2);
  expect(
    answers.every((s) => s === 204),
    `beacon answers: ${answers.join(", ")}`,
  ).toBe(true);
});

test("a visitor who declines statistics is not counted: no script, no beacon, no visit cookie", async ({ page, context }) => {
  const sent: string[] = [];
  page.on("request", (r) => new URL(r.url()).pathname === BEACON && sent.push(r.url()));
  await gotoHydrated(page, "/heizoelpreise");
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await page.locator(".site-header").getByRole("link", { name: "Händler" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Heizölhändler");
  await gotoHydrated(page, "/news");
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(await visitCookies(context)).toEqual([]);
});

test("withdrawing the consent in the cookie settings ends the visit cookie and the counting", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  const first = nextBeacon(page);
  await page.getByRole("button", { name: "Alle akzeptieren" }).click();
  expect((await first).status()).toBe(204);
  expect(await visitCookies(context)).toHaveLength(1);

  await gotoHydrated(page, "/cookie-einstellungen");
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(page.getByTestId("current-consent")).toHaveText("Sie haben nur notwendige Cookies zugelassen.");
  expect(await visitCookies(context)).toEqual([]);
  const sent: string[] = [];
  page.on("request", (r) => new URL(r.url()).pathname === BEACON && sent.push(r.url()));
  await gotoHydrated(page, "/news");
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  expect(sent).toEqual([]);
});
