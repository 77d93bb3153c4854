import { and, eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { clientAddress, cookieJar, createCustomer, logIn } from "./account.test-helpers.ts";

const SUPPORT = ["Role_Heizoel24_CustomerSupport"];

/**
 * Decision 0036: the back office's authority over accounts and the limits of an impersonation, walked as
 * the attacks a security probe made (support taking over the admin, escaping an impersonation).
 */
describe.each(testDatabases())("back-office authority and impersonation limits on $name", (kind) => {
  const ctx = withMailCatchingApp(kind);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const form = (u: { email: string }, extra: object = {}) => ({
    Title1: "",
    FirstName: "Ada",
    LastName: "Admin",
    Phone: "",
    Email: u.email,
    Roles: ["ADMIN"],
    ...extra,
  });

  async function desk(roles: string[]) {
    const row = await createCustomer(ctx.database.db, { roles, firstName: "Sabine", lastName: "Service" });
    return { row, ...(await logIn(ctx.app, row.email)) };
  }

  it("support cannot take over the admin: no new e-mail, no reset link, no lock, and finance is out of reach too", async () => {
    const support = await desk(SUPPORT);
    const admin = await createCustomer(ctx.database.db, { roles: ["ADMIN"], firstName: "Ada", lastName: "Admin" });
    const finance = await createCustomer(ctx.database.db, { roles: ["Role_Heizoel24_Financial"], firstName: "Frank", lastName: "Finanz" });
    const takeover = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${admin.id}`,
      headers: auth(support.token),
      payload: form(admin, { Email: "angreifer@example.com" }),
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toMatch(/nur die Administration/);
    const reset = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${admin.id}/password-reset`,
      headers: auth(support.token),
    });
    expect(reset.statusCode).toBe(403);
    const lock = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${admin.id}/lock`,
      headers: auth(support.token),
      payload: { Reason: "x" },
    });
    expect(lock.statusCode).toBe(403);
    const financeEdit = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${finance.id}`,
      headers: auth(support.token),
      payload: form(finance, { Email: "angreifer2@example.com", Roles: [] }),
    });
    expect(financeEdit.statusCode).toBe(403);
    const [adminAfter] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminAfter).toMatchObject({ email: admin.email, lockedAt: null, roles: ["ADMIN"] });
    // The admin still logs in with her own password.
    await logIn(ctx.app, admin.email);
    // The page offers support nothing to do on these accounts.
    const detail = await ctx.app.inject({ method: "GET", url: `/api/support/users/${admin.id}`, headers: auth(support.token) });
    expect(detail.json()).toMatchObject({ AllowedActions: [], GrantableRoles: [], MayImpersonate: false });
  });

  it("an admin changing a back-office account's e-mail and roles: audit-logged, the old address is told, its sessions end", async () => {
    const admin = await desk(["ADMIN"]);
    const finance = await createCustomer(ctx.database.db, { roles: ["Role_Heizoel24_Financial"], firstName: "Frank", lastName: "Finanz" });
    const session = await logIn(ctx.app, finance.email);
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${finance.id}`,
      headers: auth(admin.token),
      payload: {
        Title1: "",
        FirstName: "Frank",
        LastName: "Finanz",
        Phone: "",
        Email: `neu-${finance.id}@example.com`,
        Roles: ["Role_Heizoel24_Financial", "Role_Heizoel24_Marketing"],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = await ctx.smtp.waitFor(finance.email, /wurde geändert/);
    expect(notice.text).toContain(`neu-${finance.id}@example.com`);
    expect(notice.text).toContain("die Rollen Ihres Kontos geändert");
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(finance.id)), eq(auditLog.action, "user.update")));
    expect(row).toMatchObject({
      actorUserId: admin.row.id,
      before: expect.objectContaining({ Email: finance.email }),
      after: expect.objectContaining({ Roles: ["Role_Heizoel24_Financial", "Role_Heizoel24_Marketing"] }),
    });
    expect((await ctx.app.inject({ method: "GET", url: "/api/basedata/get", headers: auth(session.token) })).statusCode).toBe(401);
  });

  it("the last active admin can be neither locked nor demoted", async () => {
    // Lock every other admin of this test database so the one below is the last.
    await ctx.database.db
      .update(users)
      .set({ lockedAt: new Date() })
      .where(eq(users.roles, ["ADMIN"]));
    const only = await desk(["ADMIN"]);
    const support = await desk(SUPPORT);
    const lockSelf = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${only.row.id}/lock`,
      headers: auth(only.token),
      payload: { Reason: "" },
    });
    expect(lockSelf.statusCode).toBe(409);
    const demote = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${only.row.id}`,
      headers: auth(only.token),
      payload: form(only.row, { Roles: [] }),
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/letzte aktive Administrationskonto/);
    // A second admin: now the first may step down, the second may not be locked by support.
    const second = await desk(["ADMIN"]);
    const stepDown = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/users/${only.row.id}`,
      headers: auth(second.token),
      payload: form(only.row, { Roles: ["Role_Heizoel24_Financial"] }),
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const locked = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${second.row.id}/lock`,
      headers: auth(support.token),
      payload: { Reason: "" },
    });
    expect(locked.statusCode).toBe(403);
  });

  it("while impersonating, password, e-mail and account deletion are refused; every token keeps the flag; writes are audited with both identities", async () => {
    const support = await desk(SUPPORT);
    const erika = await createCustomer(ctx.database.db, { firstName: "Erika", lastName: "Mustermann", hasMexEnabled: true });
    const started = await ctx.app.inject({
      method: "POST",
      url: `/api/support/users/${erika.id}/impersonate`,
      headers: auth(support.token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json().token as string;
    const jar = cookieJar(started);
    const flagged = (t: string) => expect(decodeJwt(t)).toMatchObject({ id: String(erika.id), isImpersonatedS: "True" });

    const password = await ctx.app.inject({
      method: "PUT",
      url: "/api/jwt/konto/kennwort",
      headers: auth(token),
      payload: { CurrentPassword: erika.password, NewPassword: "Neues-Kennwort-99" },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toMatch(/Vertretung/);
    expect(password.headers["set-cookie"]).toBeUndefined();
    const email = await ctx.app.inject({
      method: "POST",
      url: "/api/jwt/konto/email",
      headers: auth(token),
      payload: { NewEmail: "support-privat@example.com", Password: erika.password },
    });
    expect(email.statusCode).toBe(403);
    const deletion = await ctx.app.inject({
      method: "POST",
      url: "/api/customer/delete-account",
      headers: auth(token),
      payload: { Password: erika.password },
    });
    expect(deletion.statusCode).toBe(403);
    const key = await ctx.app.inject({ method: "POST", url: "/api/mex/tokens", headers: auth(token), payload: { Name: "Hausautomation" } });
    expect(key.statusCode).toBe(403);
    expect(key.json().message).toMatch(/Zugangsschlüssel/);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, erika.id));
    expect(after).toMatchObject({ email: erika.email, pendingEmail: null, anonymisedAt: null, passwordHash: erika.passwordHash });

    // Every way to a new token in this session keeps the flag.
    const renewed = await ctx.app.inject({
      method: "POST",
      url: "/api/account/v2/get/token",
      headers: auth(token),
      payload: { CurrentToken: token },
    });
    flagged(renewed.json().token);
    const csrf = { "x-forwarded-for": clientAddress(), requestverificationtoken: jar.CSRFTOKEN };
    const resumed = await ctx.app.inject({ method: "POST", url: "/api/account/get/token", cookies: jar, headers: csrf, payload: {} });
    expect(resumed.statusCode, resumed.body).toBe(200);
    flagged(resumed.json().token);
    const rotated = await ctx.app.inject({
      method: "POST",
      url: "/api/account/get/token",
      cookies: jar,
      headers: csrf,
      payload: { RefreshToken: jar.refresh_token },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    flagged(rotated.json().token);
    const rotatedJar = cookieJar(rotated);
    const remembered = await ctx.app.inject({
      method: "POST",
      url: "/api/account/anmelden-cookie",
      headers: { "x-forwarded-for": clientAddress() },
      payload: { Type: "v4", AuthCookieValue: rotatedJar.refresh_token },
    });
    expect(remembered.json().success).toBe(true);
    flagged(remembered.json().token);

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actingAsUserId, erika.id), eq(auditLog.action, "user.impersonated-request")));
    expect(audited.map((r) => [r.actorUserId, r.targetId, (r.after as { Status: number }).Status])).toEqual(
      expect.arrayContaining([
        [support.row.id, "PUT /api/jwt/konto/kennwort", 403],
        [support.row.id, "POST /api/jwt/konto/email", 403],
        [support.row.id, "POST /api/customer/delete-account", 403],
        [support.row.id, "POST /api/mex/tokens", 403],
      ]),
    );
    const [start] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(erika.id)), eq(auditLog.action, "user.impersonate")));
    expect(start).toMatchObject({ actorUserId: support.row.id, actingAsUserId: erika.id });
  });
});
