import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema/back-office.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { createCustomer, logIn } from "../account/account.test-helpers.ts";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const until = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Decision 0032: caches, job queue, parameter requirement and audit log, ADMIN only. */
describe.each(testDatabases())("operations on $name", (kind) => {
  const ctx = withTestApp(kind);
  async function person(roles: string[]) {
    const row = await createCustomer(ctx.database.db, { roles, firstName: "Ada", lastName: "Admin" });
    return { row, ...(await logIn(ctx.app, row.email)) };
  }
  const get = (url: string, token: string) => ctx.app.inject({ method: "GET", url, headers: auth(token) });
  const post = (url: string, token: string, payload?: object) => ctx.app.inject({ method: "POST", url, headers: auth(token), payload });

  it("only admins: 401 without login, 403 for a customer and for support", async () => {
    const customer = await person([]);
    const support = await person(["Role_Heizoel24_CustomerSupport"]);
    for (const url of [
      "/api/support/cache",
      "/api/support/jobs",
      "/api/support/jobs/failed",
      "/api/support/parameter-requirement",
      "/api/support/audit-log",
    ]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await get(url, customer.token)).statusCode, url).toBe(403);
      expect((await get(url, support.token)).statusCode, url).toBe(403);
    }
    expect((await post("/api/support/cache/clear", support.token, {})).statusCode).toBe(403);
  });

  it("a cached call shows in the overview; clearing the area empties it and writes the audit log", async () => {
    const admin = await person(["ADMIN"]);
    const newsArea = async () =>
      ((await get("/api/support/cache", admin.token)).json().Areas as { Area: string }[]).find((a) => a.Area === "news");
    await ctx.app.inject({ method: "GET", url: "/api/site/1/news-articles?page=1&size=5" });
    await ctx.app.inject({ method: "GET", url: "/api/site/1/news-articles?page=1&size=5" });
    const res = await get("/api/support/cache", admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Shared).toBe(false);
    expect(await newsArea()).toMatchObject({
      Label: "News und Querverweise",
      Entries: 1,
      Hits: 1,
      Misses: 1,
      HitRate: 0.5,
      OldestAgeSeconds: expect.any(Number),
    });

    const cleared = await post("/api/support/cache/clear", admin.token, { Area: "news" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ success: true, Cleared: ["news"], message: "Der Cache „news“ wurde geleert." });
    expect(await newsArea()).toMatchObject({ Entries: 0, OldestAgeSeconds: null });
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "cache.clear"));
    expect(rows.at(-1)).toMatchObject({
      actorUserId: admin.row.id,
      targetKind: "cache",
      targetId: "news",
      before: { Entries: { news: 1 } },
      after: { Entries: { news: 0 } },
    });

    expect((await post("/api/support/cache/clear", admin.token, { Area: "gibtsnicht" })).statusCode).toBe(404);
    await ctx.app.inject({ method: "GET", url: "/api/site/1/news-articles?page=1&size=5" });
    const all = await post("/api/support/cache/clear", admin.token, {});
    expect(all.json().message).toBe("Alle Caches wurden geleert.");
    // The overview's own request checks the admin's session again: only that entry is back.
    const held = ((await get("/api/support/cache", admin.token)).json().Areas as { Area: string; Entries: number }[]).filter(
      (a) => a.Entries > 0,
    );
    expect(held.map((a) => a.Area)).toEqual(["account"]);
  });

  it("a failed job is listed with its error and retried once (audit log)", async () => {
    const admin = await person(["ADMIN"]);
    // A tank alert check of a sensor that does not exist: it failed before, it completes when retried.
    const inserted = await ctx.database.executeSql(
      `insert into pgboss.job (name, data, state, retry_limit, retry_count, output, completed_on) values ('mex-alert-check', '{"sensorId": 987654321}', 'failed', 3, 3, '{"message": "Verbindung abgebrochen"}', now()) returning id::text as id`,
      [],
    );
    const id = (inserted.rows[0] as { id: string }).id;
    const queues = (await get("/api/support/jobs", admin.token)).json().Queues as { Queue: string; Failed: number; Label: string }[];
    expect(queues.find((q) => q.Queue === "mex-alert-check")).toMatchObject({ Label: "Tankalarme", Failed: 1 });
    const failed = await get("/api/support/jobs/failed?queue=mex-alert-check", admin.token);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      Total: 1,
      Page: 1,
      PageSize: 25,
      Items: [{ Id: id, Queue: "mex-alert-check", Error: "Verbindung abgebrochen", RetryCount: 3 }],
    });

    const retried = await post(`/api/support/jobs/mex-alert-check/${id}/retry`, admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await post(`/api/support/jobs/mex-alert-check/${id}/retry`, admin.token)).statusCode).toBe(409);
    expect((await post(`/api/support/jobs/mex-alert-check/not-a-uuid/retry`, admin.token)).statusCode).toBe(400);
    const state = await until(
      async () =>
        (
          (await ctx.database.executeSql("select state::text as state from pgboss.job where id = $1::uuid", [id])).rows[0] as {
            state: string;
          }
        ).state,
      (s) => s === "completed",
    );
    expect(state).toBe("completed");
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, `mex-alert-check/${id}`));
    expect(rows).toEqual([
      expect.objectContaining({
        action: "job.retry",
        actorUserId: admin.row.id,
        before: expect.objectContaining({ State: "failed", Error: "Verbindung abgebrochen" }),
      }),
    ]);
  }, 30_000);

  it("the audit log pages by 50, newest first, and filters by action, actor, target and period", async () => {
    const admin = await person(["ADMIN"]);
    const other = await person(["ADMIN"]);
    const target = `t-${Date.now()}`;
    await ctx.database.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        actorUserId: i % 5 === 0 ? other.row.id : admin.row.id,
        action: i % 2 ? "user.lock" : "user.update",
        targetKind: "user",
        targetId: target,
        before: { n: i },
        after: { n: i + 1 },
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 20), 12)),
      })),
    );
    const list = async (q: string) => (await get(`/api/support/audit-log?targetId=${target}${q}`, admin.token)).json();
    const first = await list("");
    expect(first).toMatchObject({ Total: 55, Page: 1, PageSize: 50 });
    expect(first.Items).toHaveLength(50);
    const times = first.Items.map((r: { CreatedAt: string }) => r.CreatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.Items[0]).toMatchObject({
      ActorEmail: expect.stringContaining("@example.com"),
      Before: { n: expect.any(Number) },
      After: { n: expect.any(Number) },
    });
    expect((await list("&page=2")).Items).toHaveLength(5);
    expect((await list("&action=user.lock")).Total).toBe(27);
    expect((await list("&action=user")).Total).toBe(55);
    expect((await list(`&actor=${other.row.id}`)).Total).toBe(11);
    expect((await list(`&actor=${encodeURIComponent(other.row.email.toUpperCase())}`)).Total).toBe(11);
    expect((await list("&from=2026-01-01&to=2026-01-02")).Total).toBe(6);
    expect((await list("&targetKind=order")).Total).toBe(0);
    const bad = await get("/api/support/audit-log?from=2026-02-01&to=2026-01-01", admin.token);
    expect(bad.statusCode).toBe(400);
    // A day that does not exist is a German 400, not the database's date cast failing.
    const impossible = await get("/api/support/audit-log?from=2026-02-30", admin.token);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain("Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.");
  });

  it("the parameter requirement follows the calculator's own settings panel", async () => {
    const admin = await person(["ADMIN"]);
    const res = await get("/api/support/parameter-requirement?countryId=2", admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.CountryId).toBe(2);
    expect(body.ProductGroups.map((g: { Id: number }) => g.Id)).toEqual([1, 2, 3, 4, 5]);
    const init = (await ctx.app.inject({ method: "GET", url: "/api/kalkulation/init/2/3" })).json();
    const blowIn = body.Groups.find((g: { Key: string }) => g.Key === "BlowInHoseLength");
    expect(blowIn.Requirement.map((r: { Requirement: string }) => r.Requirement)).toEqual(["none", "none", "required", "none", "none"]);
    expect(init.Groups.map((g: { Key: string }) => g.Key)).toContain("BlowInHoseLength");
    const installment = body.Groups.find((g: { Key: string }) => g.Key === "Installment");
    expect(installment.Requirement[0].Requirement).toBe("optional");
    expect(body.ProductGroups[0].Products[0]).toMatchObject({ IsDefault: true });
    expect((await get("/api/support/parameter-requirement?countryId=9", admin.token)).statusCode).toBe(400);
  });
});
