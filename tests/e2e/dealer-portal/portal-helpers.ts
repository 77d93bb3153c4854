import { expect, request as http, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { PORT } from "../helpers.ts";

/** Demo accounts of the seed (README "Demo accounts", decision 0026). */
export const DEMO_DEALER = { email: "haendler@example.com", password: "Haendler-Demo-1" };
export const DEMO_DEALER_STAFF = { email: "haendler-team@example.com", password: "Team-Demo-1" };
export const OTHER_DEALER = { email: "haendler2@example.com", password: "Haendler-Demo-2" };

/** An API client of its own (Node's resolver knows no *.localhost names: the German site). */
export function apiClient(): Promise<APIRequestContext> {
  return http.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { "x-forwarded-for": `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
  });
}

/** A Bearer session of an account (the login API), for calls that set things up. */
export async function bearerOf(api: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const res = await api.post("/api/account/jwt/anmelden", { data: { UserName: account.email, Password: account.password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** The dealer an account acts for (the portal's overview API). */
export async function dealerIdOf(account: { email: string; password: string }): Promise<number> {
  const api = await apiClient();
  try {
    const res = await api.get("/api/haendlerportal/overview", { headers: await bearerOf(api, account) });
    expect(res.status()).toBe(200);
    return (await res.json()).Context.DealerId;
  } finally {
    await api.dispose();
  }
}

/**
 * A guest orders heating oil for Munich 80331 from the dealer over the order API (the checkout's
 * calls): the order lands in the dealer's portal as a new order. `amount` litres, one station.
 */
export async function guestOrderFrom(
  dealerId: number,
  opts: { amount?: number; lastName?: string; comment?: string; email?: string } = {},
) {
  // A client of its own: cookies of another session would make its writes need the CSRF header.
  const api = await apiClient();
  try {
    return await placeGuestOrder(api, dealerId, opts);
  } finally {
    await api.dispose();
  }
}

async function placeGuestOrder(
  api: APIRequestContext,
  dealerId: number,
  opts: { amount?: number; lastName?: string; comment?: string; email?: string },
) {
  const guest = await api.post("/api/account/gast", {
    data: {
      Email: opts.email ?? `gast-${randomBytes(4).toString("hex")}@example.com`,
      FirstName: "Gerda",
      LastName: opts.lastName ?? "Gast",
    },
  });
  expect(guest.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await guest.json()).token}` };
  const post = async (url: string, data: object) => {
    const res = await api.post(url, { data, headers });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  const config = {
    ZipCode: "80331",
    Amount: opts.amount ?? 3000,
    Stations: 1,
    Product: { Id: 1, ClimateNeutral: false },
    Parameters: [{ Id: 5 }, { Id: 24 }, { Id: 2 }, { Id: 11 }, { Id: 9 }],
    AppointmentPlus: false,
    CountryId: 1,
    ProductGroupId: 1,
  };
  const offers = (await post("/api/kalkulation/berechnen", config)).Items as { DealerId: number; Id: number; TotalPrice: number }[];
  const offer = offers.find((o) => o.DealerId === dealerId);
  expect(offer, `dealer ${dealerId} offers for 80331`).toBeDefined();
  const checkout = await post("/api/order-process/checkout/start", { ...config, DealerId: offer!.DealerId, BranchId: offer!.Id });
  const saved = await post("/api/order-process/address/save", {
    CheckoutId: checkout.CheckoutId,
    DeliveryAddress: {
      Title1: "Frau",
      Title2: "",
      FirstName: "Gerda",
      LastName: opts.lastName ?? "Gast",
      CompanyName: "",
      Street: "Marienplatz",
      HouseNumber: "8",
      ZipCode: "80331",
      City: "München",
      Phone: "089 123456",
    },
  });
  await post("/api/order-process/payment/save", {
    CheckoutId: checkout.CheckoutId,
    PaymentId: saved.PaymentData.PaymentId,
    IsRatenkaufPayment: saved.IsRatenkaufPayment,
    PaymentModifier: saved.PaymentData.PaymentModifier,
  });
  const placed = await post("/api/order-process/order/place", {
    CheckoutId: checkout.CheckoutId,
    IdempotencyKey: `portal-${randomBytes(8).toString("hex")}`,
    ExpectedTotalPrice: offer!.TotalPrice,
    Comment: opts.comment ?? "",
  });
  return placed as { OrderId: number; OrderNumber: string };
}

/** The login page, as a person uses it: e-mail, password, "Anmelden". */
export async function logInOnPage(page: Page, account: { email: string; password: string }, path = "/benutzerkonto/anmeldung") {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail-Adresse").fill(account.email);
  await form.getByLabel("Kennwort").fill(account.password);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

/**
 * How far the page is wider than 375 px (at 375 px it must not be: a mobile browser would zoom out, so the
 * document's width is compared with the screen's, not with the layout viewport's).
 */
export function horizontalOverflow(page: Page, screenWidth = 375): Promise<number> {
  return page.evaluate((w) => document.documentElement.scrollWidth - w, screenWidth);
}

/** The demo dealer's calendar day plus n days, as the date inputs take it (YYYY-MM-DD, Europe/Berlin). */
export function berlinDay(offset = 0): string {
  const now = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(now);
}
