import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { invoices, orderRatings, orders } from "../../../db/schema/orders.ts";
import { favouriteDealers } from "../../../db/schema/accounts.ts";
import { priceAlarmHits, priceAlarms } from "../../../db/schema/customer.ts";
import { contactMessages, contactRequests } from "../../../db/schema/contact.ts";
import { DATA_EXPORT_KEYS, exportKeyPaths } from "../../../domain/customer/data-export.ts";
import { pair, provisionDevice } from "../mex/mex.test-helpers.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, insertLifeOrder, placeOrderViaApi, twoDealers } from "../orders/orders.test-helpers.ts";
import { hashPassword } from "../account/passwords.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** Item 7: download all her data; delete the account (orders kept, personal data anonymised, a mail confirms). */
describe.each(testDatabases())("privacy on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;

  async function customerWithPassword(password: string) {
    const user = await createUser(ctx.app, db());
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    return user;
  }

  it("exports her tables as JSON and CSV under the documented German keys (decision 0046): nobody else's rows, ids or secrets", async () => {
    const a = await customerWithPassword("Kennwort-A-1");
    const b = await customerWithPassword("Kennwort-B-1");
    const { dealer } = await twoDealers(db(), 1);
    // A full life: a checkout placed as an order, confirmed by a dealer's staff member, delivered and rated.
    const placed = await placeOrderViaApi(ctx.app, a);
    const staffId = 900_017;
    const window = {
      from: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      to: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    };
    await ctx.app.services.orders.confirmOrder({
      orderId: placed.OrderId,
      actor: { kind: "dealer", userId: staffId, dealerId: placed.offer.DealerId },
      window,
    });
    // Her message of the confirmation follows from `order.confirmed` (decision 0051).
    await ctx.app.events.settled();
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.OrderId));
    await db()
      .insert(orderRatings)
      .values({ orderId: order.id, userId: a.id, dealerId: order.dealerId, countryId: 1, stars: 5, comment: "Pünktlich" });
    // A guest order she took over, another customer's order, her favourite, her alarm with a hit, her settings, her tank.
    const guest = await createUser(ctx.app, db(), { isGuest: true });
    await db().update(users).set({ claimedByUserId: a.id }).where(eq(users.id, guest.id));
    const taken = await insertLifeOrder(db(), { userId: guest.id, ...dealer, status: "delivered" });
    const theirs = await insertLifeOrder(db(), { userId: b.id, ...dealer, status: "delivered" });
    await db().insert(favouriteDealers).values({ userId: a.id, dealerId: dealer.dealerId });
    await ctx.app.services.priceAlarm.createPriceAlarm(
      { CountryId: 1, ProductGroupId: 1, ZipCode: "80331", Amount: 3000, TargetPrice: 5000 } as never,
      { id: a.id, isGuest: false },
    );
    const [alarm] = await db().select().from(priceAlarms).where(eq(priceAlarms.userId, a.id));
    await db().insert(priceAlarmHits).values({ alarmId: alarm.id, direction: "below", pricePerBasis: 4890, marketVersion: "v-intern-42" });
    await ctx.app.inject({
      method: "PUT",
      url: "/api/customer/notification-settings",
      headers: a.headers,
      payload: { OrderUpdates: true, PriceAlarms: false, TankAlerts: true },
    });
    // The dealer's invoice of her order (decision 0041).
    await db().insert(invoices).values({
      orderId: order.id,
      dealerId: order.dealerId,
      year: 2026,
      seq: 1,
      number: "RE-2026-T1",
      issuedAt: new Date(),
      deliveredOn: "2026-11-20",
    });
    // Her contact request with the desk's answer; b's request is b's.
    const [request] = await db()
      .insert(contactRequests)
      .values({ countryId: 1, topic: "lieferung", email: a.email, name: "Anna A", userId: a.id, orderNumber: "ABC", state: "answered" })
      .returning();
    await db()
      .insert(contactMessages)
      .values([
        { requestId: request.id, direction: "in", body: "Wann kommt der Tankwagen?" },
        { requestId: request.id, direction: "out", authorUserId: 900_021, body: "Morgen zwischen 8 und 12 Uhr." },
        // A hostile value: a spreadsheet must not run it as a formula (decision 0038).
        { requestId: request.id, direction: "in", body: "=1+2" },
      ]);
    await db().insert(contactRequests).values({ countryId: 1, topic: "sonstiges", email: b.email, name: "Berta B", userId: b.id });
    const paired = await pair(ctx.app, a, await provisionDevice(db()));
    await ctx.app.services.mex.createToken({ userId: a.id, isImpersonated: false, name: "Home Assistant" });

    const json = await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=json", headers: paired.user.headers });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json.json();
    // Every table of the list, and every key of every row (nested ones by path) documented in it.
    expect(Object.keys(data.Tabellen).sort()).toEqual(Object.keys(DATA_EXPORT_KEYS).sort());
    const undocumented = Object.entries(exportKeyPaths(data.Tabellen)).flatMap(([table, paths]) =>
      paths.filter((p) => !(p in DATA_EXPORT_KEYS[table].keys)).map((p) => `${table}.${p}`),
    );
    expect(undocumented).toEqual([]);
    for (const table of [
      "Konto",
      "Adressen",
      "Lieblingshändler",
      "Anmeldungen",
      "Bestellungen",
      "Bestellvorgänge",
      "Nachrichten",
      "Benachrichtigungseinstellungen",
      "Preiswecker",
      "Tanks",
      "API-Schlüssel",
      "Kontaktanfragen",
    ])
      expect(data.Tabellen[table].length, table).toBeGreaterThan(0);
    expect(data.Tabellen.Kontaktanfragen).toEqual([
      expect.objectContaining({
        Thema: "Lieferung",
        Name: "Anna A",
        Bestellnummer: "ABC",
        Verlauf: [
          expect.objectContaining({ Von: "Sie", Text: "Wann kommt der Tankwagen?" }),
          expect.objectContaining({ Von: "Kundenservice", Text: "Morgen zwischen 8 und 12 Uhr." }),
          expect.objectContaining({ Von: "Sie", Text: "=1+2" }),
        ],
      }),
    ]);
    expect(json.body).not.toContain("Berta B");
    expect(json.body).not.toContain("900021");

    expect(data.Tabellen.Konto).toEqual([
      expect.objectContaining({
        Kundennummer: a.id,
        "E-Mail": a.email,
        Vorname: "Erika",
        Kontoart: "Kundenkonto",
        "Kennwort gesetzt": true,
        Land: "Deutschland",
      }),
    ]);
    expect(data.Tabellen.Bestellungen.map((o: { Bestellnummer: string }) => o.Bestellnummer).sort()).toEqual(
      [order.orderNumber, taken.orderNumber].sort(),
    );
    const mine = data.Tabellen.Bestellungen.find((o: { Bestellnummer: string }) => o.Bestellnummer === order.orderNumber);
    expect(mine).toMatchObject({
      Land: "Deutschland",
      Produktgruppe: "Heizöl",
      Einheit: "Liter",
      Händler: placed.offer.DealerName,
      Status: "Bestätigt",
      Währung: "EUR",
      Gesamtpreis: order.totalPrice / 100,
      Lieferstellen: [
        { Lieferstelle: 1, Lieferadresse: expect.objectContaining({ PLZ: "80331", Nachname: "Mustermann" }), Rechnungsadresse: null },
      ],
      Rechnung: { Rechnungsnummer: "RE-2026-T1", Leistungsdatum: "2026-11-20" },
      Bewertung: { Sterne: 5, Kommentar: "Pünktlich" },
    });
    expect(data.Tabellen.Bestellungen.find((o: { Bestellnummer: string }) => o.Bestellnummer === taken.orderNumber).Rechnung).toBeNull();
    expect(mine.Verlauf.map((e: { Ereignis: string; "Ausgelöst von": string }) => [e.Ereignis, e["Ausgelöst von"]])).toEqual([
      ["Bestellung eingegangen", "Sie"],
      ["Vom Händler bestätigt", "Händler"],
    ]);
    expect(mine.Verlauf[1]).toMatchObject({ "Lieferung ab": window.from, "Lieferung bis": window.to, "Per E-Mail-Link": false });
    expect(data.Tabellen.Bestellvorgänge).toEqual([
      expect.objectContaining({
        Bestellnummer: order.orderNumber,
        Händler: placed.offer.DealerName,
        PLZ: "80331",
        Zahlungsart: "Bezahlung auf Rechnung",
      }),
    ]);
    expect(data.Tabellen.Lieblingshändler).toEqual([expect.objectContaining({ Händler: expect.any(String) })]);
    expect(data.Tabellen.Preiswecker).toEqual([
      expect.objectContaining({
        PLZ: "80331",
        Währung: "EUR",
        Meldungen: [expect.objectContaining({ Richtung: "gefallen", Preis: 48.9 })],
      }),
    ]);
    expect(data.Tabellen.Benachrichtigungseinstellungen).toEqual([
      expect.objectContaining({ Bestellungen: true, Preiswecker: false, Tankhinweise: true }),
    ]);
    expect(data.Tabellen.Tanks).toEqual([expect.objectContaining({ Sensoren: [expect.objectContaining({ Haupttank: true })] })]);
    expect(data.Tabellen["API-Schlüssel"]).toEqual([expect.objectContaining({ Name: "Home Assistant", "Widerrufen am": null })]);

    // Nobody else's: not the other customer's order or address, not the staff member who confirmed, not the
    // ids of the dealer and branch, no technical keys or secrets.
    const body = json.body;
    for (const foreign of [b.email, theirs.orderNumber, String(staffId), order.idempotencyKey, "v-intern-42", alarm.unsubscribeTokenHash])
      expect(body, foreign).not.toContain(foreign);
    expect(body).not.toMatch(/"[A-Za-z]*[iI]d"\s*:/);
    expect(body).not.toMatch(/Hash|secret|dedupe/i);

    const csv = await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=csv", headers: paired.user.headers });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.split("\r\n");
    expect(lines).toContain(`Konto;1;E-Mail;${a.email}`);
    expect(lines).toContain("Konto;1;Kennwort gesetzt;ja");
    const row = data.Tabellen.Bestellungen.indexOf(mine) + 1;
    expect(lines).toContain(`Bestellungen;${row};Lieferstellen.1.Lieferadresse.PLZ;80331`);
    expect(lines).toContain(`Bestellungen;${row};Verlauf.2.Ausgelöst von;Händler`);
    expect(lines).toContain("Preiswecker;1;Meldungen.1.Preis;48,9");
    expect(lines).toContain("Kontaktanfragen;1;Verlauf.3.Text;'=1+2");
    expect(lines).toContain("Kontaktanfragen;1;Verlauf.2.Von;Kundenservice");
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=xml", headers: a.headers })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/data-export" })).statusCode).toBe(401);
  });

  it("her CSV neutralises what a spreadsheet would run as a formula: an address saved through the address book (decision 0038)", async () => {
    const a = await customerWithPassword("Kennwort-A-1");
    const city = "@SUM(1+1)*cmd|'/C calc'!A0";
    const saved = await ctx.app.inject({
      method: "POST",
      url: "/api/jwt/adressen",
      headers: a.headers,
      payload: {
        AddressType: 1,
        CountryId: 1,
        Title1: "Frau",
        FirstName: "Erika",
        LastName: "Mustermann",
        Street: "Marienplatz",
        HouseNumber: "8",
        ZipCode: "80331",
        City: city,
        Phone: "+49 89 123456",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const csv = await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=csv", headers: a.headers });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split("\r\n");
    expect(lines).toContain(`Adressen;1;Ort;'${city}`);
    expect(lines).toContain("Adressen;1;Telefon;'+49 89 123456");
    expect(lines).toContain(`Konto;1;Kundennummer;${a.id}`);
  });

  it("deletes the account: password first, not while an order is under way; orders kept, personal data gone, no more login", async () => {
    const a = await customerWithPassword("Kennwort-A-1");
    const { dealer } = await twoDealers(db(), 1);
    const open = await insertLifeOrder(db(), { userId: a.id, ...dealer, status: "confirmed" });
    const del = (Password: string) =>
      ctx.app.inject({ method: "POST", url: "/api/customer/delete-account", headers: a.headers, payload: { Password } });
    expect((await del("falsch-1")).json().message).toBe("Das Kennwort ist nicht korrekt.");
    const refused = await del("Kennwort-A-1");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Sie haben noch offene Bestellungen\./);

    await db().update(orders).set({ status: "delivered" }).where(eq(orders.id, open.id));
    const other = await createUser(ctx.app, db());
    const [mine] = await db()
      .insert(contactRequests)
      .values({ countryId: 1, topic: "rechnung", email: "a@example.com", userId: a.id })
      .returning();
    await db().insert(contactMessages).values({ requestId: mine.id, direction: "in", body: "Bitte Rechnung neu senden." });
    await db().insert(contactRequests).values({ countryId: 1, topic: "rechnung", email: "o@example.com", userId: other.id });
    const email = (await db().select().from(users).where(eq(users.id, a.id)))[0].email;
    const done = await del("Kennwort-A-1");
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({ email: `geloescht-${a.id}@anonym.invalid`, passwordHash: null, firstName: "", lastName: "", phone: "" });
    expect(row.anonymisedAt).not.toBeNull();
    expect((await db().select().from(orders).where(eq(orders.id, open.id))).length).toBe(1);
    // Her contact requests and their threads are gone; another customer's stays.
    expect(await db().select().from(contactRequests).where(eq(contactRequests.userId, a.id))).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.requestId, mine.id))).toEqual([]);
    expect((await db().select().from(contactRequests).where(eq(contactRequests.userId, other.id))).length).toBe(1);
    const mail = await ctx.database.executeSql(
      "select data->>'subject' as subject from pgboss.job where name = 'mail' and data->>'to' = $1 and data->>'template' = 'account-deleted'",
      [email],
    );
    expect(mail.rows.map((r) => (r as { subject: string }).subject)).toEqual(["Ihr Kundenkonto wurde gelöscht"]);
    // The session has ended; the old address logs in no more.
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/messages", headers: a.headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/account/jwt/anmelden",
      payload: { UserName: email, Password: "Kennwort-A-1" },
    });
    expect(login.statusCode).not.toBe(200);
  });
});

