import { type Browser, expect, type Page } from "@playwright/test";
import { horizontalOverflow, logInOnPage } from "../dealer-portal/portal-helpers.ts";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";

/** The demo ad manager (README "Demo accounts", decision 0068). */
export const DEMO_AD_MANAGER = { email: "werbung@example.com", password: "Werbung-Demo-1" };

const day = (offset: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(new Date(Date.now() + offset * 86_400_000));

/**
 * Reloads the offer list until the slot shows `text`: several primary campaigns for 8xxxx may run at once (the
 * demo's and the journeys' own, side by side), each drawn by weight per page (decision 0055), so one of them is
 * seen after a few pages, never on every one.
 */
export async function offerListUntil(page: Page, zipCode: string, text: string, tries = 40) {
  const place = page.locator('[data-slot="angebotsliste-mitte"]');
  for (let i = 0; i < tries; i++) {
    await gotoHydrated(page, `/heizoel/angebotsliste?zipCode=${zipCode}&amount=3000`);
    if (((await place.textContent()) ?? "").includes(text)) return place;
  }
  throw new Error(`the offer list for ${zipCode} never showed „${text}“`);
}

/**
 * Decision 0068, "Back office", the "Done when": the demo ad manager creates an advert with a script in
 * its HTML (removed, the notice names it) and a scoped stylesheet, sees it in the preview at both sizes, creates a
 * campaign for postcodes 8xxxx in the offer list's slot; a visitor searching 80331 sees it labelled "Anzeige",
 * one searching 10115 the fallback; the click is counted and the campaign's report shows it. The campaign is
 * ended at the end, so other journeys of the offer list meet only the demo's campaigns again.
 */
export async function adManagerJourney(page: Page, browser: Browser) {
  const tag = Math.random().toString(36).slice(2, 8);
  const headline = `Heizöl-Service ${tag}`;
  const width = page.viewportSize()!.width;
  await logInOnPage(page, DEMO_AD_MANAGER);
  await page.waitForURL((url) => url.pathname === "/support/adverts");
  await acceptNecessaryCookies(page);
  await expect(page.getByRole("heading", { name: "Anzeigen", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Neue Anzeige anlegen" }).click();
  await page.waitForURL("**/support/adverts/create");
  await page.getByLabel("Name", { exact: true }).fill(`Journey ${tag}`);
  await page.getByLabel("Ziel-Adresse").fill(`https://example.com/journey-${tag}`);
  await page
    .getByLabel("Variante 1")
    .fill(
      `<div class="box"><script>alert("x")</script><p class="kopf">${headline}</p><a href="https://example.com">Jetzt anfragen</a></div>`,
    );
  await page.getByLabel("Stylesheet").fill(".box{height:100%;background:#123456;color:#fff;padding:8px}\n.kopf{margin:0;font-weight:bold}");
  await page.getByRole("button", { name: "Anzeige anlegen" }).click();
  await page.waitForURL(/\/support\/adverts\/\d+\?/);
  await expect(page.getByText("Die Anzeige ist gespeichert")).toBeVisible();
  await expect(page.getByText(/Beim Speichern wurde aus dem HTML entfernt.*Skripte \(<script>\)/)).toBeVisible();
  await expect(page.getByLabel("Variante 1")).not.toHaveValue(/script/);
  // The preview: the site's slot box at both sizes, labelled, the sheet scoped to it, no script.
  const desktop = page.locator('[data-slot="vorschau-desktop-0"]');
  const mobile = page.locator('[data-slot="vorschau-mobile-0"]');
  await expect(desktop.locator(".slot-frame__label")).toHaveText("Anzeige");
  await expect(desktop).toContainText(headline);
  await expect(mobile).toContainText(headline);
  expect(Math.round((await desktop.locator(".slot").boundingBox())!.height)).toBe(120);
  expect(Math.round((await mobile.locator(".slot").boundingBox())!.width)).toBe(320);
  await expect(desktop.locator(".box")).toHaveCSS("background-color", "rgb(18, 52, 86)");
  await expect(page.locator(".ad-preview script")).toHaveCount(0);
  if (width < 768) expect(await horizontalOverflow(page, width)).toBeLessThanOrEqual(0);

  await page.goto("/support/campaigns/create");
  await page.getByLabel("Name", { exact: true }).fill(`Süd ${tag}`);
  await page.getByLabel("Werbetreibender").fill("Heizöl-Service Süd");
  await page.getByLabel("Beginn").fill(day(0));
  await page.getByLabel("Ende", { exact: true }).fill(day(30));
  await page.getByLabel("Postleitzahl-Anfänge").fill("8");
  await page.getByLabel("Werbeplatz 1").selectOption({ label: "angebotsliste-mitte (DE)" });
  await page.getByLabel("Anzeige", { exact: true }).selectOption({ label: `Journey ${tag}` });
  await page.getByLabel("Gewichtung").fill("1");
  await page.getByRole("button", { name: "Kampagne anlegen" }).click();
  await page.waitForURL(/\/support\/campaigns\/\d+\?/);
  await expect(page.getByText("Die Kampagne ist gespeichert")).toBeVisible();
  const campaignPath = new URL(page.url()).pathname;
  if (width < 768) expect(await horizontalOverflow(page, width)).toBeLessThanOrEqual(0);

  // Visitors, without an account: 80331 meets the new campaign (after the cheapest offer, labelled), 10115 the fallback.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize()! });
  await visitorContext.route("https://example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Ziel</h1>" }),
  );
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, "/");
  await acceptNecessaryCookies(visitor);
  const place = await offerListUntil(visitor, "80331", headline);
  await expect(place.locator(".slot-frame__label")).toHaveText("Anzeige");
  await expect(visitor.locator("ol.offer-list > li").first().locator("[data-slot]")).toHaveCount(0);
  await expect(place.locator(".box")).toHaveCSS("background-color", "rgb(18, 52, 86)");
  const link = place.getByRole("link", { name: "Jetzt anfragen" });
  const [redirect] = await Promise.all([visitorContext.waitForEvent("response", (r) => r.url().includes("/api/iam/click/")), link.click()]);
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toContain(`https://example.com/journey-${tag}?utm_source=heizoel-marktplatz`);
  for (const other of visitorContext.pages()) if (other !== visitor) await other.close();
  await gotoHydrated(visitor, "/heizoel/angebotsliste?zipCode=10115&amount=3000");
  const berlin = visitor.locator('[data-slot="angebotsliste-mitte"]');
  await expect(berlin).toContainText("Gut versichert");
  await expect(berlin).not.toContainText(headline);
  await visitorContext.close();

  // The report counts the impression and the click, per day and per slot, and offers the CSV.
  await page.goto(campaignPath);
  const report = page.getByRole("region", { name: "Bericht" });
  await expect(report).toContainText(/\d+ Impressionen, 1 Klicks/);
  await expect(report.getByRole("table").last()).toContainText("angebotsliste-mitte");
  const csvHref = await report.getByRole("link", { name: "Als CSV herunterladen" }).getAttribute("href");
  // Fetched by the browser with its session (Node's resolver knows no *.localhost names).
  const csv = await page.evaluate(
    (url) => fetch(url).then(async (r) => ({ type: r.headers.get("content-type"), text: await r.text() })),
    csvHref!,
  );
  expect(csv.type).toBe("text/csv; charset=utf-8");
  expect(csv.text).toContain("Tag;Werbeplatz;Impressionen;Klicks;Klickrate (%)");
  if (width < 768) expect(await horizontalOverflow(page, width)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Beenden" }).click();
  await expect(page.getByText("Die Kampagne ist beendet")).toBeVisible();
}
