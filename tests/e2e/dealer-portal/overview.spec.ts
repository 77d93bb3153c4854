import { expect, test, type Page } from "@playwright/test";
import { acceptNecessaryCookies, gotoHydrated } from "../helpers.ts";
import { dealerBranches, logInAsDealer } from "./dealer-login.ts";
import { apiClient, bearerOf, berlinDay, DEMO_DEALER, dealerIdOf, guestOrderFrom } from "./portal-helpers.ts";

// Decision 0048: the overview shows what a dealer runs the day by — today's deliveries, the orders waiting
// for a confirmation with their age, the price list's age and the branch's place in the offer list.

/** A branch's place in the list customers get at its postcode for the standard order (the offer list's own call). */
async function placeInOfferList(zip: string, dealerId: number): Promise<number> {
  const api = await apiClient();
  try {
    const res = await api.post("/api/kalkulation/berechnen-default", {
      data: {
        ZipCode: zip,
        Amount: 3000,
        Stations: 1,
        Product: { Id: 1, ClimateNeutral: false },
        Parameters: [],
        AppointmentPlus: false,
        CountryId: 1,
        ProductGroupId: 1,
      },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()).Items as { DealerId: number }[]).findIndex((i) => i.DealerId === dealerId) + 1;
  } finally {
    await api.dispose();
  }
}

async function overview(page: Page) {
  await gotoHydrated(page, "/haendlerportal");
  await acceptNecessaryCookies(page);
}

test("the overview's four figures: today's deliveries, orders waiting with their age, the price list's age, the place in the offer list", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dealerId = await dealerIdOf(DEMO_DEALER);
  const waiting = await guestOrderFrom(dealerId, { lastName: "Wartend" });
  const today = await guestOrderFrom(dealerId, { lastName: "Heutig" });
  const api = await apiClient();
  try {
    const confirmed = await api.post(`/api/haendlerportal/orders/${today.OrderId}/confirm`, {
      headers: await bearerOf(api, DEMO_DEALER),
      data: { DeliveryFrom: berlinDay(0), DeliveryTo: berlinDay(0), DeliverySlot: "07–12 Uhr" },
    });
    expect(confirmed.status()).toBe(200);
  } finally {
    await api.dispose();
  }
  await logInAsDealer(page);
  await overview(page);

  // Orders waiting for a confirmation, the longest-waiting first (at most five), each with its age; the
  // tile names the oldest's. The new order is among them, or behind "Alle … neuen Bestellungen".
  const waitingPart = page.locator("[data-figure=waiting]");
  await expect(waitingPart.getByRole("heading", { level: 2 })).toContainText("Warten auf Bestätigung");
  const items = waitingPart.getByRole("listitem");
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  const hours = (text: string) => {
    const m = /^seit (gerade eben|(\d+) (Minuten?|Stunden?|Tagen))$/.exec(text);
    expect(m, text).not.toBeNull();
    return m![2] === undefined ? 0 : Number(m![2]) * (m![3].startsWith("Tag") ? 24 : m![3].startsWith("Stunde") ? 1 : 1 / 60);
  };
  const ages = (await items.locator(".portal-age").allTextContents()).map(hours);
  expect(ages).toEqual([...ages].sort((a, b) => b - a));
  await expect(page.locator("[data-count=new] .portal-form__hint")).toHaveText(/^älteste wartet seit /);
  const mine = items.filter({ hasText: "Gerda Wartend" });
  await expect(mine.or(waitingPart.getByRole("link", { name: /^Alle \d+ neuen Bestellungen$/ })).first()).toBeVisible();
  await items.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/haendlerportal\/bestellungen\/\d+$/);
  await page.goto(`/haendlerportal/bestellungen/${waiting.OrderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(waiting.OrderNumber);
  await overview(page);

  // Today's deliveries: the order confirmed for this morning, with its slot.
  const todayPart = page.locator("[data-figure=today]");
  await expect(todayPart.getByRole("listitem").filter({ hasText: "Gerda Heutig" })).toContainText("3.000 Liter · 07–12 Uhr");

  // Per branch: the price list's age and the place in the offer list at the branch's postcode.
  const branches = await dealerBranches(page);
  await expect(page.locator(".portal-market__branch")).toHaveCount(branches.length);
  for (const b of branches) {
    const card = page.locator(`.portal-market__branch[data-branch="${b.Id}"]`);
    await expect(card.locator("[data-figure=price-age]")).toContainText(/(heute|gestern|vor \d+ Tagen) aktualisiert/);
    await expect(card.locator("[data-figure=rank] dt")).toHaveText(`Platz in der Angebotsliste für ${b.ZipCode} (3.000 Liter)`);
  }
  // The place is the offer list's: the Augsburg branch, which no other journey changes (others change the
  // first and the last branch at the same time, so the figures are read again until both agree).
  const steady = branches[1];
  await expect
    .poll(async () => {
      await overview(page);
      const shown = await page.locator(`.portal-market__branch[data-branch="${steady.Id}"] [data-figure=rank] dd strong`).textContent();
      const place = await placeInOfferList(steady.ZipCode, dealerId);
      return place > 0 && shown?.startsWith(`Platz ${place} von `);
    })
    .toBe(true);
  await page.screenshot({ path: "test-results/dealer-portal/desktop-overview-day.png", fullPage: true });
});
