import { and, asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { branches, dealers } from "../../../db/schema/market.ts";
import { orders, orderStations } from "../../../db/schema/orders.ts";
import { users } from "../../../db/schema/accounts.ts";
import { clientAddress, createCustomer, logIn } from "../account/account.test-helpers.ts";
import { address, baseConfig, withPayment } from "../orders/orders.test-helpers.ts";

/** Decision 0031 "Exports": finance's order export and the admin's data export over the API. */
describe.each(testDatabases())("exports API on $name (decision 0031 Exports)", (kind) => {
  // No mail server: the order mails of the checkout below stay queued.
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  type Caller = { id: number; token: string };
  const who = {} as Record<"finance" | "finance2" | "admin" | "support" | "customer", Caller>;
  let dealerName = "";

  async function login(roles: string[]): Promise<Caller> {
    const row = await createCustomer(ctx.database.db, { roles, firstName: "Test", lastName: roles[0] ?? "Kunde" });
    return { id: row.id, token: (await logIn(ctx.app, row.email)).token };
  }
  const call = (c: Caller | null, method: "GET" | "PUT", url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { "x-forwarded-for": clientAddress(), "accept-encoding": "identity", ...(c && { authorization: `Bearer ${c.token}` }) },
    });

  beforeAll(async () => {
    who.finance = await login(["Role_Heizoel24_Financial"]);
    who.finance2 = await login(["Role_Heizoel24_Financial"]);
    who.admin = await login(["ADMIN"]);
    who.support = await login(["Role_Heizoel24_CustomerSupport"]);
    who.customer = await login([]);
    const [b] = await ctx.database.db.select().from(branches).where(eq(branches.countryId, 1)).orderBy(asc(branches.id)).limit(1);
    dealerName = (await ctx.database.db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, b.dealerId)))[0].name;
    // Three known orders in March 2024 (Berlin time), one just outside the period.
    const base = {
      userId: who.customer.id,
      countryId: 1,
      productGroupId: 1,
      productId: 1,
      dealerId: b.dealerId,
      branchId: b.id,
      stations: 1,
      config: { ZipCode: "80331" },
      paymentKind: "invoice",
      paymentId: 2,
      currency: "EUR",
      priceLines: [],
      leadTimeDays: 3,
      termsVersion: "t",
      withdrawalNoticeVersion: "w",
    };
    const rows = [
      {
        id: 900001,
        at: "2024-03-01T00:30:00+01:00",
        amount: 3000,
        net: 250000,
        vat: 47500,
        status: "delivered",
        city: "München; Altstadt",
      },
      { id: 900002, at: "2024-03-15T12:00:00+01:00", amount: 1500, net: 130505, vat: 24796, status: "placed", city: "Prien" },
      { id: 900003, at: "2024-03-31T23:59:00+02:00", amount: 2000, net: 99, vat: 19, status: "cancelled", city: "Rosenheim" },
      { id: 900004, at: "2024-04-01T00:00:00+02:00", amount: 2000, net: 100, vat: 19, status: "placed", city: "Außerhalb" },
    ];
    for (const r of rows) {
      await ctx.database.db.insert(orders).values({
        ...base,
        id: r.id,
        orderNumber: `HM-2024-${r.id}`,
        idempotencyKey: `t-${r.id}`,
        amount: r.amount,
        netPrice: r.net,
        vatAmount: r.vat,
        totalPrice: r.net + r.vat,
        unitPrice: 9400,
        status: r.status,
        createdAt: new Date(r.at),
      });
      await ctx.database.db.insert(orderStations).values({
        orderId: r.id,
        stationNumber: 1,
        amount: r.amount,
        deliveryAddress: { FirstName: "Eva", LastName: "Muster", ZipCode: "80331", City: r.city },
      });
    }
  });

  const MARCH = "from=2024-03-01&to=2024-03-31";

  it("counts the period's orders for the progress bar", async () => {
    const res = await call(who.finance, "GET", `/api/export-orders/count?${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Rows: 3 });
  });

  it("streams the CSV for German Excel: BOM, ';', decimal comma, Berlin days, a German file name", async () => {
    const res = await call(
      who.finance,
      "GET",
      `/api/export-orders?${MARCH}&format=csv&columns=orderNumber,createdAt,amount,dealer,status,totalPrice,netPrice,vatAmount,currency,city`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="bestellungen-2024-03-01-bis-2024-03-31.csv"');
    const q = (s: string) => (/[;"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    expect(res.body).toBe(
      "\uFEFF" +
        [
          "Bestellnummer;Bestelldatum;Menge;Händler;Status;Gesamtpreis brutto;Netto;MwSt;Währung;Ort",
          `HM-2024-900001;01.03.2024 00:30;3000;${q(dealerName)};Geliefert;2975,00;2500,00;475,00;EUR;"München; Altstadt"`,
          `HM-2024-900002;15.03.2024 12:00;1500;${q(dealerName)};Neu;1553,01;1305,05;247,96;EUR;Prien`,
          `HM-2024-900003;31.03.2024 23:59;2000;${q(dealerName)};Storniert;1,18;0,99;0,19;EUR;Rosenheim`,
          "",
        ].join("\r\n"),
    );
  });

  it("streams an XLSX that exceljs reads back with numbers and dates in the cells", async () => {
    const res = await call(who.finance, "GET", `/api/export-orders?${MARCH}&format=xlsx&columns=orderNumber,createdAt,totalPrice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("bestellungen-2024-03-01-bis-2024-03-31.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("Bestellungen")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Bestellnummer", "Bestelldatum", "Gesamtpreis brutto"]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getCell("A2").value).toBe("HM-2024-900001");
    expect((sheet.getCell("B2").value as Date).toISOString()).toBe("2024-03-01T00:30:00.000Z"); // Berlin wall clock
    expect(sheet.getCell("C3").value).toBe(1553.01);
    expect(sheet.getCell("C3").numFmt).toBe("#,##0.00");
  });

  it("saves the column choice per user: A's choice does not change B's", async () => {
    const before = (await call(who.finance2, "GET", "/api/export-orders/columns")).json();
    const put = await call(who.finance, "PUT", "/api/export-orders/columns", { Columns: ["totalPrice", "orderNumber"] });
    expect(put.statusCode).toBe(200);
    expect(put.json().Columns).toEqual(["orderNumber", "totalPrice"]);
    expect((await call(who.finance, "GET", "/api/export-orders/columns")).json().Columns).toEqual(["orderNumber", "totalPrice"]);
    expect((await call(who.finance2, "GET", "/api/export-orders/columns")).json()).toEqual(before);
    // A download without columns uses her saved choice.
    const csv = await call(who.finance, "GET", `/api/export-orders?${MARCH}`);
    expect(csv.body.split("\r\n")[0]).toBe("\uFEFFBestellnummer;Gesamtpreis brutto");
  });

  it.each([
    ["from=2024-01-01&to=2025-01-02", "to", "Der Zeitraum darf höchstens ein Jahr umfassen."],
    ["from=2024-03-02&to=2024-03-01", "to", "Das Ende des Zeitraums liegt vor seinem Anfang."],
    ["from=2024-02-30&to=2024-03-01", "to", "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT)."],
    [`${MARCH}&columns=passwordHash`, "columns", "Unbekannte Spalte: passwordHash."],
    [`${MARCH}&format=pdf`, "format", "Bitte wählen Sie CSV oder XLSX."],
  ])("answers 400 in German for %s", async (query, field, message) => {
    const res = await call(who.finance, "GET", `/api/export-orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[`querystring.${field}`]).toEqual([message]);
  });

  it("refuses an empty or unknown column choice", async () => {
    const res = await call(who.finance, "PUT", "/api/export-orders/columns", { Columns: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors["body.Columns"]).toEqual(["Bitte wählen Sie mindestens eine Spalte."]);
    const unknown = await call(who.finance, "PUT", "/api/export-orders/columns", { Columns: ["orderNumber", "tokenHash"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors["body.Columns"]).toEqual(["Unbekannte Spalte: tokenHash."]);
  });

  it("lets in finance and admins only", async () => {
    expect((await call(null, "GET", `/api/export-orders/count?${MARCH}`)).statusCode).toBe(401);
    expect((await call(who.customer, "GET", `/api/export-orders/count?${MARCH}`)).statusCode).toBe(403);
    expect((await call(who.support, "GET", `/api/export-orders?${MARCH}`)).statusCode).toBe(403);
    expect((await call(who.admin, "GET", `/api/export-orders/count?${MARCH}`)).statusCode).toBe(200);
    expect((await call(who.finance, "GET", `/api/support/data-export/count?${MARCH}`)).statusCode).toBe(403);
    expect((await call(who.support, "GET", `/api/support/data-export?${MARCH}`)).statusCode).toBe(403);
  });

  it("gives the admin users without any hash or token", async () => {
    const res = await call(who.admin, "GET", `/api/support/data-export?dataset=users&from=2000-01-01&to=2000-12-31`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      "\uFEFFKundennummer;E-Mail;Anrede;Vorname;Nachname;Telefon;Land;Kontoart;Rollen;Angelegt am;E-Mail bestätigt am;Gesperrt am;Gelöscht am\r\n",
    );
    const today = new Date().toISOString().slice(0, 10);
    const year = `from=${today.slice(0, 4)}-01-01&to=${today}`;
    const count = (await call(who.admin, "GET", `/api/support/data-export/count?dataset=users&${year}`)).json().Rows;
    const all = await call(who.admin, "GET", `/api/support/data-export?dataset=users&${year}`);
    expect(all.body.trimEnd().split("\r\n")).toHaveLength(count + 1);
    expect(all.body).not.toMatch(/\$argon|\$2[aby]\$|scrypt/);
    const orders = await call(who.admin, "GET", `/api/support/data-export?dataset=orders&${MARCH}&columns=orderNumber`);
    expect(orders.body).toBe("\uFEFFBestellnummer\r\nHM-2024-900001\r\nHM-2024-900002\r\nHM-2024-900003\r\n");
  });

  it("writes export.download to the audit log with period, format and rows", async () => {
    await call(who.finance2, "GET", `/api/export-orders?${MARCH}&format=xlsx&columns=orderNumber`);
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, who.finance2.id), eq(auditLog.action, "export.download")));
    expect(row).toMatchObject({
      targetKind: "export",
      targetId: "orders",
      after: { From: "2024-03-01", To: "2024-03-31", Format: "xlsx", Rows: 3, Columns: ["orderNumber"] },
    });
    expect(row.requestId).toBeTruthy();
  });

  describe("values a spreadsheet would run as formulas (decision 0038)", () => {
    const CITY = "@SUM(1+1)*cmd|'/C calc'!A0";
    const PHONE = "+49-89-1234";
    const LAST_NAME = '=HYPERLINK("http://evil.example/?x","Klick")';
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Around today in any time zone: the exports count Berlin days.
    const AROUND_TODAY = `from=${day(-1)}&to=${day(1)}`;
    const who2 = {} as { userId: number; orderNumber: string };

    beforeAll(async () => {
      // A registration with a phone number that starts with "+", and a checkout to a city that starts with "@".
      const email = `formel-${Math.random().toString(36).slice(2, 9)}@example.com`;
      const registered = await ctx.app.inject({
        method: "POST",
        url: "/api/account/registrieren",
        headers: { "x-forwarded-for": clientAddress() },
        payload: {
          Email: email,
          Password: "Mein-Heizoel-2024",
          Title1: "Frau",
          Title2: "",
          FirstName: "Eva",
          LastName: "Formel",
          Phone: PHONE,
          CountryId: 1,
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const headers = { authorization: `Bearer ${registered.json().token}`, "x-forwarded-for": clientAddress() };
      const post = async (url: string, payload: object) => {
        const res = await ctx.app.inject({ method: "POST", url, payload, headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
        return res.json();
      };
      const config = baseConfig({ Parameters: withPayment(2) });
      const offer = (await post("/api/kalkulation/berechnen", config)).Items[0];
      const checkout = await post("/api/order-process/checkout/start", { ...config, DealerId: offer.DealerId, BranchId: offer.Id });
      const saved = await post("/api/order-process/address/save", {
        CheckoutId: checkout.CheckoutId,
        DeliveryAddress: address({ FirstName: "Eva", LastName: "Formel", City: CITY }),
      });
      await post("/api/order-process/payment/save", {
        CheckoutId: checkout.CheckoutId,
        PaymentId: saved.PaymentData.PaymentId,
        IsRatenkaufPayment: saved.IsRatenkaufPayment,
        PaymentModifier: saved.PaymentData.PaymentModifier,
      });
      const placed = await post("/api/order-process/order/place", {
        CheckoutId: checkout.CheckoutId,
        IdempotencyKey: `formel-${Date.now()}`,
        ExpectedTotalPrice: offer.TotalPrice,
        Comment: "",
      });
      const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      Object.assign(who2, { userId: row.id, orderNumber: placed.OrderNumber });
      // A last name as accounts written before the one name rule may hold it (registration refuses it now).
      await ctx.database.db.update(users).set({ lastName: LAST_NAME }).where(eq(users.id, row.id));
    });

    const lineOf = (body: string, start: string) => body.split("\r\n").find((l) => l.startsWith(start));

    it("finance's order CSV writes the delivery city with a leading apostrophe", async () => {
      const res = await call(who.finance, "GET", `/api/export-orders?${AROUND_TODAY}&format=csv&columns=orderNumber,amount,city`);
      expect(res.statusCode).toBe(200);
      expect(lineOf(res.body, who2.orderNumber)).toBe(`${who2.orderNumber};3000;'${CITY}`);
    });

    it("the admin's user CSV writes phone and last name with a leading apostrophe, quoted where needed", async () => {
      const res = await call(who.admin, "GET", `/api/support/data-export?dataset=users&${AROUND_TODAY}`);
      expect(res.statusCode).toBe(200);
      const cells = lineOf(res.body, `${who2.userId};`)!.split(";");
      expect(cells.slice(3, 6)).toEqual(["Eva", `"'=HYPERLINK(""http://evil.example/?x"",""Klick"")"`, `'${PHONE}`]);
    });

    it("the XLSX files keep them as text cells, never formulas", async () => {
      const read = async (url: string, caller: Caller) => {
        const res = await call(caller, "GET", url);
        expect(res.statusCode).toBe(200);
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        return wb.worksheets[0];
      };
      const ordersSheet = await read(`/api/export-orders?${AROUND_TODAY}&format=xlsx&columns=orderNumber,city`, who.finance);
      const orderRow = ordersSheet.getRows(2, ordersSheet.rowCount - 1)!.find((r) => r.getCell(1).value === who2.orderNumber)!;
      expect(orderRow.getCell(2).value).toBe(CITY);
      expect(orderRow.getCell(2).type).toBe(ExcelJS.ValueType.String);
      const usersSheet = await read(`/api/support/data-export?dataset=users&${AROUND_TODAY}&format=xlsx`, who.admin);
      const userRow = usersSheet.getRows(2, usersSheet.rowCount - 1)!.find((r) => r.getCell(1).value === who2.userId)!;
      expect([userRow.getCell(5).value, userRow.getCell(6).value]).toEqual([LAST_NAME, PHONE]);
      expect([userRow.getCell(5).type, userRow.getCell(6).type]).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
    });
  });
});
