import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerMessages, priceAlarmHits, priceAlarms } from "../../../db/schema/customer.ts";
import { priceTiers } from "../../../db/schema/market.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { deliveringBranches } from "../calculator/market-snapshot.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** The price alarm (decision 0029): opt-in, crossings mailed once, unsubscribe, ownership. */
describe.each(testDatabases())("the price alarm on $name", (kind) => {
  // No mail server: the mail jobs stay in the queue, which is what these tests read.
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;
  const alarms = () => ctx.app.services.priceAlarm;
  const send = (method: "GET" | "POST" | "DELETE", url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { ...(user?.headers ?? {}), host: "de.localhost" } });
  const form = (patch: object = {}) => ({
    CountryId: 1,
    ProductGroupId: 1,
    ZipCode: "80331",
    Amount: 3000,
    TargetPrice: "50,00",
    ...patch,
  });

  async function mails(template: string, to: string): Promise<{ subject: string; text: string }[]> {
    const r = await ctx.database.executeSql(
      "select data from pgboss.job where name = 'mail' and data->>'template' = $1 and data->>'to' = $2 order by created_on",
      [template, to],
    );
    return r.rows.map((x) => (x as { data: { subject: string; text: string } }).data);
  }
  const linkIn = (text: string, action: string) => text.match(new RegExp(`/preiswecker/([A-Za-z0-9_-]+)/${action}`))![1];

  /** A new price list for every branch delivering to 80331: today's net prices × factor. */
  async function movePrices(factorPct: number) {
    const snapshot = await ctx.app.services.calculator.market.snapshot();
    const validFrom = new Date(Date.now() - 1000);
    for (const b of deliveringBranches(snapshot, 1, "80331")) {
      const tiers = b.tiers.get(1) ?? [];
      if (tiers.length === 0) continue;
      await db()
        .insert(priceTiers)
        .values(
          tiers.map((t) => ({
            branchId: b.branchId,
            productId: 1,
            minAmount: t.minAmount,
            netPerBasis: Math.round((t.netPerBasis * factorPct) / 100),
            validFrom,
          })),
        );
    }
    ctx.app.services.calculator.market.invalidate();
  }

  it("a visitor's alarm waits for the opt-in link; then one mail per crossing, none on a further drop; unsubscribe ends it", async () => {
    const email = `wecker-${Date.now()}@example.org`;
    const today = await alarms().createPriceAlarm({ ...form(), TargetPrice: 1, Email: email } as never, null);
    // The best price today, to set the target just under it.
    const current = today.CurrentPrice!;
    expect(current).toBeGreaterThan(5000);
    const res = await send(
      "POST",
      "/api/site/price-alarms",
      null,
      form({ TargetPrice: String((current - 150) / 100).replace(".", ","), Email: email }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Confirmed: false, ConfirmationSent: true, Zone: "between", ZipCode: "80331" });
    const [optIn] = (await mails("price-alarm-opt-in", email)).slice(-1);
    expect(optIn.subject).toBe("Bitte bestätigen Sie Ihren Preiswecker");

    // Not confirmed: a price drop says nothing yet.
    await movePrices(97);
    expect((await alarms().checkPriceAlarms()).mailed).toBe(0);
    const confirm = await send("POST", "/api/site/price-alarms/confirm", null, { Token: linkIn(optIn.text, "bestaetigen") });
    expect(confirm.json().message).toContain("Ihr Preiswecker ist aktiv");
    // Confirmed after the drop: the first check sees "below" coming from "between" and mails once.
    const first = await alarms().checkPriceAlarms();
    expect(first.mailed).toBe(1);
    const [hit] = await mails("price-alarm-hit", email);
    expect(hit.subject).toMatch(/^Preiswecker: 3\.000 Liter Heizöl für 80331 jetzt \d+,\d\d\s€ je 100 l$/);
    expect(hit.text).toContain("/heizoel/angebotsliste?zipCode=80331&amount=3000");
    // The same update again, and a further drop: no second mail.
    expect((await alarms().checkPriceAlarms()).mailed).toBe(0);
    await movePrices(95);
    expect((await alarms().checkPriceAlarms()).mailed).toBe(0);
    expect(await mails("price-alarm-hit", email)).toHaveLength(1);

    const off = await send("POST", "/api/site/price-alarms/unsubscribe", null, { Token: linkIn(hit.text, "abmelden") });
    expect(off.json().message).toContain("abbestellt");
    const [row] = await db()
      .select()
      .from(priceAlarms)
      .where(and(eq(priceAlarms.email, email), eq(priceAlarms.belowPerBasis, current - 150)));
    expect(row.deletedAt).not.toBeNull();
    expect((await send("POST", "/api/site/price-alarms/confirm", null, { Token: "x".repeat(20) })).statusCode).toBe(400);
  });

  it("a customer's alarm is active at once, writes her message on a crossing, and only she sees or deletes it", async () => {
    const a = await createUser(ctx.app, db());
    const b = await createUser(ctx.app, db());
    const created = await send("POST", "/api/customer/price-alarms", a, form({ TargetPrice: "10,00", RisePrice: "999,00" }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ Confirmed: true, ConfirmationSent: false, TargetPrice: 1000, RisePrice: 99900 });
    const id = created.json().Id;
    expect((await send("GET", "/api/customer/price-alarms", a)).json().Items.map((i: { Id: number }) => i.Id)).toEqual([id]);
    expect((await send("GET", "/api/customer/price-alarms", b)).json().Items).toEqual([]);
    expect((await send("DELETE", `/api/customer/price-alarms/${id}`, b)).statusCode).toBe(404);
    expect((await send("GET", "/api/customer/price-alarms", null)).statusCode).toBe(401);
    expect((await send("GET", "/api/customer/messages", null)).statusCode).toBe(401);

    // Her rise border, moved under today's price: the next price update crosses it.
    await db().update(priceAlarms).set({ abovePerBasis: 5000 }).where(eq(priceAlarms.id, id));
    await movePrices(101);
    const result = await alarms().checkPriceAlarms();
    expect(result.mailed).toBe(1);
    const hits = await db().select().from(priceAlarmHits).where(eq(priceAlarmHits.alarmId, id));
    expect(hits.map((h) => h.direction)).toEqual(["above"]);
    // Her message is the customer area's reaction to `price-alarm.hit` (decision 0051).
    await ctx.app.events.settled();
    const messages = (await send("GET", "/api/customer/messages", a)).json();
    expect(messages).toMatchObject({ Unread: 1, Items: [{ Kind: "price-alarm", Read: false }] });
    expect(messages.Items[0].Title).toMatch(/^Preisgrenze überschritten: 3\.000 Liter Heizöl für 80331$/);
    expect((await send("GET", "/api/customer/messages", b)).json()).toEqual({ Unread: 0, Items: [] });
    await send("POST", "/api/customer/messages/read", a, {});
    expect((await send("GET", "/api/customer/messages", a)).json().Unread).toBe(0);
    expect(await db().select().from(customerMessages).where(eq(customerMessages.userId, b.id))).toEqual([]);

    expect((await send("DELETE", `/api/customer/price-alarms/${id}`, a)).json()).toEqual({ success: true });
    expect((await send("GET", "/api/customer/price-alarms", a)).json().Items).toEqual([]);
  });

  it("answers bad input in German and asks a visitor for her address", async () => {
    const noMail = await send("POST", "/api/site/price-alarms", null, form());
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toBe("Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Sie benachrichtigen können.");
    const bad = await send("POST", "/api/site/price-alarms", null, form({ TargetPrice: "billig", Email: "a@example.org" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Wunschpreis");
    const past = await send("POST", "/api/site/price-alarms", null, form({ StartsOn: "2020-01-01", Email: "a@example.org" }));
    expect(past.json().message).toBe("Das Startdatum darf nicht in der Vergangenheit liegen.");
    // A day that does not exist never reaches the database's date cast (that would be a 500).
    const impossible = await send("POST", "/api/site/price-alarms", null, form({ StartsOn: "2027-02-30", Email: "a@example.org" }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain("Bitte geben Sie das Datum im Format JJJJ-MM-TT an.");
  });
});
