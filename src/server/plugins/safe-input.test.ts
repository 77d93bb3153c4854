import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../tests/setup/test-database.ts";
import { createUser, baseConfig } from "../modules/orders/orders.test-helpers.ts";

const UNSAFE = "Dieses Feld enthält ein unzulässiges Zeichen.";

/** Decision 0012: the reproductions of the probe, each a 500 before. */
describe.each(testDatabases())("unchecked input on $name is a German 400 (decision 0012)", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload: JSON.stringify(payload) });

  it("a NUL byte in the login name", async () => {
    const res = await post("/api/account/jwt/anmelden", { UserName: "kunde\u0000@example.com", Password: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `Ungültige Eingabe: body.UserName – ${UNSAFE}`,
      code: "VALIDATION_ERROR",
      fieldErrors: { "body.UserName": [UNSAFE] },
    });
  });

  it("a NUL byte in a registration name and in a nested checkout address", async () => {
    const reg = await post("/api/account/registrieren", {
      Email: "neu-nul@example.com",
      Password: "Sicheres-Kennwort-1",
      FirstName: "Er\u0000ika",
      LastName: "M",
      CountryId: 1,
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().fieldErrors).toEqual({ "body.FirstName": [UNSAFE] });
    const user = await createUser(ctx.app, ctx.database.db);
    const start = await post("/api/order-process/checkout/start", { ...baseConfig(), DealerId: 1 }, user.headers);
    const save = await post(
      "/api/order-process/address/save",
      { CheckoutId: start.json().CheckoutId ?? "abcdefghijkl", DeliveryAddress: { FirstName: "Erika", LastName: "Muster\u0000mann" } },
      user.headers,
    );
    expect(save.statusCode).toBe(400);
    expect(save.json().fieldErrors).toEqual({ "body.DeliveryAddress.LastName": [UNSAFE] });
  });

  it("lone surrogates in a JS error report, also in a key", async () => {
    const report = { userAgent: "Mozilla/5.0", href: "https://de.localhost/", errors: [{ message: "boom \ud800" }] };
    const res = await post("/api/error-trace/js-error", report);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ "body.errors.0.message": [UNSAFE] });
    const key = await post("/api/error-trace/js-error", { ...report, errors: [{ message: "ok", "\udc00": 1 }] });
    expect(key.statusCode).toBe(400);
    // A well-formed pair (an emoji) is fine.
    expect((await post("/api/error-trace/js-error", { ...report, errors: [{ message: "boom 😀" }] })).statusCode).toBeLessThan(300);
  });

  it("NUL in the query string and in a path parameter", async () => {
    const q = await ctx.app.inject({ method: "GET", url: "/api/site/1/news-articles/detail?artikelString=%00" });
    expect(q.statusCode).toBe(400);
    expect(q.json().fieldErrors).toEqual({ "querystring.artikelString": [UNSAFE] });
    const p = await ctx.app.inject({ method: "GET", url: "/api/site/trusted-shops/a%00b/overall" });
    expect(p.statusCode).toBe(400);
    expect(p.json().fieldErrors).toEqual({ "params.id": [UNSAFE] });
  });

  it("hostile session cookies are no 500", async () => {
    for (const cookie of ["refresh_token=a%00b", "auth_token=%ED%A0%80", "reg_data=%00"]) {
      const refresh = await ctx.app.inject({ method: "POST", url: "/api/account/get/token", headers: { cookie }, payload: {} });
      expect(refresh.statusCode, cookie).toBeLessThan(500);
      const reg = await ctx.app.inject({ method: "GET", url: "/api/account/cache-reg-data", headers: { cookie } });
      expect(reg.statusCode, cookie).toBeLessThan(500);
    }
  });

  it.each([
    ["/api/site/32768/news-articles", "params.countryId", "Der Wert darf höchstens 32767 sein."],
    ["/api/site/1/dealers/2147483648", "params.id", "Der Wert darf höchstens 2147483647 sein."],
    ["/api/site/1/news-articles?page=99999999999", "querystring.page", "Der Wert darf höchstens 2147483647 sein."],
    ["/api/kalkulation/init/40000/1", "params.countryId", "Der Wert darf höchstens 32767 sein."],
  ])("%s: a number beyond its column is a 400", async (url, field, message) => {
    const res = await ctx.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fieldErrors: { [field]: [message] } });
  });

  it("an unknown country on the local price rows is a German 404, not a crash", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/site/9/prices/range-local" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Unbekanntes Land.", code: "UNKNOWN_COUNTRY" });
  });

  it("a start of checkout with a dealer id beyond the column is a 400", async () => {
    const user = await createUser(ctx.app, ctx.database.db);
    const res = await post("/api/order-process/checkout/start", { ...baseConfig(), DealerId: 2147483648 }, user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ "body.DealerId": ["Der Wert darf höchstens 2147483647 sein."] });
  });
});
