import { LOCALES } from "../../../domain/shared/countries.ts";
import { eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { favouriteDealers, refreshTokens, users } from "../../../db/schema/accounts.ts";
import { orderRatings } from "../../../db/schema/orders.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { systemClock } from "../../platform/clock.ts";
import { silentLogger } from "../../platform/logger.ts";
import { createAccountServices } from "./account.services.ts";
import { clientAddress, cookieJar, cookieOf, createCustomer, insertOrder, logIn, PASSWORD, someDealer } from "./account.test-helpers.ts";
import { loadConfig } from "../../config.ts";
import type { MailMessage } from "../../platform/mail/mailer.ts";
import { MAIL_QUEUE } from "../../platform/mail/mail-jobs.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";

const WRONG = { message: "E-Mail-Adresse oder Kennwort ist nicht korrekt.", code: "LOGIN_FAILED" };

describe.each(testDatabases())("account API on $name", (kind) => {
  const ctx = withTestApp(kind);
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": clientAddress(), ...headers } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const withCookies = (jar: Record<string, string>, extra: Record<string, string> = {}) => ({
    cookie: Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join("; "),
    ...extra,
  });

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

  describe("§7 tokens: v2/get/token, get/token, anmelden-cookie, abmelden", () => {
    it("v2/get/token renews a valid token with fresh claims (hasAnyOrder after an order)", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      expect(decodeJwt(token).hasAnyOrder).toBe("False");
      await insertOrder(ctx.database.db, user.id, await someDealer(ctx.database.db));
      await ctx.database.db.update(users).set({ firstName: "Neuer" }).where(eq(users.id, user.id));
      const res = await post("/api/account/v2/get/token", { CurrentToken: token }, bearer(token));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, reload: false });
      expect(decodeJwt(body.token)).toMatchObject({ hasAnyOrder: "True", firstName: "Neuer", sid: decodeJwt(token).sid });
      expect(cookieOf(res, "auth_token")!.value).toBe(body.token);
    });

    it("v2/get/token answers reload when the auth cookie belongs to another user (another tab)", async () => {
      const a = await createCustomer(ctx.database.db);
      const b = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, a.email);
      const other = await logIn(ctx.app, b.email);
      const res = await post(
        "/api/account/v2/get/token",
        { CurrentToken: token },
        { ...bearer(token), cookie: `auth_token=${other.token}` },
      );
      expect(res.json()).toEqual({ success: true, reload: true, token: null });
      expect(cookieOf(res, "auth_token")).toBeUndefined();
    });

    it("v2/get/token refuses an invalid token and a logged-out session with 401", async () => {
      expect((await post("/api/account/v2/get/token", { CurrentToken: "kein.gueltiges.token" })).statusCode).toBe(401);
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      expect((await post("/api/account/jwt/abmelden", undefined, bearer(token))).statusCode).toBe(200);
      const res = await post("/api/account/v2/get/token", { CurrentToken: token }, bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.");
    });

    it("get/token rotates the refresh token; reuse of a revoked one ends every session of the user", async () => {
      const user = await createCustomer(ctx.database.db);
      const first = await logIn(ctx.app, user.email);
      const oldRefresh = first.cookies.refresh_token;
      const r1 = await post("/api/account/get/token", {}, { cookie: `refresh_token=${oldRefresh}` });
      expect(r1.statusCode).toBe(200);
      const newRefresh = cookieOf(r1, "refresh_token")!.value;
      expect(newRefresh).not.toBe(oldRefresh);
      expect(decodeJwt(r1.json().token).id).toBe(String(user.id));
      // Only hashes are stored.
      const stored = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(stored.map((s) => s.tokenHash)).not.toContain(oldRefresh);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);

      // The old token again: refused, and the new one dies with it.
      const reuse = await post("/api/account/get/token", { RefreshToken: oldRefresh });
      expect(reuse.statusCode).toBe(401);
      expect((await post("/api/account/get/token", { RefreshToken: newRefresh })).statusCode).toBe(401);
      // …and renewals of the access token stop as well.
      expect((await post("/api/account/v2/get/token", { CurrentToken: r1.json().token }, bearer(r1.json().token))).statusCode).toBe(401);
    });

    it("get/token on a page whose auth cookie is alive renews that session: no rotation, same CSRF token", async () => {
      const user = await createCustomer(ctx.database.db);
      const { cookies } = await logIn(ctx.app, user.email);
      const res = await post("/api/account/get/token", {}, withCookies(cookies, { requestverificationtoken: cookies.CSRFTOKEN }));
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().token)).toMatchObject({ id: String(user.id), sid: decodeJwt(cookies.auth_token).sid });
      expect(cookieOf(res, "auth_token")!.value).toBe(res.json().token);
      expect(cookieOf(res, "refresh_token")).toBeUndefined();
      expect(cookieOf(res, "CSRFTOKEN")!.value).toBe(cookies.CSRFTOKEN);
      expect(res.headers["cache-control"]).toBe("no-store");
      // The same call again (a page that loaded twice, or one a navigation cut off) ends nothing.
      const again = await post("/api/account/get/token", {}, withCookies(cookies, { requestverificationtoken: cookies.CSRFTOKEN }));
      expect(again.statusCode).toBe(200);
      // The refresh token was not used up: it still rotates once.
      expect((await post("/api/account/get/token", { RefreshToken: cookies.refresh_token })).statusCode).toBe(200);
    });

    it("get/token after a pause (auth cookie gone or of an ended session) rotates the refresh token and keeps the CSRF token", async () => {
      const user = await createCustomer(ctx.database.db);
      const { cookies } = await logIn(ctx.app, user.email);
      const { auth_token: _gone, ...withoutAuth } = cookies;
      const res = await post("/api/account/get/token", {}, withCookies(withoutAuth));
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res, "refresh_token")!.value).not.toBe(cookies.refresh_token);
      expect(cookieOf(res, "CSRFTOKEN")!.value).toBe(cookies.CSRFTOKEN);
      // An auth cookie that is no longer valid: the refresh token decides.
      const second = (await logIn(ctx.app, user.email)).cookies;
      const stale = await post("/api/account/get/token", {}, withCookies({ ...second, auth_token: "kein.gueltiges.token" }));
      expect(stale.statusCode).toBe(200);
      expect(cookieOf(stale, "refresh_token")!.value).not.toBe(second.refresh_token);
    });

    it("get/token with an unknown or missing refresh token is a 401", async () => {
      expect((await post("/api/account/get/token", { RefreshToken: "x".repeat(43) })).statusCode).toBe(401);
      expect((await post("/api/account/get/token", {})).statusCode).toBe(401);
    });

    it("anmelden-cookie: v4 logs in with a remember-me (refresh) value; legacy and bad values give success false", async () => {
      const user = await createCustomer(ctx.database.db);
      const { cookies } = await logIn(ctx.app, user.email);
      const ok = await post("/api/account/anmelden-cookie", { Type: "v4", AuthCookieValue: cookies.refresh_token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, token: expect.any(String) });
      expect((await post("/api/account/anmelden-cookie", { Type: "legacy", AuthCookieValue: "abc" })).json()).toEqual({
        success: false,
        token: null,
      });
      expect((await post("/api/account/anmelden-cookie", { Type: "v4", AuthCookieValue: "unbekannt" })).json()).toEqual({
        success: false,
        token: null,
      });
      expect((await post("/api/account/anmelden-cookie", { Type: "v3", AuthCookieValue: "x" })).statusCode).toBe(400);
    });

    it("abmelden revokes the refresh token and clears the cookies", async () => {
      const user = await createCustomer(ctx.database.db);
      const { cookies, token } = await logIn(ctx.app, user.email);
      const res = await post("/api/account/jwt/abmelden", undefined, withCookies(cookies, { requestverificationtoken: cookies.CSRFTOKEN }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Success: true, UserSwitched: false });
      for (const name of ["auth_token", "auth_expiration", "refresh_token"]) {
        const c = cookieOf(res, name)!;
        expect(c.value).toBe("");
        expect(new Date((c as unknown as { expires: Date }).expires).getTime()).toBeLessThanOrEqual(Date.now());
      }
      expect((await post("/api/account/get/token", { RefreshToken: cookies.refresh_token })).statusCode).toBe(401);
      expect((await post("/api/account/v2/get/token", { CurrentToken: token }, bearer(token))).statusCode).toBe(401);
    });

    it("after abmelden with the Bearer token that token is refused at once; another session of the user stays valid", async () => {
      const user = await createCustomer(ctx.database.db);
      const first = await logIn(ctx.app, user.email);
      const second = await logIn(ctx.app, user.email);
      const hasOrders = (headers: Record<string, string>) =>
        ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers });
      expect((await hasOrders(bearer(first.token))).statusCode).toBe(200);
      expect((await post("/api/account/jwt/abmelden", undefined, bearer(first.token))).statusCode).toBe(200);
      expect((await hasOrders(bearer(first.token))).statusCode).toBe(401);
      expect((await hasOrders(withCookies(first.cookies))).statusCode).toBe(401);
      expect((await hasOrders(bearer(second.token))).statusCode).toBe(200);
    });

    it("after abmelden with the cookies the access token is refused at once, by cookie and as Bearer", async () => {
      const user = await createCustomer(ctx.database.db);
      const { cookies, token } = await logIn(ctx.app, user.email);
      const other = await logIn(ctx.app, user.email);
      const hasOrders = (headers: Record<string, string>) =>
        ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers });
      expect((await hasOrders(withCookies(cookies))).statusCode).toBe(200);
      const out = await ctx.app.inject({
        method: "POST",
        url: "/api/account/jwt/abmelden",
        headers: withCookies(cookies, { requestverificationtoken: cookies.CSRFTOKEN }),
      });
      expect(out.statusCode).toBe(200);
      expect((await hasOrders(withCookies(cookies))).statusCode).toBe(401);
      expect((await hasOrders(bearer(token))).statusCode).toBe(401);
      expect((await hasOrders(bearer(other.token))).statusCode).toBe(200);
    });

    it("a refresh token used twice ends the access tokens of every session of the user at once", async () => {
      const user = await createCustomer(ctx.database.db);
      const first = await logIn(ctx.app, user.email);
      const second = await logIn(ctx.app, user.email);
      const hasOrders = (token: string) =>
        ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: bearer(token) });
      const rotated = await post("/api/account/get/token", { RefreshToken: first.cookies.refresh_token });
      expect(rotated.statusCode).toBe(200);
      // The rotated session keeps its id: the old and the new access token both still hold.
      expect(decodeJwt(rotated.json().token).sid).toBe(decodeJwt(first.token).sid);
      expect((await hasOrders(first.token)).statusCode).toBe(200);
      expect((await hasOrders(rotated.json().token)).statusCode).toBe(200);
      expect((await post("/api/account/get/token", { RefreshToken: first.cookies.refresh_token })).statusCode).toBe(401);
      for (const token of [first.token, rotated.json().token, second.token]) expect((await hasOrders(token)).statusCode).toBe(401);
    });

    it("abmelden without any session still answers (nothing to end)", async () => {
      const res = await post("/api/account/jwt/abmelden");
      expect(res.json()).toEqual({ Success: true, UserSwitched: false });
    });
  });

  describe("CSRF double submit and the /api/jwt prefix", () => {
    it("cookie-authenticated writes need RequestVerificationToken = CSRFTOKEN; Bearer needs none", async () => {
      const user = await createCustomer(ctx.database.db);
      const { cookies, token } = await logIn(ctx.app, user.email);
      const { dealerId } = await someDealer(ctx.database.db);
      const payload = { UserId: dealerId, State: true };
      const noHeader = await post("/api/jwt/kunde/set/favourite", payload, withCookies(cookies));
      expect(noHeader.statusCode).toBe(403);
      expect(noHeader.json()).toEqual({
        code: "CSRF_FAILED",
        message: "Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.",
      });
      const wrongHeader = await post("/api/jwt/kunde/set/favourite", payload, withCookies(cookies, { requestverificationtoken: "falsch" }));
      expect(wrongHeader.statusCode).toBe(403);
      const ok = await post("/api/jwt/kunde/set/favourite", payload, withCookies(cookies, { requestverificationtoken: cookies.CSRFTOKEN }));
      expect(ok.statusCode).toBe(200);
      expect((await post("/api/jwt/kunde/set/favourite", payload, bearer(token))).statusCode).toBe(200);
      // Reads need no CSRF header.
      expect(
        (await ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: withCookies(cookies) })).statusCode,
      ).toBe(200);
    });

    it("a cookie/header pair planted by someone else fails: the token is bound to the session (decision 0036)", async () => {
      const victim = await createCustomer(ctx.database.db);
      const attacker = await createCustomer(ctx.database.db);
      const { cookies } = await logIn(ctx.app, victim.email);
      const own = await logIn(ctx.app, attacker.email);
      const { dealerId } = await someDealer(ctx.database.db);
      const payload = { UserId: dealerId, State: true };
      // Cookie tossing: the attacker sets CSRFTOKEN (from a sibling subdomain) and sends the same value as header.
      for (const planted of ["gepflanzt-gepflanzt-gepflanzt-1234", own.cookies.CSRFTOKEN]) {
        const res = await post(
          "/api/jwt/kunde/set/favourite",
          payload,
          withCookies({ ...cookies, CSRFTOKEN: planted }, { requestverificationtoken: planted }),
        );
        expect(res.statusCode, planted).toBe(403);
        expect(res.json().code).toBe("CSRF_FAILED");
      }
      // /session/renew replaces a token that does not fit the session with one that does.
      const renewed = await ctx.app.inject({
        method: "GET",
        url: "/session/renew",
        headers: withCookies({ ...cookies, CSRFTOKEN: own.cookies.CSRFTOKEN }),
      });
      const fresh = cookieOf(renewed, "CSRFTOKEN")!.value;
      expect(fresh).not.toBe(own.cookies.CSRFTOKEN);
      expect(
        (
          await post(
            "/api/jwt/kunde/set/favourite",
            payload,
            withCookies({ ...cookies, CSRFTOKEN: fresh }, { requestverificationtoken: fresh }),
          )
        ).statusCode,
      ).toBe(200);
    });

    it("everything under /api/jwt/ needs a user: 401 before the body is looked at", async () => {
      for (const [method, url] of [
        ["GET", "/api/jwt/kunde/hat-bestellungen"],
        ["POST", "/api/jwt/kunde/set/favourite"],
        ["GET", "/api/jwt/adressen"],
        ["GET", "/api/jwt/konto/persoenliche-daten"],
      ] as const) {
        const res = await ctx.app.inject({ method, url, payload: method === "POST" ? { nonsense: true } : undefined });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ code: "UNAUTHORIZED", message: "Bitte melden Sie sich an." });
      }
      expect(
        (await ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: bearer("abc.def.ghi") })).statusCode,
      ).toBe(401);
    });

    it("GET /session/renew answers 204 and issues or extends the CSRF cookie", async () => {
      const fresh = await ctx.app.inject({ method: "GET", url: "/session/renew" });
      expect(fresh.statusCode).toBe(204);
      const csrf = cookieOf(fresh, "CSRFTOKEN")!;
      expect(csrf.value).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{32}$/);
      expect(csrf.maxAge).toBe(24 * 3600);
      const again = await ctx.app.inject({ method: "GET", url: "/session/renew", cookies: { CSRFTOKEN: csrf.value } });
      expect(cookieOf(again, "CSRFTOKEN")!.value).toBe(csrf.value);
    });
  });

  describe("§7 customer calls", () => {
    it("hat-bestellungen is false without orders and true with one", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const get = () => ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: bearer(token) });
      expect((await get()).json()).toBe(false);
      await insertOrder(ctx.database.db, user.id, await someDealer(ctx.database.db));
      expect((await get()).json()).toBe(true);
    });

    it("set/favourite marks and unmarks a dealer (UserId = dealer id); unknown dealers are 404", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const { dealerId } = await someDealer(ctx.database.db);
      const rows = () => ctx.database.db.select().from(favouriteDealers).where(eq(favouriteDealers.userId, user.id));
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: true }, bearer(token))).json()).toBe(true);
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: true }, bearer(token))).json()).toBe(true);
      expect(await rows()).toHaveLength(1);
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: false }, bearer(token))).json()).toBe(true);
      expect(await rows()).toHaveLength(0);
      const unknown = await post("/api/jwt/kunde/set/favourite", { UserId: 99_999_999, State: true }, bearer(token));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("Diesen Händler gibt es nicht.");
    });
  });

  describe("favourites on the offer list", () => {
    it("berechnen marks the customer's favourite dealers (IsFavourite), for nobody else", async () => {
      const config = {
        ZipCode: "80331",
        Amount: 3000,
        Stations: 1,
        Product: { Id: 1, ClimateNeutral: false },
        Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
        AppointmentPlus: false,
        CountryId: 1,
        ProductGroupId: 1,
      };
      const offers = async (headers: Record<string, string> = {}) =>
        (await post("/api/kalkulation/berechnen", config, headers)).json().Items as { DealerId: number; IsFavourite: boolean }[];
      const anonymous = await offers();
      expect(anonymous.length).toBeGreaterThan(1);
      const dealerId = anonymous[1].DealerId;
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: true }, bearer(token))).json()).toBe(true);
      const mine = await offers(bearer(token));
      expect(mine.filter((o) => o.IsFavourite).map((o) => o.DealerId)).toEqual([dealerId]);
      // The same list for everybody else, none of it marked (an empty list would prove nothing).
      const anonymousAgain = await offers();
      expect(anonymousAgain.map((o) => o.DealerId)).toEqual(anonymous.map((o) => o.DealerId));
      expect(anonymousAgain.some((o) => o.IsFavourite)).toBe(false);
      const other = await createCustomer(ctx.database.db);
      const others = await offers(bearer((await logIn(ctx.app, other.email)).token));
      expect(others.map((o) => o.DealerId)).toEqual(anonymous.map((o) => o.DealerId));
      expect(others.some((o) => o.IsFavourite)).toBe(false);
    });
  });

  describe("registration session data (cache-reg-data)", () => {
    it("round-trips in an encrypted httpOnly cookie and never keeps a password", async () => {
      const data = {
        AuthData: { Email: "neu@example.com", FirstName: "Lena", LastName: "Berg", Password: "geheim-123" },
        UseInvoiceAddress: true,
        DeliveryAddress: {
          FirstName: "Lena",
          LastName: "Berg",
          Street: "Ringstraße",
          HouseNumber: "3",
          ZipCode: "1010",
          City: "Wien",
          CountryId: 2,
        },
      };
      const res = await post("/api/account/cache-reg-data", data);
      expect(res.statusCode).toBe(200);
      const c = cookieOf(res, "reg_data")!;
      expect(c).toMatchObject({ httpOnly: true, path: "/api/account", maxAge: 3600 });
      expect(c.value).not.toContain("Lena");
      const back = await ctx.app.inject({ method: "GET", url: "/api/account/cache-reg-data", cookies: { reg_data: c.value } });
      expect(back.json()).toMatchObject({
        AuthData: { Email: "neu@example.com", FirstName: "Lena" },
        UseInvoiceAddress: true,
        DeliveryAddress: { City: "Wien" },
        InvoiceAddress: null,
      });
      expect(back.body).not.toContain("geheim");
      const tampered = await ctx.app.inject({
        method: "GET",
        url: "/api/account/cache-reg-data",
        cookies: { reg_data: `${c.value.slice(0, -4)}AAAA` },
      });
      expect(tampered.json()).toMatchObject({ AuthData: null, DeliveryAddress: null });
      expect((await ctx.app.inject({ method: "GET", url: "/api/account/cache-reg-data" })).json().AuthData).toBeNull();
    });
  });

  describe("personal data, password change, address book", () => {
    const address = {
      AddressType: 1,
      Title1: "Herr",
      FirstName: "Max",
      LastName: "Muster",
      Street: "Hauptstraße",
      HouseNumber: "5",
      ZipCode: "80331",
      City: "München",
      CountryId: 1,
    };

    it("§7 GET /api/common/address lists titles and countries in German", async () => {
      const res = await ctx.app.inject({ method: "GET", url: "/api/common/address" });
      const body = res.json();
      expect(body.Title1List.map((t: { DisplayName: string }) => t.DisplayName)).toEqual(expect.arrayContaining(["Frau", "Herr"]));
      expect(body.Title2List.map((t: { Id: string }) => t.Id)).toEqual(expect.arrayContaining(["Dr.", "Prof."]));
      expect(body.CountryList.map((c: { DisplayName: string }) => c.DisplayName)).toEqual(["Deutschland", "Österreich", "Schweiz"]);
    });

    it("reads and updates names, titles and phone", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const put = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/persoenliche-daten",
        headers: bearer(token),
        payload: { Title1: "Frau", Title2: "Dr.", FirstName: "Eva", LastName: "Sommer", Phone: "+49 89 555 111" },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        Title1: "Frau",
        Title2: "Dr.",
        FirstName: "Eva",
        LastName: "Sommer",
        Phone: "+49 89 555 111",
        Email: user.email,
        IsGuest: false,
      });
      const get = await ctx.app.inject({ method: "GET", url: "/api/jwt/konto/persoenliche-daten", headers: bearer(token) });
      expect(get.json().LastName).toBe("Sommer");
      const bad = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/persoenliche-daten",
        headers: bearer(token),
        payload: { Title1: "Sir", FirstName: "", LastName: "x" },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_ERROR");
    });

    it("changes the password with the current one; other sessions end", async () => {
      const user = await createCustomer(ctx.database.db);
      const first = await logIn(ctx.app, user.email);
      const wrong = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/kennwort",
        headers: bearer(first.token),
        payload: { CurrentPassword: "falsch", NewPassword: "Neues-Kennwort-2" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "WRONG_PASSWORD", fieldErrors: { CurrentPassword: ["Das Kennwort ist nicht korrekt."] } });
      const ok = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/kennwort",
        headers: bearer(first.token),
        payload: { CurrentPassword: PASSWORD, NewPassword: "Neues-Kennwort-2" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, token: expect.any(String) });
      // The old access token is refused at once; the new one of this device holds.
      const hasOrders = (token: string) =>
        ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: bearer(token) });
      expect((await hasOrders(first.token)).statusCode).toBe(401);
      expect((await hasOrders(ok.json().token)).statusCode).toBe(200);
      expect((await post("/api/account/get/token", { RefreshToken: first.cookies.refresh_token })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: "Neues-Kennwort-2" })).statusCode).toBe(200);
    });

    it("address book: add, read, change, delete; §7 basedata/get returns DeliveryAddresses", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const h = bearer(token);
      const created = await ctx.app.inject({ method: "POST", url: "/api/jwt/adressen", headers: h, payload: address });
      expect(created.statusCode).toBe(200);
      const id = created.json().Id;
      expect(created.json()).toMatchObject({ ...address, Title2: "", CompanyName: "", Phone: "" });
      await ctx.app.inject({
        method: "POST",
        url: "/api/jwt/adressen",
        headers: h,
        payload: { ...address, AddressType: 0, Street: "Rechnungsweg" },
      });
      const base = await ctx.app.inject({ method: "GET", url: "/api/basedata/get", headers: h });
      expect(base.statusCode).toBe(200);
      expect(base.json().DeliveryAddresses.map((a: { Id: number }) => a.Id)).toEqual([id]);
      expect(base.json().InvoiceAddresses).toHaveLength(1);
      const changed = await ctx.app.inject({
        method: "PUT",
        url: `/api/jwt/adressen/${id}`,
        headers: h,
        payload: { ...address, City: "München-Schwabing" },
      });
      expect(changed.json().City).toBe("München-Schwabing");
      expect((await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: h })).json().City).toBe("München-Schwabing");
      expect((await ctx.app.inject({ method: "DELETE", url: `/api/jwt/adressen/${id}`, headers: h })).json()).toEqual({ success: true });
      expect((await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: h })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "GET", url: "/api/jwt/adressen", headers: h })).json()).toHaveLength(1);
    });

    it("basedata/get needs a user", async () => {
      expect((await ctx.app.inject({ method: "GET", url: "/api/basedata/get" })).statusCode).toBe(401);
    });

    it("address book: German field errors, postcode of the country", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/jwt/adressen",
        headers: bearer(token),
        payload: { ...address, ZipCode: "1010" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors["body.ZipCode"]).toBeDefined();
    });

    it("owner isolation: customer A gets 404 for B's address, and cannot change or delete it", async () => {
      const a = await createCustomer(ctx.database.db);
      const b = await createCustomer(ctx.database.db);
      const ta = (await logIn(ctx.app, a.email)).token;
      const tb = (await logIn(ctx.app, b.email)).token;
      const id = (await ctx.app.inject({ method: "POST", url: "/api/jwt/adressen", headers: bearer(tb), payload: address })).json().Id;
      const get = await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: bearer(ta) });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ code: "ADDRESS_NOT_FOUND", message: "Diese Adresse gibt es nicht (mehr)." });
      expect(
        (
          await ctx.app.inject({
            method: "PUT",
            url: `/api/jwt/adressen/${id}`,
            headers: bearer(ta),
            payload: { ...address, City: "Gekapert" },
          })
        ).statusCode,
      ).toBe(404);
      expect((await ctx.app.inject({ method: "DELETE", url: `/api/jwt/adressen/${id}`, headers: bearer(ta) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "GET", url: "/api/jwt/adressen", headers: bearer(ta) })).json()).toEqual([]);
      expect((await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: bearer(tb) })).json().City).toBe("München");
      expect((await ctx.app.inject({ method: "GET", url: "/api/jwt/adressen/abc", headers: bearer(ta) })).statusCode).toBe(400);
    });
  });

  describe("rating /bewerten-sie-uns/{token}/{orderId}", () => {
    // The invitation is queued for the mail worker (decision 0013): record what is queued.
    const sentMails: { to: string; subject: string }[] = [];
    const jobs: Jobs = {
      define: () => {},
      enqueue: async (queue, data) => (expect(queue).toBe(MAIL_QUEUE), sentMails.push(data as MailMessage), "job"),
      start: async () => {},
      stop: async () => {},
      queueSizes: async () => ({}),
      queueStates: async () => [],
      failedJobs: async () => ({ total: 0, items: [] }),
      retry: async () => null,
    };
    const services = () =>
      createAccountServices({
        db: ctx.database.db,
        jobs,
        cache: createMemoryCache(),
        config: loadConfig({ NODE_ENV: "test" }),
        clock: systemClock(),
        logger: silentLogger,
      });
    const marketSnapshot = () => ctx.app.services.calculator.market.snapshot();

    it("rates the dealer once; the dealer's rating and review count change and the offers show it", async () => {
      const db = ctx.database.db;
      const user = await createCustomer(db);
      const dealer = await someDealer(db);
      const order = await insertOrder(db, user.id, dealer);
      await marketSnapshot(); // loaded before the rating: must not keep the old value
      const { token, url } = await services().issueRatingToken(order.id);
      expect(url).toMatch(new RegExp(`/bewerten-sie-uns/${token}/${order.id}$`));
      expect(sentMails.at(-1)).toMatchObject({ to: user.email, subject: `Wie zufrieden waren Sie mit ${dealer.name}?` });
      expect(await services().ratingPage(token, order.id)).toEqual({
        status: "open",
        DealerName: dealer.name,
        OrderNumber: order.orderNumber,
      });

      // The dealer's rating is its customers' ratings (decision 0044): none, or those of earlier tests.
      const ratingOf = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${orderRatings.stars}), 0)::int` })
            .from(orderRatings)
            .where(eq(orderRatings.dealerId, dealer.dealerId))
        )[0];
      const before = await ratingOf();
      const overall = async () => (await ctx.app.inject({ url: `/api/site/trusted-shops/${LOCALES.de.trustedShopsId}/overall` })).json();
      const totalBefore = (await overall()).TotalReviewCount; // also fills the 3600 s cache
      const res = await post("/api/account/bewertung", { Token: token, OrderId: order.id, Stars: 1, Comment: "Zu spät geliefert." });
      expect(res.statusCode).toBe(200);
      const expected = Math.round(((before.sum + 1) / (before.n + 1)) * 10);
      expect(res.json()).toMatchObject({ success: true, Rating: expected / 10, ReviewCount: before.n + 1 });
      expect(await ratingOf()).toEqual({ n: before.n + 1, sum: before.sum + 1 });
      // The dealer page reads the same ratings.
      const page = (await ctx.app.inject({ url: `/api/site/1/dealers/${dealer.dealerId}` })).json();
      expect(page).toMatchObject({ Rating: expected / 10, ReviewCount: before.n + 1 });
      // The offers and the review-quality widget follow from `order.rated` (decision 0051).
      await ctx.app.events.settled();
      expect((await marketSnapshot()).branchById.get(dealer.branchId)!.ratingX10).toBe(expected);
      // The review-quality widget of this instance counts it.
      expect((await overall()).TotalReviewCount).toBe(totalBefore + 1);

      const again = await post("/api/account/bewertung", { Token: token, OrderId: order.id, Stars: 5, Comment: "" });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Diese Bestellung wurde bereits bewertet. Vielen Dank für Ihre Rückmeldung!");
      expect((await services().ratingPage(token, order.id)).status).toBe("rated");
    });

    it("a token of another order, a bad token and bad stars are refused", async () => {
      const db = ctx.database.db;
      const user = await createCustomer(db);
      const dealer = await someDealer(db);
      const o1 = await insertOrder(db, user.id, dealer);
      const o2 = await insertOrder(db, user.id, dealer);
      const { token } = await services().issueRatingToken(o1.id, { sendMail: false });
      expect((await post("/api/account/bewertung", { Token: token, OrderId: o2.id, Stars: 4 })).statusCode).toBe(400);
      expect((await post("/api/account/bewertung", { Token: "x".repeat(43), OrderId: o1.id, Stars: 4 })).json().code).toBe("LINK_INVALID");
      const badStars = await post("/api/account/bewertung", { Token: token, OrderId: 0, Stars: 6 });
      expect(badStars.statusCode).toBe(400);
      expect(badStars.json().fieldErrors).toEqual({
        "body.OrderId": ["Der Wert muss größer als 0 sein."],
        "body.Stars": ["Bitte vergeben Sie 1 bis 5 Sterne."],
      });
      expect((await services().ratingPage(token, o2.id)).status).toBe("invalid");
      await expect(services().issueRatingToken(99_999_999)).rejects.toMatchObject({ statusCode: 404 });
    });

    it("an expired rating link is refused", async () => {
      const db = ctx.database.db;
      const user = await createCustomer(db);
      const order = await insertOrder(db, user.id, await someDealer(db));
      const { token } = await services().issueRatingToken(order.id, { sendMail: false });
      await db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 minute' where purpose = 'rate-order' and payload = ${String(order.id)}`,
      );
      const res = await post("/api/account/bewertung", { Token: token, OrderId: order.id, Stars: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.");
    });
  });

  it("cookie jar helper sanity: login answers carry all four cookies", async () => {
    const user = await createCustomer(ctx.database.db);
    const { res } = await logIn(ctx.app, user.email);
    expect(Object.keys(cookieJar(res)).sort()).toEqual(["CSRFTOKEN", "auth_expiration", "auth_token", "refresh_token"]);
  });
});
