import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { refreshTokens, users } from "../../../db/schema/accounts.ts";
import { clientAddress, cookieJar, cookieOf, createCustomer, insertOrder, logIn, someDealer } from "./account.test-helpers.ts";

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

  it("cookie jar helper sanity: login answers carry all four cookies", async () => {
    const user = await createCustomer(ctx.database.db);
    const { res } = await logIn(ctx.app, user.email);
    expect(Object.keys(cookieJar(res)).sort()).toEqual(["CSRFTOKEN", "auth_expiration", "auth_token", "refresh_token"]);
  });
});
