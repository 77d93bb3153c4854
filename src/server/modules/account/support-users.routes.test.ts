import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema/back-office.ts";
import { orders } from "../../../db/schema/orders.ts";
import { formatOrderNumber } from "../../../domain/orders/order-number.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { cookieJar, createCustomer, logIn } from "./account.test-helpers.ts";
import { insertLifeOrder, placeOrderViaApi, twoDealers } from "../orders/orders.test-helpers.ts";

const SUPPORT = ["Role_Heizoel24_CustomerSupport"];

/** decision 0031: the back office's user administration and impersonation. */
describe.each(testDatabases())("support: users and impersonation on $name", (kind) => {
  const ctx = withTestApp(kind);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function desk(roles = SUPPORT) {
    const row = await createCustomer(ctx.database.db, { roles, firstName: "Sabine", lastName: "Service" });
    return { row, ...(await logIn(ctx.app, row.email)) };
  }

  it("finds a customer by order number, e-mail, postcode and name; paged and filtered", async () => {
    const support = await desk();
    const erika = await createCustomer(ctx.database.db, {
      firstName: "Erika",
      lastName: `Suchfall${Date.now()}`,
      emailConfirmedAt: new Date(),
    });
    const { dealer } = await twoDealers(ctx.database.db);
    const inserted = await insertLifeOrder(ctx.database.db, { userId: erika.id, ...dealer });
    const [order] = await ctx.database.db
      .update(orders)
      .set({ orderNumber: formatOrderNumber(inserted.id, inserted.createdAt) })
      .where(eq(orders.id, inserted.id))
      .returning();
    const search = async (q: string, extra = "") =>
      (
        await ctx.app.inject({ method: "GET", url: `/api/support/users?q=${encodeURIComponent(q)}${extra}`, headers: auth(support.token) })
      ).json();
    expect((await search(order.orderNumber)).Items.map((u: { Id: number }) => u.Id)).toEqual([erika.id]);
    expect((await search(erika.email)).Items.map((u: { Id: number }) => u.Id)).toEqual([erika.id]);
    expect((await search(erika.lastName)).Items[0]).toMatchObject({ Id: erika.id, OrderCount: 1, State: "active" });
    expect((await search(erika.lastName, "&role=back-office")).Total).toBe(0);
    const page = await search("", "&page=1");
    expect(page.PageSize).toBe(25);
    expect(page.Total).toBeGreaterThan(page.Items.length - 1);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/support/users?page=0", headers: auth(support.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Seite|Eingabe/);
  });

  it("edits personal data within the editor's rights and writes the audit log (before/after)", async () => {
    const support = await desk();
    const erika = await createCustomer(ctx.database.db, { firstName: "Erika", lastName: "Alt" });
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${erika.id}`,
      headers: auth(support.token),
      payload: { Title1: "Frau", FirstName: "Erika", LastName: "Neu", Phone: "", Email: erika.email, Roles: ["ADMIN"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Customer support may not grant roles: ADMIN was ignored.
    expect(res.json()).toMatchObject({ LastName: "Neu", Roles: [], GrantableRoles: [] });
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(erika.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "user.update",
      actorUserId: support.row.id,
      before: expect.objectContaining({ LastName: "Alt" }),
      after: expect.objectContaining({ LastName: "Neu" }),
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/scrypt/);
  });

  it("an admin grants a role; the e-mail of another account is refused in German", async () => {
    const admin = await desk(["ADMIN"]);
    const user = await createCustomer(ctx.database.db);
    const other = await createCustomer(ctx.database.db);
    const granted = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${user.id}`,
      headers: auth(admin.token),
      payload: { Title1: "", FirstName: "A", LastName: "B", Phone: "", Email: user.email, Roles: ["Role_Heizoel24_Financial"] },
    });
    expect(granted.json().Roles).toEqual(["Role_Heizoel24_Financial"]);
    const taken = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${user.id}`,
      headers: auth(admin.token),
      payload: { Title1: "", FirstName: "A", LastName: "B", Phone: "", Email: other.email, Roles: [] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/E-Mail/);
  });

  it("a locked account cannot log in and its sessions end; unlocking lets it in again", async () => {
    const support = await desk();
    const erika = await createCustomer(ctx.database.db);
    const session = await logIn(ctx.app, erika.email);
    const locked = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${erika.id}/lock`,
      headers: auth(support.token),
      payload: { Reason: "Betrugsverdacht" },
    });
    expect(locked.json()).toMatchObject({ State: "locked" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard/orders", headers: auth(session.token) })).statusCode).toBe(
      401,
    );
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/account/jwt/anmelden",
      headers: { "x-forwarded-for": "2001:db8::77" },
      payload: { UserName: erika.email, Password: erika.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe("Ihr Kundenkonto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice.");
    const unlocked = await ctx.app.inject({ method: "POST", url: `/api/support/users/${erika.id}/unlock`, headers: auth(support.token) });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    await logIn(ctx.app, erika.email);
  });

  it("sends the password-reset mail on the customer's behalf", async () => {
    const support = await desk();
    const erika = await createCustomer(ctx.database.db);
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${erika.id}/password-reset`,
      headers: auth(support.token),
    });
    expect(res.json()).toMatchObject({ success: true, message: expect.stringContaining(erika.email) });
    const actions = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(erika.id)))
    ).map((r) => r.action);
    expect(actions).toContain("user.password-reset");
  });

  it("impersonation: her token says isImpersonatedS, money actions are refused, logout returns to the support account", async () => {
    const support = await desk();
    const erika = await createCustomer(ctx.database.db, { firstName: "Erika", lastName: "Mustermann" });
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${erika.id}/impersonate`,
      headers: auth(support.token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json();
    expect(decodeJwt(token)).toMatchObject({ id: String(erika.id), isImpersonatedS: "True" });
    const as = { id: erika.id, email: erika.email, headers: auth(token) };
    // She can be looked at …
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard/orders", headers: as.headers })).statusCode).toBe(200);
    // … but no order is placed in her name.
    await expect(placeOrderViaApi(ctx.app, as)).rejects.toThrow(/payment: .*Vertretung/);
    // Renewing keeps the flag.
    const renewed = await ctx.app.inject({
      method: "POST",
      url: "/api/account/v2/get/token",
      headers: as.headers,
      payload: { CurrentToken: token },
    });
    expect(decodeJwt(renewed.json().token)).toMatchObject({ isImpersonatedS: "True" });
    // Logout: UserSwitched, and the cookies are the support user's again.
    const out = await ctx.app.inject({ method: "POST", url: "/api/account/jwt/abmelden", headers: as.headers, cookies: cookieJar(res) });
    expect(out.json()).toEqual({ Success: true, UserSwitched: true });
    const back = cookieJar(out);
    expect(decodeJwt(back.auth_token)).toMatchObject({ id: String(support.row.id), isImpersonatedS: "False" });
    // Her impersonated session is over.
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard/orders", headers: as.headers })).statusCode).toBe(401);
    const actions = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(erika.id)))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["user.impersonate", "user.impersonate-end"]));
  });

  it("support never acts as a dealer, an admin or herself", async () => {
    const support = await desk();
    const admin = await createCustomer(ctx.database.db, { roles: ["ADMIN"] });
    const dealer = await createCustomer(ctx.database.db, { roles: ["DEALER"] });
    for (const id of [admin.id, dealer.id, support.row.id]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/support/users/${id}/impersonate`,
        headers: auth(support.token),
        payload: {},
      });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/support/users/2147483647/impersonate",
          headers: auth(support.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it("a customer and a finance user may not use the user administration", async () => {
    const customer = await desk([]);
    const finance = await desk(["Role_Heizoel24_Financial"]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/support/users", headers: auth(customer.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/support/users", headers: auth(finance.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/support/users" })).statusCode).toBe(401);
  });
});
