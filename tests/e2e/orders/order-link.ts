import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { apiClient, berlinDay, bearerOf, DEMO_DEALER, dealerIdOf, guestOrderFrom } from "../dealer-portal/portal-helpers.ts";
import { waitForMails, type FileMail } from "../mail-files.ts";
import { consentCookie } from "./order-life.ts";
import { origin } from "../helpers.ts";

/** Shared steps of the guest's order-link journeys (decision 0040). */

export const SHOTS = "/tmp/shots-guest";
mkdirSync(SHOTS, { recursive: true });

/** A guest's heating-oil order from the demo dealer (the order API, as the checkout calls it), and its confirmation mail. */
export async function guestOrderWithMail(lastName = "Gast") {
  const email = `gastlink-${Date.now()}-${randomBytes(3).toString("hex")}@example.org`;
  const dealerId = await dealerIdOf(DEMO_DEALER);
  const order = await guestOrderFrom(dealerId, { email, lastName });
  const [confirmation] = await waitForMails(email, {
    subject: new RegExp(`^Ihre Bestellung ${order.OrderNumber} beim Heizöl-Marktplatz$`),
  });
  return { ...order, email, confirmation };
}

/** The order's signed link in a mail, as path and query (the mail's origin is the configured site). */
export function orderLinkIn(mail: FileMail, orderId: number): string {
  const m = new RegExp(
    `https?://[^/\\s]+(/heizoel/bestellung-erfolgreich/${orderId}\\?zugang=[0-9a-z]+\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43})`,
  ).exec(mail.text);
  expect(m, mail.text).not.toBeNull();
  expect(mail.html).toContain(m![1]);
  return m![1];
}

/** A browser context of its own: nobody logged in, no cookie of the ordering browser. */
export async function freshContext(
  browser: Browser,
  opts: { mobile?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin("de"),
    locale: "de-DE",
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    ...(opts.mobile && { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }),
  });
  await consentCookie(context, origin("de"));
  return context;
}

/** The demo dealer confirms the order and reports a delivered amount (the portal's API). */
export async function dealerDelivers(orderId: number, deliveredAmount: number) {
  const api = await apiClient();
  try {
    const headers = await bearerOf(api, DEMO_DEALER);
    const confirm = await api.post(`/api/haendlerportal/orders/${orderId}/confirm`, {
      headers,
      data: { DeliveryFrom: berlinDay(0), DeliveryTo: berlinDay(2) },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const deliver = await api.post(`/api/haendlerportal/orders/${orderId}/deliver`, {
      headers,
      data: { DeliveredAmount: deliveredAmount },
    });
    expect(deliver.status(), await deliver.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
