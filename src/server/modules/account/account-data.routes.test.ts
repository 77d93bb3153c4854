import { LOCALES } from "../../../domain/shared/countries.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { favouriteDealers } from "../../../db/schema/accounts.ts";
import { orderRatings } from "../../../db/schema/orders.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { systemClock } from "../../platform/clock.ts";
import { silentLogger } from "../../platform/logger.ts";
import { createAccountServices } from "./account.services.ts";
import { clientAddress, cookieOf, createCustomer, insertOrder, logIn, PASSWORD, someDealer } from "./account.test-helpers.ts";
import { loadConfig } from "../../config.ts";
import type { MailMessage } from "../../platform/mail/mailer.ts";
import { MAIL_QUEUE } from "../../platform/mail/mail-jobs.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";

describe.each(testDatabases())("account API on $name", (kind) => {
  const ctx = withTestApp(kind);
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": clientAddress(), ...headers } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe("§7 customer calls", () => {
    it("hat-bestellungen is false without orders and true with one", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const get = () => ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: bearer(token) });
      expect((await get()).json()).toBe(false);
      await insertOrder(ctx.database.db, user.id, await someDealer(ctx.database.db));
      expect((await get()).json()).toBe(true);
    });

    it("set/favourite marks and unmarks a dealer (UserId = dealer id); unknown dealers are 404", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const { dealerId } = await someDealer(ctx.database.db);
      const rows = () => ctx.database.db.select().from(favouriteDealers).where(eq(favouriteDealers.userId, user.id));
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: true }, bearer(token))).json()).toBe(true);
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: true }, bearer(token))).json()).toBe(true);
      expect(await rows()).toHaveLength(1);
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: false }, bearer(token))).json()).toBe(true);
      expect(await rows()).toHaveLength(0);
      const unknown = await post("/api/jwt/kunde/set/favourite", { UserId: 99_999_999, State: true }, bearer(token));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("Diesen Händler gibt es nicht.");
    });
  });

  describe("favourites on the offer list", () => {
    it("berechnen marks the customer's favourite dealers (IsFavourite), for nobody else", async () => {
      const config = {
        ZipCode: "80331",
        Amount: 3000,
        Stations: 1,
        Product: { Id: 1, ClimateNeutral: false },
        Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
        AppointmentPlus: false,
        CountryId: 1,
        ProductGroupId: 1,
      };
      const offers = async (headers: Record<string, string> = {}) =>
        (await post("/api/kalkulation/berechnen", config, headers)).json().Items as { DealerId: number; IsFavourite: boolean }[];
      const anonymous = await offers();
      expect(anonymous.length).toBeGreaterThan(1);
      const dealerId = anonymous[1].DealerId;
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      expect((await post("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: true }, bearer(token))).json()).toBe(true);
      const mine = await offers(bearer(token));
      expect(mine.filter((o) => o.IsFavourite).map((o) => o.DealerId)).toEqual([dealerId]);
      // The same list for everybody else, none of it marked (an empty list would prove nothing).
      const anonymousAgain = await offers();
      expect(anonymousAgain.map((o) => o.DealerId)).toEqual(anonymous.map((o) => o.DealerId));
      expect(anonymousAgain.some((o) => o.IsFavourite)).toBe(false);
      const other = await createCustomer(ctx.database.db);
      const others = await offers(bearer((await logIn(ctx.app, other.email)).token));
      expect(others.map((o) => o.DealerId)).toEqual(anonymous.map((o) => o.DealerId));
      expect(others.some((o) => o.IsFavourite)).toBe(false);
    });
  });

  describe("registration session data (cache-reg-data)", () => {
    it("round-trips in an encrypted httpOnly cookie and never keeps a password", async () => {
      const data = {
        AuthData: { Email: "neu@example.com", FirstName: "Lena", LastName: "Berg", Password: "geheim-123" },
        UseInvoiceAddress: true,
        DeliveryAddress: {
          FirstName: "Lena",
          LastName: "Berg",
          Street: "Ringstraße",
          HouseNumber: "3",
          ZipCode: "1010",
          City: "Wien",
          CountryId: 2,
        },
      };
      const res = await post("/api/account/cache-reg-data", data);
      expect(res.statusCode).toBe(200);
      const c = cookieOf(res, "reg_data")!;
      expect(c).toMatchObject({ httpOnly: true, path: "/api/account", maxAge: 3600 });
      expect(c.value).not.toContain("Lena");
      const back = await ctx.app.inject({ method: "GET", url: "/api/account/cache-reg-data", cookies: { reg_data: c.value } });
      expect(back.json()).toMatchObject({
        AuthData: { Email: "neu@example.com", FirstName: "Lena" },
        UseInvoiceAddress: true,
        DeliveryAddress: { City: "Wien" },
        InvoiceAddress: null,
      });
      expect(back.body).not.toContain("geheim");
      const tampered = await ctx.app.inject({
        method: "GET",
        url: "/api/account/cache-reg-data",
        cookies: { reg_data: `${c.value.slice(0, -4)}AAAA` },
      });
      expect(tampered.json()).toMatchObject({ AuthData: null, DeliveryAddress: null });
      expect((await ctx.app.inject({ method: "GET", url: "/api/account/cache-reg-data" })).json().AuthData).toBeNull();
    });
  });

  describe("personal data, password change, address book", () => {
    const address = {
      AddressType: 1,
      Title1: "Herr",
      FirstName: "Max",
      LastName: "Muster",
      Street: "Hauptstraße",
      HouseNumber: "5",
      ZipCode: "80331",
      City: "München",
      CountryId: 1,
    };

    it("§7 GET /api/common/address lists titles and countries in German", async () => {
      const res = await ctx.app.inject({ method: "GET", url: "/api/common/address" });
      const body = res.json();
      expect(body.Title1List.map((t: { DisplayName: string }) => t.DisplayName)).toEqual(expect.arrayContaining(["Frau", "Herr"]));
      expect(body.Title2List.map((t: { Id: string }) => t.Id)).toEqual(expect.arrayContaining(["Dr.", "Prof."]));
      expect(body.CountryList.map((c: { DisplayName: string }) => c.DisplayName)).toEqual(["Deutschland", "Österreich", "Schweiz"]);
    });

    it("reads and updates names, titles and phone", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const put = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/persoenliche-daten",
        headers: bearer(token),
        payload: { Title1: "Frau", Title2: "Dr.", FirstName: "Eva", LastName: "Sommer", Phone: "+49 89 555 111" },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({
        Title1: "Frau",
        Title2: "Dr.",
        FirstName: "Eva",
        LastName: "Sommer",
        Phone: "+49 89 555 111",
        Email: user.email,
        IsGuest: false,
      });
      const get = await ctx.app.inject({ method: "GET", url: "/api/jwt/konto/persoenliche-daten", headers: bearer(token) });
      expect(get.json().LastName).toBe("Sommer");
      const bad = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/persoenliche-daten",
        headers: bearer(token),
        payload: { Title1: "Sir", FirstName: "", LastName: "x" },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_ERROR");
    });

    it("changes the password with the current one; other sessions end", async () => {
      const user = await createCustomer(ctx.database.db);
      const first = await logIn(ctx.app, user.email);
      const wrong = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/kennwort",
        headers: bearer(first.token),
        payload: { CurrentPassword: "falsch", NewPassword: "Neues-Kennwort-2" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "WRONG_PASSWORD", fieldErrors: { CurrentPassword: ["Das Kennwort ist nicht korrekt."] } });
      const ok = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/kennwort",
        headers: bearer(first.token),
        payload: { CurrentPassword: PASSWORD, NewPassword: "Neues-Kennwort-2" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, token: expect.any(String) });
      // The old access token is refused at once; the new one of this device holds.
      const hasOrders = (token: string) =>
        ctx.app.inject({ method: "GET", url: "/api/jwt/kunde/hat-bestellungen", headers: bearer(token) });
      expect((await hasOrders(first.token)).statusCode).toBe(401);
      expect((await hasOrders(ok.json().token)).statusCode).toBe(200);
      expect((await post("/api/account/get/token", { RefreshToken: first.cookies.refresh_token })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: "Neues-Kennwort-2" })).statusCode).toBe(200);
    });

    it("address book: add, read, change, delete; §7 basedata/get returns DeliveryAddresses", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const h = bearer(token);
      const created = await ctx.app.inject({ method: "POST", url: "/api/jwt/adressen", headers: h, payload: address });
      expect(created.statusCode).toBe(200);
      const id = created.json().Id;
      expect(created.json()).toMatchObject({ ...address, Title2: "", CompanyName: "", Phone: "" });
      await ctx.app.inject({
        method: "POST",
        url: "/api/jwt/adressen",
        headers: h,
        payload: { ...address, AddressType: 0, Street: "Rechnungsweg" },
      });
      const base = await ctx.app.inject({ method: "GET", url: "/api/basedata/get", headers: h });
      expect(base.statusCode).toBe(200);
      expect(base.json().DeliveryAddresses.map((a: { Id: number }) => a.Id)).toEqual([id]);
      expect(base.json().InvoiceAddresses).toHaveLength(1);
      const changed = await ctx.app.inject({
        method: "PUT",
        url: `/api/jwt/adressen/${id}`,
        headers: h,
        payload: { ...address, City: "München-Schwabing" },
      });
      expect(changed.json().City).toBe("München-Schwabing");
      expect((await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: h })).json().City).toBe("München-Schwabing");
      expect((await ctx.app.inject({ method: "DELETE", url: `/api/jwt/adressen/${id}`, headers: h })).json()).toEqual({ success: true });
      expect((await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: h })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "GET", url: "/api/jwt/adressen", headers: h })).json()).toHaveLength(1);
    });

    it("basedata/get needs a user", async () => {
      expect((await ctx.app.inject({ method: "GET", url: "/api/basedata/get" })).statusCode).toBe(401);
    });

    it("address book: German field errors, postcode of the country", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/jwt/adressen",
        headers: bearer(token),
        payload: { ...address, ZipCode: "1010" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors["body.ZipCode"]).toBeDefined();
    });

    it("owner isolation: customer A gets 404 for B's address, and cannot change or delete it", async () => {
      const a = await createCustomer(ctx.database.db);
      const b = await createCustomer(ctx.database.db);
      const ta = (await logIn(ctx.app, a.email)).token;
      const tb = (await logIn(ctx.app, b.email)).token;
      const id = (await ctx.app.inject({ method: "POST", url: "/api/jwt/adressen", headers: bearer(tb), payload: address })).json().Id;
      const get = await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: bearer(ta) });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ code: "ADDRESS_NOT_FOUND", message: "Diese Adresse gibt es nicht (mehr)." });
      expect(
        (
          await ctx.app.inject({
            method: "PUT",
            url: `/api/jwt/adressen/${id}`,
            headers: bearer(ta),
            payload: { ...address, City: "Gekapert" },
          })
        ).statusCode,
      ).toBe(404);
      expect((await ctx.app.inject({ method: "DELETE", url: `/api/jwt/adressen/${id}`, headers: bearer(ta) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "GET", url: "/api/jwt/adressen", headers: bearer(ta) })).json()).toEqual([]);
      expect((await ctx.app.inject({ method: "GET", url: `/api/jwt/adressen/${id}`, headers: bearer(tb) })).json().City).toBe("München");
      expect((await ctx.app.inject({ method: "GET", url: "/api/jwt/adressen/abc", headers: bearer(ta) })).statusCode).toBe(400);
    });
  });

  describe("rating /bewerten-sie-uns/{token}/{orderId}", () => {
    // The invitation is queued for the mail worker (decision 0013): record what is queued.
    const sentMails: { to: string; subject: string }[] = [];
    const jobs: Jobs = {
      define: () => {},
      enqueue: async (queue, data) => (expect(queue).toBe(MAIL_QUEUE), sentMails.push(data as MailMessage), "job"),
      start: async () => {},
      stop: async () => {},
      queueSizes: async () => ({}),
      queueStates: async () => [],
      failedJobs: async () => ({ total: 0, items: [] }),
      retry: async () => null,
    };
    const services = () =>
      createAccountServices({
        db: ctx.database.db,
        jobs,
        cache: createMemoryCache(),
        config: loadConfig({ NODE_ENV: "test" }),
        clock: systemClock(),
        logger: silentLogger,
      });
    const marketSnapshot = () => ctx.app.services.calculator.market.snapshot();

    it("rates the dealer once; the dealer's rating and review count change and the offers show it", async () => {
      const db = ctx.database.db;
      const user = await createCustomer(db);
      const dealer = await someDealer(db);
      const order = await insertOrder(db, user.id, dealer);
      await marketSnapshot(); // loaded before the rating: must not keep the old value
      const { token, url } = await services().issueRatingToken(order.id);
      expect(url).toMatch(new RegExp(`/bewerten-sie-uns/${token}/${order.id}$`));
      expect(sentMails.at(-1)).toMatchObject({ to: user.email, subject: `Wie zufrieden waren Sie mit ${dealer.name}?` });
      expect(await services().ratingPage(token, order.id)).toEqual({
        status: "open",
        DealerName: dealer.name,
        OrderNumber: order.orderNumber,
      });

      // The dealer's rating is its customers' ratings (decision 0044): none, or those of earlier tests.
      const ratingOf = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${orderRatings.stars}), 0)::int` })
            .from(orderRatings)
            .where(eq(orderRatings.dealerId, dealer.dealerId))
        )[0];
      const before = await ratingOf();
      const overall = async () => (await ctx.app.inject({ url: `/api/site/trusted-shops/${LOCALES.de.trustedShopsId}/overall` })).json();
      const totalBefore = (await overall()).TotalReviewCount; // also fills the 3600 s cache
      const res = await post("/api/account/bewertung", { Token: token, OrderId: order.id, Stars: 1, Comment: "Zu spät geliefert." });
      expect(res.statusCode).toBe(200);
      const expected = Math.round(((before.sum + 1) / (before.n + 1)) * 10);
      expect(res.json()).toMatchObject({ success: true, Rating: expected / 10, ReviewCount: before.n + 1 });
      expect(await ratingOf()).toEqual({ n: before.n + 1, sum: before.sum + 1 });
      // The dealer page reads the same ratings.
      const page = (await ctx.app.inject({ url: `/api/site/1/dealers/${dealer.dealerId}` })).json();
      expect(page).toMatchObject({ Rating: expected / 10, ReviewCount: before.n + 1 });
      // The offers and the review-quality widget follow from `order.rated` (decision 0051).
      await ctx.app.events.settled();
      expect((await marketSnapshot()).branchById.get(dealer.branchId)!.ratingX10).toBe(expected);
      // The review-quality widget of this instance counts it.
      expect((await overall()).TotalReviewCount).toBe(totalBefore + 1);

      const again = await post("/api/account/bewertung", { Token: token, OrderId: order.id, Stars: 5, Comment: "" });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Diese Bestellung wurde bereits bewertet. Vielen Dank für Ihre Rückmeldung!");
      expect((await services().ratingPage(token, order.id)).status).toBe("rated");
    });

    it("a token of another order, a bad token and bad stars are refused", async () => {
      const db = ctx.database.db;
      const user = await createCustomer(db);
      const dealer = await someDealer(db);
      const o1 = await insertOrder(db, user.id, dealer);
      const o2 = await insertOrder(db, user.id, dealer);
      const { token } = await services().issueRatingToken(o1.id, { sendMail: false });
      expect((await post("/api/account/bewertung", { Token: token, OrderId: o2.id, Stars: 4 })).statusCode).toBe(400);
      expect((await post("/api/account/bewertung", { Token: "x".repeat(43), OrderId: o1.id, Stars: 4 })).json().code).toBe("LINK_INVALID");
      const badStars = await post("/api/account/bewertung", { Token: token, OrderId: 0, Stars: 6 });
      expect(badStars.statusCode).toBe(400);
      expect(badStars.json().fieldErrors).toEqual({
        "body.OrderId": ["Der Wert muss größer als 0 sein."],
        "body.Stars": ["Bitte vergeben Sie 1 bis 5 Sterne."],
      });
      expect((await services().ratingPage(token, o2.id)).status).toBe("invalid");
      await expect(services().issueRatingToken(99_999_999)).rejects.toMatchObject({ statusCode: 404 });
    });

    it("an expired rating link is refused", async () => {
      const db = ctx.database.db;
      const user = await createCustomer(db);
      const order = await insertOrder(db, user.id, await someDealer(db));
      const { token } = await services().issueRatingToken(order.id, { sendMail: false });
      await db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 minute' where purpose = 'rate-order' and payload = ${String(order.id)}`,
      );
      const res = await post("/api/account/bewertung", { Token: token, OrderId: order.id, Stars: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.");
    });
  });
});
