import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, fillAddress, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";
import { continueAsGuest } from "../offers/compare-journeys.ts";

// Decision 0014: what a new user hit on a 375 px phone (project "mobile").

const header = (page: Page) => page.locator(".site-header");
const menuLinks = ["Heizölpreise", "Händler", "News"];

test.describe("header menu at 375 px", () => {
  test("opens with the links and Anmelden, leads on and closes; Escape closes it too", async ({ page }) => {
    await gotoHydrated(page, "/news");
    await acceptNecessaryCookies(page);
    for (const name of menuLinks) await expect(header(page).getByRole("link", { name, exact: true })).toBeHidden();
    await header(page).getByText("Menü").click();
    for (const name of [...menuLinks, "Anmelden"]) await expect(header(page).getByRole("link", { name, exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header(page).getByRole("link", { name: "Händler", exact: true })).toBeHidden();
    await header(page).getByText("Menü").click();
    await header(page).getByRole("link", { name: "Händler", exact: true }).click();
    await page.waitForURL(/\/heizoelhaendler$/);
    await expect(header(page).getByRole("link", { name: "News", exact: true })).toBeHidden();
  });

  test("a logged-in customer finds her account entry instead of Anmelden", async ({ page }) => {
    await logInThroughApi(page);
    await gotoHydrated(page, "/heizoelpreise");
    await acceptNecessaryCookies(page);
    await header(page).getByText("Menü").click();
    await expect(header(page).getByRole("link", { name: "Erika Mustermann" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Abmelden" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Anmelden", exact: true })).toHaveCount(0);
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/news");
    await header(page).getByText("Menü").click();
    await header(page).getByRole("link", { name: "Heizölpreise", exact: true }).click();
    await page.waitForURL(/\/heizoelpreise$/);
    await context.close();
  });
});

test("the price chart's axis labels are readable at 375 px", async ({ page }) => {
  await gotoHydrated(page, "/heizoelpreise");
  const ticks = page.locator(".price-chart__tick:visible");
  expect(await ticks.count()).toBeGreaterThan(2);
  const heights = await ticks.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(10);
});

test("the cookie banner's buttons come first in the tab order", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Nur notwendige" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
});

test.describe("offer list settings at 375 px", () => {
  test("open in place above the list (decision 0047), apply at once and close with the button or Escape", async ({ page }) => {
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000");
    await acceptNecessaryCookies(page);
    const toggle = page.getByRole("button", { name: "Einstellungen", exact: true });
    const panel = page.getByRole("complementary", { name: "Einstellungen" });
    await toggle.click();
    await expect(panel).toBeVisible();
    await panel.getByLabel("Expresslieferung 24 Stunden").click();
    await page.waitForURL(/options=[^&]*31/);
    await expect(panel.getByLabel("Expresslieferung 24 Stunden")).toBeChecked();
    await panel.getByRole("button", { name: /Angebote? anzeigen/ }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId("offer").first()).toBeInViewport();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("checkout at 375 px", () => {
  test("form labels do not break inside a word ('Hausnum|mer')", async ({ page }) => {
    await continueAsGuest(page);
    await page.waitForSelector("html[data-hydrated]");
    const broken = await page.locator(".co-form label").evaluateAll((labels) =>
      labels
        .filter((l) => (l as HTMLElement).offsetParent !== null)
        .flatMap((l) => {
          // A label's words each sit on one line: a word split over two lines is a mid-word break.
          const text = l.textContent ?? "";
          const out: string[] = [];
          const walker = document.createTreeWalker(l, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const value = node.nodeValue ?? "";
            for (const m of value.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, m.index!);
              range.setEnd(node, m.index! + m[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size > 1) out.push(`${text.trim()}: ${m[0]}`);
            }
          }
          return out;
        }),
    );
    expect(broken).toEqual([]);
    await expect(page.locator('[name="DeliveryAddress.HouseNumber"]')).toBeVisible();
  });

  test("a declined installment says why and links to the offer list", async ({ page }) => {
    await continueAsGuest(page, "zipCode=80331&amount=3000&options=5,24,23$12,11,9", "Abgelehnt");
    await page.waitForSelector("html[data-hydrated]");
    await fillAddress(page, "DeliveryAddress", { street: "Marienplatz", no: "8", phone: "089 123456" });
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(/\/bestellung\/ratenzahlung\?|\/bestellung\/[^/?]+\?/);
    await page.getByRole("button", { name: "Ratenzahlung beantragen" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Finanzierungspartner kann Ihre Anfrage leider nicht annehmen" });
    await expect(alert).toBeInViewport();
    const link = alert.getByRole("link", { name: "Zur Angebotsliste" });
    await expect(link).toHaveAttribute("href", /^\/heizoel\/angebotsliste\?zipCode=80331&amount=3000&/);
    await link.click();
    await page.waitForURL(/\/heizoel\/angebotsliste\?/);
    await expect(page.getByTestId("offer").first()).toBeVisible();
  });

  test("back from the summary keeps the IBAN in the payment step", async ({ page }) => {
    await logInThroughApi(page);
    await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=80331&amount=3000&options=5,24,3,11,9");
    await acceptNecessaryCookies(page);
    await page.getByRole("link", { name: "Bestellen" }).first().click();
    await page.waitForURL(/bestellparameter-bestaetigen/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("link", { name: "Weiter zur Bestellung" }).click();
    await page.waitForURL(/\/heizoel\/bestellung\/[^?]+\?/);
    await page.waitForSelector("html[data-hydrated]");
    if (/\/adresse\?/.test(page.url())) {
      const own = page.getByLabel("Die Adresse unten verwenden");
      if (await own.count()) await own.check();
      await fillAddress(page, "DeliveryAddress", {
        first: "Erika",
        last: "Mustermann",
        street: "Marienplatz",
        no: "8",
        phone: "089 123456",
      });
      await page.getByRole("button", { name: "Weiter" }).click();
    }
    await page.waitForURL(/\/bestellung\/bezahlung\?/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
    await page.getByLabel(/Ich erteile das SEPA-Lastschriftmandat/).check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(/\/bestellung\/bestellung-abschliessen\?/);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("link", { name: /Zurück zu „Bezahlung/ }).click();
    await page.waitForURL(/\/bestellung\/bezahlung\?/);
    await page.waitForSelector("html[data-hydrated]");
    const iban = page.getByLabel("IBAN");
    await expect(iban).not.toHaveValue("");
    await expect(iban).toHaveValue(/^DE89\b.*30 ?00$/);
    await expect(page.getByLabel(/Ich erteile das SEPA-Lastschriftmandat/)).toBeChecked();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(/\/bestellung\/bestellung-abschliessen\?/);
    await expect(page.getByRole("button", { name: "Zahlungspflichtig bestellen" })).toBeVisible();
  });
});
