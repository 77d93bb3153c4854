import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema/back-office.ts";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { dealerMailAddress } from "./order-mails.ts";
import { createUser, insertLifeOrder, twoDealers } from "./orders.test-helpers.ts";

const MAIL_WAIT_MS = 30_000;

/** decision 0031: the sales list and support's cancellation with a reason. */
describe.each(testDatabases())("the sales list on $name", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
  });
  const db = () => ctx.database.db;
  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: "GET", url, headers });

  it("lists every order with filters and totals per currency (cancelled ones not summed)", async () => {
    const finance = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Financial"] });
    const customer = await createUser(ctx.app, db());
    const de = await twoDealers(db(), 1);
    const ch = await twoDealers(db(), 3);
    await insertLifeOrder(db(), { userId: customer.id, ...de.dealer });
    await insertLifeOrder(db(), { userId: customer.id, ...de.dealer, status: "cancelled" });
    await insertLifeOrder(db(), { userId: customer.id, ...ch.dealer, countryId: 3 });
    const res = await get(`/api/admin/verkaufsliste?dealerId=${de.dealer.dealerId}&status=placed`, finance.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.Items.every((o: { DealerId: number; Status: string }) => o.DealerId === de.dealer.dealerId && o.Status === "placed")).toBe(
      true,
    );
    expect(list.Items.length).toBeGreaterThan(0);
    const all = (await get(`/api/admin/verkaufsliste?q=T-&sort=total-desc`, finance.headers)).json();
    const currencies = all.Totals.map((t: { Currency: string }) => t.Currency);
    expect(currencies).toEqual(["CHF", "EUR"]);
    const eur = all.Totals.find((t: { Currency: string }) => t.Currency === "EUR");
    const eurOrders = all.Items.filter(
      (o: { Currency: string; Status: string }) => o.Currency === "EUR" && !["cancelled", "declined", "withdrawn"].includes(o.Status),
    );
    expect(eur.Orders).toBe(eurOrders.length);
    expect(eur.TotalPrice).toBe(eurOrders.reduce((s: number, o: { TotalPrice: number }) => s + o.TotalPrice, 0));
    // Litres and kilograms are summed apart, each with its unit.
    const litres = eurOrders
      .filter((o: { ProductGroupId: number }) => [1, 2, 5].includes(o.ProductGroupId))
      .reduce((s: number, o: { Amount: number }) => s + o.Amount, 0);
    expect(eur.Amounts.find((a: { Unit: string }) => a.Unit === "l")?.Amount ?? 0).toBe(litres);
    const bad = await get(`/api/admin/verkaufsliste?from=2026-05-01&to=2026-04-01`, finance.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Zeitraum|Eingabe/);
    // An impossible day is the caller's mistake (400), never the database's (500).
    const impossible = await get(`/api/admin/verkaufsliste?from=2026-02-30`, finance.headers);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain("gültiges Datum");
  });

  it("support cancels with a reason: customer and dealer get mail, history and audit log record it once", async () => {
    const support = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_CustomerSupport"] });
    const customer = await createUser(ctx.app, db());
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const cancel = () =>
      ctx.app.inject({
        method: "POST",
        url: `/api/support/orders/${order.id}/cancel`,
        headers: support.headers,
        payload: { Reason: "Kundin hat angerufen" },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    const detail = (await get(`/api/admin/verkaufsliste/${order.id}`, support.headers)).json();
    expect(detail).toMatchObject({ Status: "cancelled", Reason: "Kundin hat angerufen", MayCancel: false });
    expect(detail.History.map((e: { Event: string }) => e.Event)).toEqual(["place", "cancel"]);
    await ctx.smtp.waitFor(customer.email, /wurde storniert/, MAIL_WAIT_MS);
    const dealerAddress = dealerMailAddress(dealer.dealerId);
    await ctx.smtp.waitFor(dealerAddress, /Storniert: Bestellung/, MAIL_WAIT_MS);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(order.id)));
    expect(audit.map((a) => a.action)).toEqual(["order.cancel"]);
    expect(audit[0]).toMatchObject({
      actorUserId: support.id,
      before: { Status: "placed" },
      after: { Status: "cancelled", Reason: "Kundin hat angerufen" },
    });
  }, 90_000);

  it("finance reads the list but does not cancel; customers and dealers see nothing; unknown orders are 404", async () => {
    const finance = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Financial"] });
    const customer = await createUser(ctx.app, db());
    const dealerUser = await createUser(ctx.app, db(), { roles: ["DEALER"] });
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: `/api/support/orders/${order.id}/cancel`,
          headers: finance.headers,
          payload: { Reason: "Test" },
        })
      ).statusCode,
    ).toBe(403);
    expect((await get("/api/admin/verkaufsliste", customer.headers)).statusCode).toBe(403);
    expect((await get("/api/admin/verkaufsliste", dealerUser.headers)).statusCode).toBe(403);
    expect((await get("/api/admin/verkaufsliste", {})).statusCode).toBe(401);
    const missing = await get("/api/admin/verkaufsliste/2147483647", finance.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Diese Bestellung gibt es nicht.");
  });
});
