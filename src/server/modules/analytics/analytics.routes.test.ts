import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/orders.ts";
import { pageViews, visitOrders, visits } from "../../../db/schema/analytics.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { createUser, insertLifeOrder, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";

const CONSENT = "cookie-consent=all";
/** What Chromium sends with a beacon of our own page. */
const OWN_PAGE = { "sec-fetch-site": "same-origin", "content-type": "application/json" };

/** The session cookie a browser holds after login (the beacon never carries a Bearer header or a CSRF token). */
const sessionCookie = (u: TestUser) => `auth_token=${u.headers.authorization.slice("Bearer ".length)}`;

function visitCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === "stat_visit")?.value;
}

/** Decision 0043: the page-view beacon counts every consenting visitor's views and visits, and nothing else. */
describe.each(testDatabases())("page-view beacon on $name", (kind) => {
  const ctx = withTestApp(kind);
  const db = () => ctx.database.db;
  const beacon = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: JSON.stringify({ path }),
      headers: { ...OWN_PAGE, ...headers },
    });
  const viewsOf = async (path: string) =>
    (
      await db()
        .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
        .from(pageViews)
        .where(eq(pageViews.path, path))
    )[0].n;
  const visitOf = async (id: string) => (await db().select().from(visits).where(eq(visits.id, id)))[0];
  let customer: TestUser;
  let guest: TestUser;
  let dealer: { dealerId: number; branchId: number };

  beforeAll(async () => {
    customer = await createUser(ctx.app, db());
    guest = await createUser(ctx.app, db(), { isGuest: true });
    ({ dealer } = await twoDealers(db(), 1));
  });

  it("counts a consenting visitor's view and starts her visit in an httpOnly session cookie", async () => {
    const res = await beacon("/heizoelpreise?zip=80331", { cookie: CONSENT });
    expect(res.statusCode, res.body).toBe(204);
    const cookie = res.cookies.find((c) => c.name === "stat_visit")!;
    expect(cookie).toMatchObject({ httpOnly: true, path: "/" });
    expect(cookie.maxAge).toBeUndefined();
    expect(await visitOf(cookie.value)).toMatchObject({ countryId: 1, views: 1 });
    // The query (postcodes) is not counted.
    expect(await viewsOf("/heizoelpreise")).toBe(1);
    // The next page of the same visit: no new visit, no new cookie.
    const next = await beacon("/heizoel/angebotsliste", { cookie: `${CONSENT}; stat_visit=${cookie.value}` });
    expect(next.statusCode).toBe(204);
    expect(visitCookieOf(next)).toBeUndefined();
    expect(await visitOf(cookie.value)).toMatchObject({ views: 2 });
  });

  it("answers 2xx to signed-in customers and guests with their session cookie and no CSRF header", async () => {
    for (const user of [customer, guest]) {
      const res = await beacon("/heizoel/angebotsliste", { cookie: `${CONSENT}; ${sessionCookie(user)}` });
      expect(res.statusCode, res.body).toBe(204);
      expect(visitCookieOf(res)).toBeTruthy();
    }
  });

  it("counts nothing without consent to statistics, and drops a visit cookie left over", async () => {
    const before = await viewsOf("/news");
    for (const consent of ["", "cookie-consent=necessary"]) {
      const res = await beacon("/news", { cookie: `${consent}; stat_visit=AAAAAAAAAAAAAAAAAAAAAA` });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === "stat_visit")).toMatchObject({ value: "" });
    }
    expect(await viewsOf("/news")).toBe(before);
  });

  it("refuses a beacon from another site (403, German), whoever is signed in", async () => {
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "", origin: "https://evil.example", host: "de.localhost" },
      { "sec-fetch-site": "", host: "de.localhost" },
    ];
    for (const headers of foreign) {
      const res = await beacon("/impressum", { cookie: `${CONSENT}; ${sessionCookie(customer)}`, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({
        code: "CROSS_SITE_REQUEST",
        message: "Die Anfrage kam nicht von unserer Seite und wurde abgelehnt. Bitte laden Sie die Seite neu.",
      });
    }
    // Without Sec-Fetch-Site, our own Origin on our own host passes.
    const own = await beacon("/impressum", { cookie: CONSENT, "sec-fetch-site": "", origin: "http://de.localhost", host: "de.localhost" });
    expect(own.statusCode, own.body).toBe(204);
    expect(await viewsOf("/impressum")).toBe(1);
  });

  it("never lets the visitor pick her visit: an unknown or malformed id starts a new one", async () => {
    for (const made of ["AAAAAAAAAAAAAAAAAAAAAB", "x'; drop table visits; --"]) {
      const res = await beacon("/", { cookie: `${CONSENT}; stat_visit=${encodeURIComponent(made)}` });
      expect(res.statusCode).toBe(204);
      const issued = visitCookieOf(res)!;
      expect(issued).not.toBe(made);
      expect(await visitOf(issued)).toBeTruthy();
    }
  });

  it("a visit idle for over 30 minutes is over: the next view starts another", async () => {
    const first = visitCookieOf(await beacon("/", { cookie: CONSENT }))!;
    await db().update(visits).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(eq(visits.id, first));
    const again = await beacon("/heizoelpreise", { cookie: `${CONSENT}; stat_visit=${first}` });
    const second = visitCookieOf(again)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await visitOf(first)).toMatchObject({ views: 1 });
  });

  it("rejects a body that is no page path in German (400)", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      payload: JSON.stringify({ path: "https://evil.example/" }),
      headers: { ...OWN_PAGE, cookie: CONSENT },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[äöüÄÖÜß]|Ungültig|Bitte/);
  });

  it("the success page claims her own fresh order for her visit, once; others' and old orders stay unclaimed", async () => {
    const mine = await insertLifeOrder(db(), { userId: guest.id, ...dealer });
    const theirs = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const old = await insertLifeOrder(db(), { userId: guest.id, ...dealer });
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.id, old.id));
    const cookie = `${CONSENT}; ${sessionCookie(guest)}`;
    const visit = visitCookieOf(await beacon("/heizoel/bestellung-erfolgreich/x", { cookie }))!;
    const seen = (id: number) => beacon(`/heizoel/bestellung-erfolgreich/${id}`, { cookie: `${cookie}; stat_visit=${visit}` });
    for (const id of [mine.id, mine.id, theirs.id, old.id, 999_999_999]) expect((await seen(id)).statusCode).toBe(204);
    const claimed = await db().select().from(visitOrders).where(eq(visitOrders.visitId, visit));
    expect(claimed).toEqual([{ orderId: mine.id, visitId: visit }]);
    // Another visit of hers (a second tab after the browser restarted) cannot claim it again.
    const other = visitCookieOf(await beacon(`/heizoel/bestellung-erfolgreich/${mine.id}`, { cookie }))!;
    expect(other).not.toBe(visit);
    expect(await db().select().from(visitOrders).where(eq(visitOrders.orderId, mine.id))).toEqual([{ orderId: mine.id, visitId: visit }]);
    // The order ids are not what the page views keep.
    expect(await viewsOf(`/heizoel/bestellung-erfolgreich/${mine.id}`)).toBe(0);
    expect(await viewsOf("/heizoel/bestellung-erfolgreich")).toBeGreaterThanOrEqual(6);
  });
});
