import { expect, test, type Locator, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { logInThroughApi } from "../account/login.ts";

// The offer list on a 375 × 740 phone (decision 0047): the payment rule is said once for the list, each
// card keeps what a buyer must know before the click, two and a half offers fit one screen, and the open
// settings' sticky button never covers an offer's "Bestellen".

const LIST = "/heizoel/angebotsliste?zipCode=80331&amount=3000";

/**
 * How many offers fit one screen height from the top of the first card: every card whose top lies within
 * the screen counts with the part of it that is inside.
 */
function offersPerScreen(page: Page): Promise<number> {
  return page.getByTestId("offer").evaluateAll((cards) => {
    const top = cards[0].getBoundingClientRect().top;
    const bottom = top + window.innerHeight;
    let fit = 0;
    for (const card of cards) {
      const r = card.getBoundingClientRect();
      if (r.top >= bottom) break;
      fit += (Math.min(r.bottom, bottom) - r.top) / r.height;
    }
    return fit;
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element a tap on the middle of `target` reaches is the target itself (nothing lies over it). */
async function tappable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** What a buyer must know before the click, on every card. */
async function expectCardEssentials(card: Locator) {
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(/^\d+\. \S/);
  await expect(card.getByTestId("offer-total")).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  await expect(card.locator(".offer__unit")).toHaveText(/\d,\d{2}\s€ \/ 100 l$/);
  await expect(card.locator(".offer__rating")).toHaveText(/^(\d,\d \([\d.]+ Bewertung(en)?\)|Noch keine Bewertungen)$/);
  await expect(card.getByText(/Lieferung (in ca\. \d+ Werktagen|am nächsten Werktag|in 2 Werktagen)/)).toBeVisible();
  await expect(card.getByText(/^Zahlung: /)).toBeVisible();
  await expect(card.getByTestId("offer-payment-badge")).toHaveText(/ · (mit|ohne|als Gast mit) Bonitätsprüfung$|nicht bestellbar$/);
  await expect(card.getByRole("link", { name: "Bestellen" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Preisdetails anzeigen" })).toBeVisible();
}

test.describe("offer list at 375 × 740", () => {
  test("a visitor: the payment rule once, a badge per card, 2.5 offers per screen", async ({ page }, testInfo) => {
    await gotoHydrated(page, LIST);
    await acceptNecessaryCookies(page);
    await expect(page.getByTestId("offer").first()).toBeVisible();
    // Said once for the list, in full: who is paid and the guest's credit check.
    await expect(page.getByTestId("offer-list-payment-note")).toHaveCount(1);
    await expect(page.getByTestId("offer-list-payment-note")).toContainText(
      "mit Kundenkonto direkt an den Händler, ohne Bonitätsprüfung; als Gast an unseren Finanzierungspartner",
    );
    await expect(page.getByTestId("offer-payment-note")).toHaveCount(0);
    // The demo's cheapest dealers take direct debit by default: somebody not logged in reads both ways on the badge.
    await expect(page.getByTestId("offer-payment-badge").first()).toHaveText("Lastschrift · als Gast mit Bonitätsprüfung");
    for (const i of [0, 1, 2]) await expectCardEssentials(page.getByTestId("offer").nth(i));
    expect(await offersPerScreen(page)).toBeGreaterThanOrEqual(2.5);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => document.querySelector("[data-testid=offer]")!.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath("offers-375.png") });
  });

  test("the open settings keep the cards' size, and their sticky button never covers the first 'Bestellen'", async ({ page }, testInfo) => {
    await gotoHydrated(page, LIST);
    await acceptNecessaryCookies(page);
    const panel = page.getByRole("complementary", { name: "Einstellungen" });
    const done = panel.getByRole("button", { name: /Angebote? anzeigen/ });
    const order = page.getByRole("link", { name: "Bestellen" }).first();
    await page.getByRole("button", { name: "Einstellungen", exact: true }).click();
    await expect(panel).toBeVisible();
    await expect(done).toBeVisible();
    expect(await offersPerScreen(page)).toBeGreaterThanOrEqual(2.5);

    // Scroll from the panel's title down past the first offer: at every stop the two never overlap, and
    // where "Bestellen" is on the screen a tap reaches it.
    const end = await page.evaluate(() => document.querySelector("[data-testid=offer]")!.getBoundingClientRect().bottom + window.scrollY);
    let sawOrder = false;
    for (let y = 0; y < end; y += 120) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      const a = await done.boundingBox();
      const b = await order.boundingBox();
      if (!a || !b) throw new Error(`the closing button or "Bestellen" is not rendered at scroll ${y}`);
      expect(overlaps(a, b), `overlap at scroll ${y}`).toBe(false);
      if (await order.isVisible()) {
        const inView = await order.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        });
        if (inView) {
          sawOrder = true;
          expect(await tappable(order), `"Bestellen" covered at scroll ${y}`).toBe(true);
        }
      }
    }
    expect(sawOrder).toBe(true);
    // The end of the panel with the first offer right below it.
    await page.evaluate(() => document.querySelector("[data-testid=offer]")!.scrollIntoView({ block: "end" }));
    await page.screenshot({ path: testInfo.outputPath("offers-375-settings-open.png") });

    // A change applies at once; the button closes the panel and the offers are in view.
    await panel.getByLabel("Expresslieferung 48 Stunden").click();
    await page.waitForURL((url) => (url.searchParams.get("options") ?? "").split(",").includes("1"));
    await done.click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId("offer").first()).toBeInViewport();
  });

  test("the demo customer (with 'Merken' on each card) still sees 2.5 offers per screen", async ({ page }, testInfo) => {
    await logInThroughApi(page);
    await gotoHydrated(page, LIST);
    await acceptNecessaryCookies(page);
    await expect(page.getByRole("button", { name: /als Lieblingshändler merken|ist Ihr Lieblingshändler/ }).first()).toBeVisible();
    await expect(page.getByTestId("offer-list-payment-note")).toHaveText(
      "Rechnung und Lastschrift: mit Ihrem Kundenkonto direkt an den Händler, ohne Bonitätsprüfung.",
    );
    await expect(page.getByTestId("offer-payment-badge").first()).toHaveText("Lastschrift · ohne Bonitätsprüfung");
    for (const i of [0, 1, 2]) await expectCardEssentials(page.getByTestId("offer").nth(i));
    expect(await offersPerScreen(page)).toBeGreaterThanOrEqual(2.5);
    await page.evaluate(() => document.querySelector("[data-testid=offer]")!.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath("offers-375-customer.png") });
  });
});
