import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "../account/login.ts";
import { PORT } from "../helpers.ts";

/** Shared steps of the order-status journeys (decision 0025). */

export interface MyOrder {
  OrderId: number;
  OrderNumber: string;
  CountryId: number;
  Status: string;
  Path: string;
}

/** The site's address on this machine's loopback (works without JavaScript and without *.localhost resolution in Node). */
export const LOOPBACK = `http://127.0.0.1:${PORT}`;

/** Logs the context in as the demo customer over the API (cookies land in the context) and lists her orders. */
export async function demoCustomerOrders(request: APIRequestContext, origin = LOOPBACK): Promise<MyOrder[]> {
  const login = await request.post(`${origin}/api/account/jwt/anmelden`, {
    data: { UserName: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const list = await request.get(`${origin}/api/order-process/orders`);
  expect(list.status()).toBe(200);
  return list.json();
}

/** The same from a page of a country's site (the browser resolves ch.localhost; Node does not). */
export async function demoCustomerOrdersIn(page: Page, origin: string): Promise<MyOrder[]> {
  await page.goto(`${origin}/info-center`);
  return page.evaluate(
    async (body) => {
      const login = await fetch("/api/account/jwt/anmelden", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (login.status !== 200) throw new Error(`login ${login.status}`);
      return (await fetch("/api/order-process/orders", { credentials: "include" })).json();
    },
    { UserName: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
  );
}

/** No cookie banner over the page. */
export async function consentCookie(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: "cookie-consent", value: "necessary", url: origin }]);
}

export async function noOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
