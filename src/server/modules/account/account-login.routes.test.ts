import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { clientAddress, cookieOf, createCustomer, PASSWORD, someDealer } from "./account.test-helpers.ts";

const WRONG = { message: "E-Mail-Adresse oder Kennwort ist nicht korrekt.", code: "LOGIN_FAILED" };

describe.each(testDatabases())("account API on $name", (kind) => {
  const ctx = withTestApp(kind);
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": clientAddress(), ...headers } });

  describe("§7 POST /api/account/jwt/anmelden", () => {
    it("logs in: success, token and the cookie set of decision 0008", async () => {
      const user = await createCustomer(ctx.database.db, { firstName: "Erika", title1: "Frau" });
      const res = await post("/api/account/jwt/anmelden", { UserName: user.email.toUpperCase(), Password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, redirectUrl: null });
      const claims = decodeJwt(body.token);
      expect(claims).toMatchObject({ id: String(user.id), firstName: "Erika", title1: "Frau", isGuest: "False", hasAnyOrder: "False" });
      expect((claims.exp as number) - (claims.iat as number)).toBe(20 * 60);
      const auth = cookieOf(res, "auth_token")!;
      expect(auth).toMatchObject({ value: body.token, path: "/", httpOnly: true, sameSite: "Lax" });
      expect(auth.secure).toBeFalsy(); // plain http: a Secure cookie would never come back
      expect(cookieOf(res, "auth_expiration")).toMatchObject({ path: "/" });
      expect(cookieOf(res, "auth_expiration")!.httpOnly).toBeFalsy();
      expect(cookieOf(res, "refresh_token")).toMatchObject({ path: "/api/account", httpOnly: true, sameSite: "Lax" });
      expect(cookieOf(res, "CSRFTOKEN")!.httpOnly).toBeFalsy();
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("sets Secure cookies when the request came over https (proxy header)", async () => {
      const user = await createCustomer(ctx.database.db);
      const res = await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD }, { "x-forwarded-proto": "https" });
      expect(cookieOf(res, "auth_token")!.secure).toBe(true);
      expect(cookieOf(res, "refresh_token")!.secure).toBe(true);
    });

    it("omits SameSite for Android below SDK 29 (spec §9)", async () => {
      const user = await createCustomer(ctx.database.db);
      const res = await post(
        "/api/account/jwt/anmelden",
        { UserName: user.email, Password: PASSWORD },
        { "user-agent": "Mozilla/5.0 (Linux; Android 9; SM-G960F)" },
      );
      expect(cookieOf(res, "auth_token")!.sameSite).toBeUndefined();
    });

    it("wrong password and unknown account give the same German 401 (no enumeration)", async () => {
      const user = await createCustomer(ctx.database.db);
      const wrong = await post("/api/account/jwt/anmelden", { UserName: user.email, Password: "falsch-123" });
      const unknown = await post("/api/account/jwt/anmelden", { UserName: "niemand-hier@example.com", Password: "falsch-123" });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(WRONG);
      expect(unknown.json()).toEqual(WRONG);
      expect(wrong.cookies).toHaveLength(0);
    });

    it("a guest has no password to log in with", async () => {
      const guest = await createCustomer(ctx.database.db, { isGuest: true, passwordHash: null });
      const res = await post("/api/account/jwt/anmelden", { UserName: guest.email, Password: PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG);
    });

    it("rate limit: after 5 attempts per account from one address within 15 min even the right password gets 429 there", async () => {
      const user = await createCustomer(ctx.database.db);
      const from = { "x-forwarded-for": clientAddress() };
      for (let i = 0; i < 5; i++)
        expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: `falsch-${i}` }, from)).statusCode).toBe(401);
      const res = await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD }, from);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: "LOGIN_RATE_LIMITED",
        message: expect.stringMatching(/Zu viele fehlgeschlagene Anmeldeversuche/),
      });
      // Unknown accounts are limited the same way: the 429 tells nothing about existence.
      for (let i = 0; i < 5; i++) await post("/api/account/jwt/anmelden", { UserName: "gibt-es-nicht@example.com", Password: "x" }, from);
      expect((await post("/api/account/jwt/anmelden", { UserName: "gibt-es-nicht@example.com", Password: "x" }, from)).statusCode).toBe(
        429,
      );
    }, 90_000);

    it("a stranger guessing from one address does not lock the owner out: the owner logs in from another address", async () => {
      const user = await createCustomer(ctx.database.db);
      const stranger = { "x-forwarded-for": clientAddress() };
      for (let i = 0; i < 30; i++) await post("/api/account/jwt/anmelden", { UserName: user.email, Password: `falsch-${i}` }, stranger);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD }, stranger)).statusCode).toBe(429);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(200);
    });

    it("guessing from many addresses meets the account's ceiling of 25 attempts per 15 min", async () => {
      const user = await createCustomer(ctx.database.db);
      for (let i = 0; i < 25; i++)
        expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: `falsch-${i}` })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(429);
    }, 90_000);

    it("rate limit: 20 failures per client address within 15 min", async () => {
      const user = await createCustomer(ctx.database.db);
      const from = { "x-forwarded-for": "203.0.113.77" };
      for (let i = 0; i < 20; i++) await post("/api/account/jwt/anmelden", { UserName: `probe-${i}@example.com`, Password: "x" }, from);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD }, from)).statusCode).toBe(429);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(200);
    }, 90_000);

    it("a forged X-Forwarded-For from a client that is no trusted proxy does not dodge the address limit", async () => {
      const user = await createCustomer(ctx.database.db);
      const direct = (i: number, body: object) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/account/jwt/anmelden",
          payload: body,
          remoteAddress: "198.51.100.7",
          headers: { "x-forwarded-for": `192.0.2.${i}` },
        });
      for (let i = 0; i < 20; i++) await direct(i, { UserName: `forged-${i}@example.com`, Password: "x" });
      expect((await direct(99, { UserName: user.email, Password: PASSWORD })).statusCode).toBe(429);
    }, 90_000);

    it("a successful login clears the account's failure count", async () => {
      const user = await createCustomer(ctx.database.db);
      const from = { "x-forwarded-for": clientAddress() };
      for (let i = 0; i < 4; i++) await post("/api/account/jwt/anmelden", { UserName: user.email, Password: "falsch" }, from);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD }, from)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) await post("/api/account/jwt/anmelden", { UserName: user.email, Password: "falsch" }, from);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD }, from)).statusCode).toBe(200);
    });

    it("§4 a dealer is redirected instead of getting a token", async () => {
      const dealer = await createCustomer(ctx.database.db, { redirectUrl: "https://haendler.example/portal" });
      const res = await post("/api/account/jwt/anmelden", { UserName: dealer.email, Password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, token: null, redirectUrl: "https://haendler.example/portal" });
      expect(cookieOf(res, "auth_token")).toBeUndefined();
    });

    it("§4 a dealer's staff member is signed in (httpOnly auth cookie) and led into the portal (decision 0026)", async () => {
      const dealer = await someDealer(ctx.database.db);
      const staff = await createCustomer(ctx.database.db, {
        roles: ["DEALER"],
        dealerId: dealer.dealerId,
        dealerRole: "staff",
        redirectUrl: "/haendlerportal",
      });
      const res = await post("/api/account/jwt/anmelden", { UserName: staff.email, Password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, redirectUrl: "/haendlerportal" });
      expect(typeof body.token).toBe("string");
      expect(cookieOf(res, "auth_token")).toMatchObject({ httpOnly: true, path: "/" });
      expect(cookieOf(res, "refresh_token")).toMatchObject({ httpOnly: true });
    });

    it("§4 a dealer's staff member without a stored redirect goes to the portal too; a customer to no redirect", async () => {
      const dealer = await someDealer(ctx.database.db);
      const staff = await createCustomer(ctx.database.db, { roles: ["DEALER"], dealerId: dealer.dealerId, dealerRole: "admin" });
      const res = await post("/api/account/jwt/anmelden", { UserName: staff.email, Password: PASSWORD });
      expect(res.json()).toMatchObject({ success: true, redirectUrl: "/haendlerportal" });
      expect(cookieOf(res, "auth_token")).toBeDefined();
      // The DEALER role alone (no dealer) is no dealer's staff member: no portal redirect.
      const roleOnly = await createCustomer(ctx.database.db, { roles: ["DEALER"] });
      expect((await post("/api/account/jwt/anmelden", { UserName: roleOnly.email, Password: PASSWORD })).json()).toMatchObject({
        redirectUrl: null,
      });
    });

    it("back-office staff are led to their desk: support to the users, finance to the sales list (decision 0036)", async () => {
      const support = await createCustomer(ctx.database.db, { roles: ["Role_Heizoel24_CustomerSupport"] });
      const finance = await createCustomer(ctx.database.db, { roles: ["Role_Heizoel24_Financial"] });
      expect((await post("/api/account/jwt/anmelden", { UserName: support.email, Password: PASSWORD })).json()).toMatchObject({
        success: true,
        redirectUrl: "/support/user/list",
      });
      expect((await post("/api/account/jwt/anmelden", { UserName: finance.email, Password: PASSWORD })).json()).toMatchObject({
        success: true,
        redirectUrl: "/admin/verkaufsliste",
      });
    });

    it("§4 a stored path that leaves the site is refused like javascript: (no session)", async () => {
      const dealer = await createCustomer(ctx.database.db, { roles: ["DEALER"], redirectUrl: "//evil.example/haendlerportal" });
      const res = await post("/api/account/jwt/anmelden", { UserName: dealer.email, Password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "DEALER_REDIRECT_INVALID" });
      expect(cookieOf(res, "auth_token")).toBeUndefined();
    });

    it("§4 a dealer's stored redirect must be an http(s) address: javascript: is never handed to the browser", async () => {
      const dealer = await createCustomer(ctx.database.db, { redirectUrl: "javascript:alert(document.cookie)" });
      const res = await post("/api/account/jwt/anmelden", { UserName: dealer.email, Password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "DEALER_REDIRECT_INVALID" });
      expect(res.body).not.toContain("javascript:");
      expect(cookieOf(res, "auth_token")).toBeUndefined();
    });

    it("bad input is a German 400", async () => {
      const res = await post("/api/account/jwt/anmelden", { UserName: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Ungültige Eingabe/);
    });
  });
});
