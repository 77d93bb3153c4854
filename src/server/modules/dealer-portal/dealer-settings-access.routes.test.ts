import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { users } from "../../../db/schema/accounts.ts";
import { ERRORS } from "../../../domain/shared/errors.ts";
import { createCustomer, logIn } from "../account/account.test-helpers.ts";
import { dealerSettingsSetup } from "./dealer-settings.test-helpers.ts";

/**
 * Decision 0026 and "Dealer A gets 403/404 for everything of dealer B" (decision 0027): the portal's
 * settings API as dealer A's admin, A's staff, dealer B's admin and a DEALER login without a dealer.
 */
describe.each(testDatabases())("dealer portal settings API on $name (decision 0027)", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
    COUNTRY_ORIGINS: "de=https://www.heizoel-marktplatz.test,at=https://at.heizoel-marktplatz.test,ch=https://ch.heizoel-marktplatz.test",
  });

  const { A, B, unlinked, login, call, net, stateOfB } = dealerSettingsSetup(ctx);

  describe("dealer A against dealer B, for every endpoint", () => {
    it("lists show A's own branches only", async () => {
      for (const url of [
        "/api/haendlerportal/filialen",
        "/api/haendlerportal/preise",
        "/api/haendlerportal/liefergebiete",
        "/api/haendlerportal/konditionen",
      ]) {
        const res = await call(A.admin, "GET", url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        const ids = (res.json().Branches as ({ Id: number } | { Branch: { Id: number } })[]).map((b) =>
          "Branch" in b ? b.Branch.Id : b.Id,
        );
        expect(ids, url).toContain(A.branchId);
        expect(ids, url).not.toContain(B.branchId);
      }
      const staff = await call(A.admin, "GET", "/api/haendlerportal/mitarbeiter");
      const staffIds = (staff.json().Staff as { Id: number }[]).map((s) => s.Id);
      expect(staffIds).toEqual(expect.arrayContaining([A.admin.id, A.staff.id]));
      expect(staffIds).not.toContain(B.admin.id);
      expect(staffIds).not.toContain(B.staff.id);
    });

    it("A gets 404 for B's branches and staff, a line error for B's branch in a file, and B's rows stay as they were", async () => {
      const before = await stateOfB();
      const band = { Bands: [{ MinAmount: 500, NetPrice: 1000 }] };
      const targeting = (branchId: number, staffId: number): [string, "POST" | "PUT" | "DELETE", string, object | undefined, string][] => [
        ["price preview", "POST", "/api/haendlerportal/preise/vorschau", { BranchId: branchId, ProductId: 1, ...band }, "BRANCH_NOT_FOUND"],
        ["price change", "POST", "/api/haendlerportal/preise", { BranchId: branchId, ProductId: 1, ...band }, "BRANCH_NOT_FOUND"],
        ["delivery area", "PUT", `/api/haendlerportal/liefergebiete/${branchId}`, { RadiusKm: 10, Postcodes: ["80"] }, "BRANCH_NOT_FOUND"],
        [
          "branch conditions",
          "PUT",
          `/api/haendlerportal/konditionen/filialen/${branchId}`,
          { LeadTimeDays: 2, SurchargeFactorPct: 100, MinAmount: 0 },
          "BRANCH_NOT_FOUND",
        ],
        ["staff role", "PUT", `/api/haendlerportal/mitarbeiter/${staffId}`, { DealerRole: "admin" }, "STAFF_NOT_FOUND"],
        ["staff removal", "DELETE", `/api/haendlerportal/mitarbeiter/${staffId}`, undefined, "STAFF_NOT_FOUND"],
        ["invitation", "POST", `/api/haendlerportal/mitarbeiter/${staffId}/einladung`, undefined, "STAFF_NOT_FOUND"],
      ];
      const nobody = targeting(2_147_483_000, 2_147_483_000);
      for (const [i, [what, method, url, payload, code]] of targeting(B.branchId, B.staff.id).entries()) {
        const res = await call(A.admin, method, url, payload);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe(code);
        // The same answer as for an id nobody has: nothing tells that B's row exists.
        const [, m, u, p] = nobody[i];
        expect((await call(A.admin, m, u, p)).json(), what).toEqual(res.json());
      }
      const csv = `branch_id;product_id;min_amount;net_price;valid_from;valid_to\n${B.branchId};1;500;10,00;;\n`;
      for (const url of ["/api/haendlerportal/preise/csv/vorschau", "/api/haendlerportal/preise/csv"]) {
        const res = await call(A.admin, "POST", url, { Csv: csv });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().fieldErrors.Csv, url).toEqual([`Zeile 2: Unbekannte Filiale „${B.branchId}“.`]);
      }
      expect(await stateOfB()).toEqual(before);
    });

    it("A's staff gets 403 on every endpoint, reads included; nothing changes", async () => {
      const before = await stateOfB();
      const tiersBefore = await net(A.branchId);
      const calls: ["GET" | "POST" | "PUT" | "DELETE", string, object?][] = [
        ["GET", "/api/haendlerportal/filialen"],
        ["GET", "/api/haendlerportal/preise"],
        [
          "POST",
          "/api/haendlerportal/preise/vorschau",
          { BranchId: A.branchId, ProductId: 1, Bands: [{ MinAmount: 500, NetPrice: 1000 }] },
        ],
        ["POST", "/api/haendlerportal/preise", { BranchId: A.branchId, ProductId: 1, Bands: [{ MinAmount: 500, NetPrice: 1000 }] }],
        [
          "POST",
          "/api/haendlerportal/preise/csv/vorschau",
          { Csv: `branch_id;product_id;min_amount;net_price;valid_from\n${A.branchId};1;500;10,00;\n` },
        ],
        [
          "POST",
          "/api/haendlerportal/preise/csv",
          { Csv: `branch_id;product_id;min_amount;net_price;valid_from\n${A.branchId};1;500;10,00;\n` },
        ],
        ["GET", "/api/haendlerportal/liefergebiete"],
        ["PUT", `/api/haendlerportal/liefergebiete/${A.branchId}`, { RadiusKm: 10, Postcodes: [] }],
        ["GET", "/api/haendlerportal/konditionen"],
        ["PUT", `/api/haendlerportal/konditionen/filialen/${A.branchId}`, { LeadTimeDays: 2, SurchargeFactorPct: 100, MinAmount: 0 }],
        ["PUT", "/api/haendlerportal/konditionen/haendler", { DeliveryTolerancePct: 3, OrderEmail: null }],
        ["GET", "/api/haendlerportal/mitarbeiter"],
        ["POST", "/api/haendlerportal/mitarbeiter", { Email: "neu-staff@example.com", FirstName: "N", LastName: "N", DealerRole: "admin" }],
        ["PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "staff" }],
        ["DELETE", `/api/haendlerportal/mitarbeiter/${A.admin.id}`],
        ["POST", `/api/haendlerportal/mitarbeiter/${A.admin.id}/einladung`],
      ];
      for (const [method, url, payload] of calls) {
        const res = await call(A.staff, method, url, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
        expect(res.json(), `${method} ${url}`).toEqual({ code: "DEALER_ADMIN_ONLY", message: ERRORS.DEALER_ADMIN_ONLY.message });
        // A DEALER login without a dealer (an account set up wrongly) is told so.
        const lost = await call(unlinked(), method, url, payload);
        expect(lost.json(), `${method} ${url}`).toEqual({ code: "DEALER_NOT_LINKED", message: "Ihr Konto ist keinem Händler zugeordnet." });
      }
      expect(await net(A.branchId)).toEqual(tiersBefore);
      expect(await stateOfB()).toEqual(before);
      const [admin] = await ctx.database.db.select({ role: users.dealerRole }).from(users).where(eq(users.id, A.admin.id));
      expect(admin.role).toBe("admin");
    });
  });

  describe("staff", () => {
    it("invites by e-mail: a DEALER login without password and a single-use link to set it; the invitee logs in as staff", async () => {
      const email = `team-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const res = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: email.toUpperCase(),
        Title1: "Frau",
        FirstName: "Nina",
        LastName: "Neu",
        DealerRole: "staff",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Member).toMatchObject({ Email: email, DealerRole: "staff", InvitationPending: true, IsSelf: false });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(row).toMatchObject({ dealerId: A.dealerId, dealerRole: "staff", roles: ["DEALER"], passwordHash: null, isGuest: false });

      const mail = await ctx.smtp.waitFor(email, /Einladung in das Händlerportal/);
      expect(mail.text).toContain("Sehr geehrte Frau Neu");
      const token = /https:\/\/www\.heizoel-marktplatz\.test\/neues-kennwort-setzen\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      const set = await call(null, "POST", "/api/account/kennwort-setzen", { Token: token, Password: "Team-Kennwort-1" });
      expect(set.statusCode, set.body).toBe(200);
      expect((await call(null, "POST", "/api/account/kennwort-setzen", { Token: token, Password: "Team-Kennwort-2" })).statusCode).toBe(
        400,
      );
      const session = await logIn(ctx.app, email, "Team-Kennwort-1");
      const asStaff = await call({ id: row.id, email, token: session.token }, "GET", "/api/haendlerportal/preise");
      expect(asStaff.statusCode).toBe(403);
      const list = await call(A.admin, "GET", "/api/haendlerportal/mitarbeiter");
      expect(list.json().Staff.find((s: { Email: string }) => s.Email === email)).toMatchObject({
        InvitationPending: false,
        RoleLabel: "Mitarbeit",
      });
      // Resending makes sense only while the invitation is open.
      const resend = await call(A.admin, "POST", `/api/haendlerportal/mitarbeiter/${row.id}/einladung`);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().code).toBe("INVITATION_NOT_PENDING");
    });

    it("an address of a customer or of another dealer's staff: one message that does not say which", async () => {
      const customer = await createCustomer(ctx.database.db);
      const forCustomer = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: customer.email,
        FirstName: "K",
        LastName: "K",
        DealerRole: "staff",
      });
      const forOther = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: B.staff.email,
        FirstName: "K",
        LastName: "K",
        DealerRole: "staff",
      });
      expect(forCustomer.statusCode).toBe(409);
      expect(forCustomer.json()).toEqual(forOther.json());
      expect(forCustomer.json()).toEqual({
        code: "STAFF_EMAIL_TAKEN",
        message: ERRORS.STAFF_EMAIL_TAKEN.message,
        fieldErrors: { Email: [ERRORS.STAFF_EMAIL_TAKEN.message] },
      });
      const own = await call(A.admin, "POST", "/api/haendlerportal/mitarbeiter", {
        Email: A.staff.email,
        FirstName: "K",
        LastName: "K",
        DealerRole: "staff",
      });
      expect(own.json().code).toBe("STAFF_ALREADY_MEMBER");
      const [b] = await ctx.database.db.select().from(users).where(eq(users.id, B.staff.id));
      expect(b.dealerId).toBe(B.dealerId);
    });

    it("changes roles and removes staff; never oneself, never the last admin", async () => {
      const second = await login({ roles: ["DEALER"], dealerId: A.dealerId, dealerRole: "staff", firstName: "Zweite", lastName: "Person" });
      const promote = await call(A.admin, "PUT", `/api/haendlerportal/mitarbeiter/${second.id}`, { DealerRole: "admin" });
      expect(promote.statusCode, promote.body).toBe(200);
      expect(promote.json().Member).toMatchObject({ DealerRole: "admin", RoleLabel: "Administration" });
      // The promoted admin may open the settings at once (the role is read from the database, not the token).
      expect((await call(second, "GET", "/api/haendlerportal/preise")).statusCode).toBe(200);

      const self = await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${A.admin.id}`);
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe("STAFF_SELF");
      expect((await call(A.admin, "PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "staff" })).json().code).toBe(
        "STAFF_SELF",
      );

      // The second admin takes the first one's role away; the first can no longer change anything.
      expect((await call(second, "PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "staff" })).statusCode).toBe(200);
      const demoted = await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${second.id}`);
      expect(demoted.statusCode).toBe(403);
      expect((await call(second, "PUT", `/api/haendlerportal/mitarbeiter/${A.admin.id}`, { DealerRole: "admin" })).statusCode).toBe(200);

      const removed = await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${second.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().message).toContain("hat keinen Zugang zum Händlerportal mehr");
      // The removed person's session ends at once.
      expect((await call(second, "GET", "/api/haendlerportal/preise")).statusCode).toBe(401);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, second.id))).toEqual([]);
      expect((await call(A.admin, "DELETE", `/api/haendlerportal/mitarbeiter/${second.id}`)).statusCode).toBe(404);
    });
  });
});
