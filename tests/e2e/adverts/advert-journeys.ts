import { expect, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { offerListUntil } from "./back-office-journeys.ts";

/**
 * Decision 0068: a visitor searching 80331 sees the demo's 8xxxx campaign after the third offer, labelled
 * "Anzeige" outside the advert; one searching 10115 sees the fallback campaign's advert; the click goes through
 * the signed redirect (which counts it) to the advert's own target.
 */
export async function postcodeCampaignJourney(page: Page) {
  // The advertiser's site is not on this machine: answer for it, so the new tab has somewhere to land.
  await page
    .context()
    .route("https://example.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Ziel</h1>" }));
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  // The ad manager's journey may run a second 8xxxx campaign meanwhile: drawn by weight, the demo's shows within a few pages.
  const place = await offerListUntil(page, "80331", "Nur in Süddeutschland");
  const offers = page.locator("ol.offer-list > li");
  // Never above the cheapest: the slot is in the fourth entry, after the third offer (a phone's first screen keeps 2.5 offers).
  await expect(offers.nth(3).locator('[data-slot="angebotsliste-mitte"]')).toHaveCount(1);
  for (const i of [0, 1, 2]) await expect(offers.nth(i).locator("[data-slot]")).toHaveCount(0);
  await expect(place.locator(".slot-frame__label")).toHaveText("Anzeige");
  await expect(place).toContainText("Nur in Süddeutschland");
  const box = await place.locator(".slot").boundingBox();
  const width = page.viewportSize()!.width;
  // The reserved box: 728 × 120 from 768 px, 320 × 150 below.
  expect(Math.round(box!.height)).toBe(width >= 768 ? 120 : 150);

  const link = place.locator("a").first();
  await expect(link).toHaveAttribute("href", /^\/api\/iam\/click\//);
  await expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
  // The click goes through our signed redirect, which counts it and answers with the advert's own target
  // (the advertiser's site is not reachable from this machine: the journey stops at the redirect).
  const [redirect] = await Promise.all([page.context().waitForEvent("response", (r) => r.url().includes("/api/iam/click/")), link.click()]);
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toMatch(
    /^https:\/\/example\.com\/tankreinigung-sued\?utm_source=heizoel-marktplatz&utm_medium=anzeige/,
  );
  expect(redirect.headers().location).toMatch(/utm_content=angebotsliste-mitte-(desktop|mobil)$/);
  for (const other of page.context().pages()) if (other !== page) await other.close();

  await gotoHydrated(page, "/heizoel/angebotsliste?zipCode=10115&amount=3000");
  const berlin = page.locator('[data-slot="angebotsliste-mitte"]');
  await expect(berlin.locator(".slot-frame__label")).toHaveText("Anzeige");
  await expect(berlin).toContainText("Gut versichert");
  await expect(berlin).not.toContainText("Süddeutschland");
}

/** The home page from the shared cache: the price banner and the advert box arrive per visitor, labelled. */
export async function homeSlotsJourney(page: Page) {
  await gotoHydrated(page, "/");
  await acceptNecessaryCookies(page);
  await expect(page.locator('[data-slot="startseite-preise"]')).toContainText("Heizölpreis heute");
  const middle = page.locator('[data-slot="startseite-mitte"]');
  await expect(middle.locator(".slot-frame__label")).toHaveText("Anzeige");
  await expect(middle.locator('[data-slot-state="shown"]')).toHaveCount(1);
  await expect(middle.locator("a").first()).toHaveAttribute("href", /^\/api\/iam\/click\//);
}
