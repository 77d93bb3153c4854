import type { Page } from "@playwright/test";
import { logInThroughApi } from "../account/login.ts";

/** The demo dealer's admin (README "Demo accounts"; the first German dealer of the demo market). */
export const DEMO_DEALER = { email: "haendler@example.com", password: "Haendler-Demo-1" };

/** Logs the browser in as the demo dealer's admin (through the login API, like the other journeys). */
export async function logInAsDealer(page: Page) {
  await logInThroughApi(page, DEMO_DEALER);
}

/** The dealer's branches as the portal's API lists them (the page's cookie session). */
export async function dealerBranches(page: Page): Promise<{ Id: number; Name: string; ZipCode: string; City: string }[]> {
  return page.evaluate(() =>
    fetch("/api/haendlerportal/filialen", { credentials: "include" })
      .then((r) => r.json())
      .then((b) => b.Branches),
  );
}

/** Whether the page scrolls sideways (at 375 px it must not). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
