import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/accounts.ts";
import {
  ACCOUNT_KINDS,
  allowedUserAdminActions,
  USER_ADMIN_ACTIONS,
  type AccountKind,
  type UserAdminAction,
} from "../domain/access/user-authority.ts";
import { createCustomer, logIn } from "./modules/account/account.test-helpers.ts";
import { testDatabases } from "../../tests/setup/test-database.ts";
import { withTestApp } from "../../tests/setup/test-app.ts";

/**
 * The authorisation matrix of user administration (decision 0036): every action of the back office's
 * user pages, called through the API as every back-office actor against every kind of account. Each
 * call must do exactly what the authority rule allows: an allowed action takes effect, a refused one
 * answers 403 (or 409) and changes nothing. The rule's own table is in src/domain/access/user-authority.test.ts.
 */
const ACTORS: Record<string, string[]> = {
  "customer support": ["Role_Heizoel24_CustomerSupport"],
  "dealer support": ["Role_Heizoel24_DealerSupport"],
  finance: ["Role_Heizoel24_Financial"],
  marketing: ["Role_Heizoel24_Marketing"],
  admin: ["ADMIN"],
};

const TARGET_ROLES: Record<AccountKind, string[]> = {
  customer: [],
  dealer: ["DEALER"],
  "back-office": ["Role_Heizoel24_Financial"],
  admin: ["ADMIN"],
};

describe.each(testDatabases())("user administration: actor × target × action on $name (decision 0036)", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "1000000" });

  async function call(token: string, targetId: number, action: UserAdminAction, target: { email: string; roles: string[] }) {
    const base = `/api/support/users/${targetId}`;
    const headers = { authorization: `Bearer ${token}` };
    const form = { Title1: "Frau", FirstName: "Petra", LastName: "Probe", Phone: "", Email: target.email, Roles: target.roles };
    switch (action) {
      case "edit":
        return ctx.app.inject({ method: "PUT", url: base, headers, payload: { ...form, LastName: "Geändert" } });
      case "change-email":
        return ctx.app.inject({ method: "PUT", url: base, headers, payload: { ...form, Email: `neu-${targetId}@example.com` } });
      case "change-roles":
        return ctx.app.inject({
          method: "PUT",
          url: base,
          headers,
          payload: { ...form, Roles: [...target.roles, "Role_Heizoel24_Marketing"] },
        });
      case "reset-password":
        return ctx.app.inject({ method: "POST", url: `${base}/password-reset`, headers });
      case "resend-confirmation":
        return ctx.app.inject({ method: "POST", url: `${base}/resend-confirmation`, headers });
      case "lock":
        return ctx.app.inject({ method: "POST", url: `${base}/lock`, headers, payload: { Reason: "Matrix" } });
      case "unlock":
        return ctx.app.inject({ method: "POST", url: `${base}/unlock`, headers });
      case "impersonate":
        return ctx.app.inject({ method: "POST", url: `${base}/impersonate`, headers });
    }
  }

  it.each(Object.keys(ACTORS))("%s: each action on each kind of account does what the rule allows", async (actorName) => {
    const actor = await createCustomer(ctx.database.db, { roles: ACTORS[actorName], firstName: "Bea", lastName: "Backoffice" });
    const { token } = await logIn(ctx.app, actor.email);
    // One hash for every target: hashing is the slow part, and nobody logs in as them.
    const [{ passwordHash }] = await ctx.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const targetKind of ACCOUNT_KINDS) {
      for (const action of USER_ADMIN_ACTIONS) {
        const target = await createCustomer(ctx.database.db, {
          roles: TARGET_ROLES[targetKind],
          passwordHash,
          firstName: "Petra",
          lastName: "Probe",
          lockedAt: action === "unlock" ? new Date() : null,
        });
        const allowed = allowedUserAdminActions({ id: actor.id, roles: actor.roles }, target, { activeAdmins: 2 }).includes(action);
        const res = await call(token, target.id, action, target);
        const [after] = await ctx.database.db.select().from(users).where(eq(users.id, target.id));
        const took = {
          edit: after.lastName === "Geändert",
          "change-email": after.email !== target.email,
          "change-roles": after.roles.includes("Role_Heizoel24_Marketing"),
          "reset-password": res.statusCode === 200,
          "resend-confirmation": res.statusCode === 200,
          lock: after.lockedAt !== null,
          unlock: after.lockedAt === null,
          impersonate: res.statusCode === 200 && typeof res.json().token === "string",
        }[action];
        // A refused action answers 403/409, except a role change by someone who grants none: the form's
        // roles are then ignored (a disabled checkbox is not sent), and nothing changes.
        const refusedRight = action === "change-roles" && res.statusCode === 200 ? !took : [403, 409].includes(res.statusCode);
        outcomes.push(
          `${targetKind} ${action}: ${allowed ? (took && res.statusCode === 200 ? "done" : `NOT DONE ${res.statusCode}`) : refusedRight && !took ? "refused" : `NOT REFUSED ${res.statusCode}`}`,
        );
        expected.push(`${targetKind} ${action}: ${allowed ? "done" : "refused"}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // The holes the rule closes: support never changes an admin's e-mail, password or lock.
    if (actorName !== "admin") expect(expected.filter((e) => e.startsWith("admin ") && e.endsWith("done"))).toEqual([]);
  });
});