/** Item 2: her guest orders (same address) join her account through the mailed link, only for her. */
describe.each(testDatabases())("taking over guest orders on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;

  it("counts them, mails the link, and takes them over for the account the link was sent for", async () => {
    const a = await createUser(ctx.app, db());
    const b = await createUser(ctx.app, db());
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword("Kennwort-A-1") })
      .where(eq(users.id, a.id));
    const guest = await createUser(ctx.app, db(), { isGuest: true });
    await db().update(users).set({ email: a.email }).where(eq(users.id, guest.id));
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: guest.id, ...dealer });
    const customer = ctx.app.services.customer;
    expect(await customer.guestOrdersToTakeOver({ userId: a.id, countryId: 1 })).toBe(1);
    expect(await customer.guestOrdersToTakeOver({ userId: b.id, countryId: 1 })).toBe(0);

    await ctx.app.services.account.requestGuestOrderTakeover(a.id, 1);
    const r = await ctx.database.executeSql(
      "select data->>'text' as text from pgboss.job where name = 'mail' and data->>'template' = 'claim-orders' and data->>'to' = $1",
      [a.email],
    );
    const token = /\/kunde\/bestellungen\/uebernehmen\/([\w-]+)/.exec((r.rows[0] as { text: string }).text)![1];
    // Opened by somebody else: nothing happens.
    await expect(ctx.app.services.account.claimGuestOrders(b.id, token)).rejects.toThrow("Der Link ist ungültig");
    await ctx.app.services.account.requestGuestOrderTakeover(a.id, 1);
    const r2 = await ctx.database.executeSql(
      "select data->>'text' as text from pgboss.job where name = 'mail' and data->>'template' = 'claim-orders' and data->>'to' = $1 order by created_on desc limit 1",
      [a.email],
    );
    const token2 = /\/kunde\/bestellungen\/uebernehmen\/([\w-]+)/.exec((r2.rows[0] as { text: string }).text)![1];
    expect(await ctx.app.services.account.claimGuestOrders(a.id, token2)).toEqual({ claimed: 1 });
    const list = await customer.pageOrders({ userId: a.id, countryId: 1 });
    expect(list.Items.map((i) => i.OrderId)).toEqual([order.id]);
    expect(await customer.guestOrdersToTakeOver({ userId: a.id, countryId: 1 })).toBe(0);
    expect((await customer.pageOrders({ userId: b.id, countryId: 1 })).Total).toBe(0);
    // Its status page and document are hers now; still nobody else's.
    const orders = ctx.app.services.orders;
    const actorA = await orders.customerActor(a.id);
    expect((await orders.getOrderLife({ orderId: order.id, actor: actorA })).OrderId).toBe(order.id);
    expect((await orders.getOrder({ id: a.id, isGuest: false, guestIds: actorA.guestIds }, order.id)).OrderId).toBe(order.id);
    await expect(orders.getOrderLife({ orderId: order.id, actor: await orders.customerActor(b.id) })).rejects.toThrow(
      "Diese Bestellung gibt es nicht.",
    );
    expect(await orders.reorderPathFor({ userId: a.id, orderId: order.id })).toMatch(/^\/heizoel\/angebotsliste\?/);
    await expect(ctx.app.services.account.claimGuestOrders(a.id, token2)).rejects.toThrow("Der Link ist ungültig");
  });
});
