import { beforeAll, describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { branches } from "../../../db/schema/market.ts";
import { clientAddress, createCustomer, logIn } from "./account.test-helpers.ts";
import { address, baseConfig, withPayment } from "../orders/orders.test-helpers.ts";

const FIRST =
  "Der Vorname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Leerzeichen, Punkt, Apostroph und Bindestrich enthalten.";
const LAST =
  "Der Nachname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Leerzeichen, Punkt, Apostroph und Bindestrich enthalten.";
const MARKUP = "<b>Erika</b>";
const FORMULA = '=HYPERLINK("http://evil.example/?x","Klick")';

/** Decision 0038: one name rule for every first and last name field, over the API. */
describe.each(testDatabases())("every name field follows the one name rule on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  type Caller = { id: number; email: string; headers: Record<string, string> };
  const who = {} as Record<"customer" | "dealerAdmin" | "admin", Caller>;

  async function login(overrides: Parameters<typeof createCustomer>[1] = {}): Promise<Caller> {
    const row = await createCustomer(ctx.database.db, overrides);
    const { token } = await logIn(ctx.app, row.email);
    return { id: row.id, email: row.email, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": clientAddress() } };
  }
  const send = (method: "POST" | "PUT", url: string, payload: object, caller?: Caller) =>
    ctx.app.inject({ method, url, payload, headers: caller?.headers ?? { "x-forwarded-for": clientAddress() } });
  const unique = () => `name-${Math.random().toString(36).slice(2, 9)}@example.com`;

  beforeAll(async () => {
    const [branch] = await ctx.database.db.select({ dealerId: branches.dealerId }).from(branches).limit(1);
    who.customer = await login();
    who.dealerAdmin = await login({ roles: ["DEALER"], dealerId: branch.dealerId, dealerRole: "admin" });
    who.admin = await login({ roles: ["ADMIN"] });
  });

  it.each([
    [
      "registration",
      () =>
        send("POST", "/api/account/registrieren", {
          Email: unique(),
          Password: "Mein-Heizoel-2024",
          Title1: "Frau",
          FirstName: MARKUP,
          LastName: FORMULA,
          CountryId: 1,
        }),
    ],
    [
      "guest registration",
      () => send("POST", "/api/account/gast", { Email: unique(), FirstName: MARKUP, LastName: FORMULA, CountryId: 1 }),
    ],
    [
      "personal data",
      () => send("PUT", "/api/jwt/konto/persoenliche-daten", { Title1: "Frau", FirstName: MARKUP, LastName: FORMULA }, who.customer),
    ],
    [
      "address book",
      () =>
        send(
          "POST",
          "/api/jwt/adressen",
          { AddressType: 1, CountryId: 1, ...address({ FirstName: MARKUP, LastName: FORMULA }) },
          who.customer,
        ),
    ],
    [
      "dealer staff invitation",
      () =>
        send(
          "POST",
          "/api/haendlerportal/mitarbeiter",
          { Email: unique(), Title1: "Herr", FirstName: MARKUP, LastName: FORMULA, DealerRole: "staff" },
          who.dealerAdmin,
        ),
    ],
    [
      "support user edit",
      () =>
        send(
          "PUT",
          `/api/support/users/${who.customer.id}`,
          { Title1: "Frau", FirstName: MARKUP, LastName: FORMULA, Phone: "", Email: who.customer.email, Roles: [] },
          who.admin,
        ),
    ],
  ] as const)("%s refuses markup and formulas in names with the German message", async (_what, request) => {
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ "body.FirstName": [FIRST], "body.LastName": [LAST] });
  });

  it("the checkout's delivery address refuses them too, with the same message", async () => {
    const post = (url: string, payload: object) => send("POST", url, payload, who.customer);
    const config = baseConfig({ Parameters: withPayment(2) });
    const offer = (await post("/api/kalkulation/berechnen", config)).json().Items[0];
    const checkout = (await post("/api/order-process/checkout/start", { ...config, DealerId: offer.DealerId, BranchId: offer.Id })).json();
    const res = await post("/api/order-process/address/save", {
      CheckoutId: checkout.CheckoutId,
      DeliveryAddress: address({ FirstName: MARKUP, LastName: FORMULA }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ "DeliveryAddress.FirstName": [FIRST], "DeliveryAddress.LastName": [LAST] });
  });

  it("real names pass everywhere, trimmed and with single spaces", async () => {
    const res = await send("POST", "/api/account/registrieren", {
      Email: unique(),
      Password: "Mein-Heizoel-2024",
      Title1: "Frau",
      FirstName: " Anne-Marie ",
      LastName: "O'Neill  Ünal",
      CountryId: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const personal = await ctx.app.inject({
      method: "GET",
      url: "/api/jwt/konto/persoenliche-daten",
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(personal.json()).toMatchObject({ FirstName: "Anne-Marie", LastName: "O'Neill Ünal" });
    const edit = await send(
      "PUT",
      `/api/support/users/${who.customer.id}`,
      { Title1: "", FirstName: "", LastName: "Zoë", Phone: "", Email: who.customer.email, Roles: [] },
      who.admin,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ FirstName: "", LastName: "Zoë" });
  });
});
