import { and, eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { mailLog } from "../../../db/schema/orders.ts";
import { users, userTokens } from "../../../db/schema/accounts.ts";
import { clientAddress, createCustomer, logIn, PASSWORD } from "./account.test-helpers.ts";

/** Registration, password reset, e-mail change and opt-in, with the mails received over real SMTP. */
describe.each(testDatabases())("account mails on $name", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    COUNTRY_ORIGINS: "de=https://www.heizoel-marktplatz.test,at=https://at.heizoel-marktplatz.test,ch=https://ch.heizoel-marktplatz.test",
    // Configurable per country like MAIL_FROM; AT keeps its default.
    MAIL_FROM_CH: "Heizoel-Marktplatz Schweiz <kundendienst@heizoel-marktplatz.ch>",
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": clientAddress(), ...headers } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const linkIn = (text: string, path: string) => {
    const m = new RegExp(`https://www\\.heizoel-marktplatz\\.test${path}/([A-Za-z0-9_-]+)`).exec(text);
    if (!m) throw new Error(`no ${path} link in:\n${text}`);
    return m[1];
  };
  const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 9)}@example.com`;
  const registration = (Email: string, extra: object = {}) => ({
    Email,
    Password: "Mein-Heizoel-2024",
    Title1: "Frau",
    Title2: "Dr.",
    FirstName: "Erika",
    LastName: "Mustermann",
    CountryId: 1,
    ...extra,
  });

  describe("registration", () => {
    it("registers, logs in at once and mails a single-use confirmation link over SMTP", async () => {
      const email = unique("neu");
      const res = await post("/api/account/registrieren", registration(email.toUpperCase()));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, redirectUrl: null });
      expect(decodeJwt(body.token)).toMatchObject({ firstName: "Erika", isGuest: "False", title2: "Dr." });
      expect(res.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(["auth_token", "refresh_token", "CSRFTOKEN"]));

      const mail = await ctx.smtp.waitFor(email, /bitte bestätigen Sie Ihre E-Mail-Adresse/);
      expect(mail.text).toContain("Sehr geehrte Frau Dr. Mustermann,");
      expect(mail.text).toContain("Ihr Heizöl-Marktplatz-Team");
      expect(mail.html).toContain("Ihr Heizöl-Marktplatz-Team");
      expect(mail.html).toContain('lang="de"');
      const token = linkIn(mail.text, "/email-anpassung-bestaetigen");
      expect(mail.html).toContain(`/email-anpassung-bestaetigen/${token}`);

      const personal = () => ctx.app.inject({ method: "GET", url: "/api/jwt/konto/persoenliche-daten", headers: bearer(body.token) });
      expect((await personal()).json()).toMatchObject({ Email: email, EmailConfirmed: false });
      const confirm = await post("/api/account/email/bestaetigen", { Token: token });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toMatchObject({ success: true, Kind: "registration", Email: email });
      expect((await personal()).json().EmailConfirmed).toBe(true);
      const again = await post("/api/account/email/bestaetigen", { Token: token });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe("Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.");

      const logged = await ctx.database.db.select().from(mailLog).where(eq(mailLog.to, email));
      expect(logged[0]).toMatchObject({ template: "confirm-email", transport: "smtp" });
    });

    it("each country site's mails come from that country's address (decision 0015)", async () => {
      const sites = [
        { host: "localhost", from: /<service@heizoel-marktplatz\.de>$/ },
        { host: "at.localhost", from: /<service@heizoel-marktplatz\.at>$/ },
        { host: "ch.localhost", from: /^"?Heizoel-Marktplatz Schweiz"? <kundendienst@heizoel-marktplatz\.ch>$/ },
      ];
      for (const site of sites) {
        const email = unique(`von-${site.host.split(".")[0]}`);
        const res = await post("/api/account/registrieren", registration(email), { host: site.host });
        expect(res.statusCode, res.body).toBe(200);
        const mail = await ctx.smtp.waitFor(email, /bitte bestätigen Sie Ihre E-Mail-Adresse/);
        expect(mail.from).toMatch(site.from);
      }
    });

    it("an address that already has an account is a 409 with a field error", async () => {
      const existing = await createCustomer(ctx.database.db);
      const res = await post("/api/account/registrieren", registration(existing.email));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "EMAIL_TAKEN", fieldErrors: { Email: [expect.stringMatching(/bereits ein Kundenkonto/)] } });
    });

    it("bad input is a German 400 with field paths", async () => {
      const res = await post("/api/account/registrieren", { Email: "kein-mail", Password: "kurz", FirstName: "", CountryId: 9 });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toMatch(/^Ungültige Eingabe/);
      expect(Object.keys(body.fieldErrors)).toEqual(
        expect.arrayContaining(["body.Email", "body.Password", "body.FirstName", "body.CountryId"]),
      );
    });

    it("with notifications: a double-opt-in mail; /benachrichtigungen/{token}/bestaetigen switches them on", async () => {
      const email = unique("news");
      const res = await post("/api/account/registrieren", registration(email, { Notifications: true }));
      const mail = await ctx.smtp.waitFor(email, /Benachrichtigungen/);
      const token = /\/benachrichtigungen\/([A-Za-z0-9_-]+)\/bestaetigen/.exec(mail.text)![1];
      const confirm = await post("/api/account/benachrichtigungen/bestaetigen", { Token: token });
      expect(confirm.json()).toMatchObject({ success: true, message: expect.stringMatching(/aktiviert/) });
      const data = await ctx.app.inject({ method: "GET", url: "/api/jwt/konto/persoenliche-daten", headers: bearer(res.json().token) });
      expect(data.json().NotificationsConfirmed).toBe(true);
      expect((await post("/api/account/benachrichtigungen/bestaetigen", { Token: token })).statusCode).toBe(400);
    });

    it("notifications can be switched on later (mail) and off at once", async () => {
      const user = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, user.email);
      const on = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/benachrichtigungen",
        headers: bearer(token),
        payload: { Enabled: true },
      });
      expect(on.json()).toEqual({ success: true, NotificationsConfirmed: false, ConfirmationSent: true });
      await ctx.smtp.waitFor(user.email, /Benachrichtigungen/);
      const off = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/benachrichtigungen",
        headers: bearer(token),
        payload: { Enabled: false },
      });
      expect(off.json()).toEqual({ success: true, NotificationsConfirmed: false, ConfirmationSent: false });
    });

    it("guest: e-mail and name give a guest session (isGuest 'True'); guests cannot change passwords", async () => {
      const res = await post("/api/account/gast", { Email: "Gast@Example.com", FirstName: "Gerd", LastName: "Gast" });
      expect(res.statusCode).toBe(200);
      const { token } = res.json();
      expect(decodeJwt(token)).toMatchObject({ isGuest: "True", firstName: "Gerd" });
      const again = await post("/api/account/gast", { Email: "gast@example.com", FirstName: "Gerd", LastName: "Gast" });
      expect(decodeJwt(again.json().token).id).not.toBe(decodeJwt(token).id); // a new guest each time
      const pw = await ctx.app.inject({
        method: "PUT",
        url: "/api/jwt/konto/kennwort",
        headers: bearer(token),
        payload: { CurrentPassword: "x", NewPassword: "Neues-Kennwort-2" },
      });
      expect(pw.statusCode).toBe(403);
      expect(pw.json().message).toMatch(/Als Gast ist das nicht möglich/);
      expect((await post("/api/account/jwt/anmelden", { UserName: "gast@example.com", Password: "" })).statusCode).toBe(400);
      expect((await post("/api/account/gast", { Email: "x", FirstName: "", LastName: "" })).statusCode).toBe(400);
    });
  });

  describe("password forgotten", () => {
    it("always the same answer; only an existing account gets a mail", async () => {
      const user = await createCustomer(ctx.database.db, { title1: "Herr", lastName: "Vergesslich" });
      const known = await post("/api/account/kennwort-vergessen", { Email: user.email });
      const unknown = await post("/api/account/kennwort-vergessen", { Email: unique("niemand") });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toMatch(/^Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht/);
      const mail = await ctx.smtp.waitFor(user.email, /neues Kennwort/);
      expect(mail.text).toContain("Sehr geehrter Herr Vergesslich,");
      expect(mail.text).toContain("zwei Stunden");
    });

    it("the link sets a new password once; old sessions end; the old password stops working", async () => {
      const user = await createCustomer(ctx.database.db);
      const session = await logIn(ctx.app, user.email);
      await post("/api/account/kennwort-vergessen", { Email: user.email });
      const token = linkIn((await ctx.smtp.waitFor(user.email, /neues Kennwort/)).text, "/neues-kennwort-setzen");
      const weak = await post("/api/account/kennwort-setzen", { Token: token, Password: "kurz" });
      expect(weak.statusCode).toBe(400);
      const ok = await post("/api/account/kennwort-setzen", { Token: token, Password: "Ganz-Neu-2025" });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, message: expect.stringMatching(/Kennwort wurde geändert/) });
      expect((await post("/api/account/kennwort-setzen", { Token: token, Password: "Noch-Neuer-2025" })).statusCode).toBe(400);
      expect((await post("/api/account/get/token", { RefreshToken: session.cookies.refresh_token })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(401);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: "Ganz-Neu-2025" })).statusCode).toBe(200);
    });

    it("the link expires after 2 hours", async () => {
      const user = await createCustomer(ctx.database.db);
      await post("/api/account/kennwort-vergessen", { Email: user.email });
      const token = linkIn((await ctx.smtp.waitFor(user.email, /neues Kennwort/)).text, "/neues-kennwort-setzen");
      const [row] = await ctx.database.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "reset-password")));
      const seconds = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
      expect(seconds).toBeGreaterThan(2 * 3600 - 5);
      expect(seconds).toBeLessThanOrEqual(2 * 3600 + 5);
      await ctx.database.db.execute(
        sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id} and purpose = 'reset-password'`,
      );
      const res = await post("/api/account/kennwort-setzen", { Token: token, Password: "Ganz-Neu-2025" });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("LINK_INVALID");
    });
  });

  describe("e-mail change", () => {
    it("needs the password; mails the new address (link) and the old one (notice); the link applies it", async () => {
      const user = await createCustomer(ctx.database.db, { title1: "Frau", lastName: "Wechsel" });
      const { token } = await logIn(ctx.app, user.email);
      const newEmail = unique("neu-adresse");
      const wrong = await post("/api/jwt/konto/email", { NewEmail: newEmail, Password: "falsch" }, bearer(token));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toEqual({ Password: ["Das Kennwort ist nicht korrekt."] });
      const same = await post("/api/jwt/konto/email", { NewEmail: user.email, Password: PASSWORD }, bearer(token));
      expect(same.statusCode).toBe(400);

      const ok = await post("/api/jwt/konto/email", { NewEmail: newEmail, Password: PASSWORD }, bearer(token));
      expect(ok.json()).toEqual({ success: true, PendingEmail: newEmail });
      const mail = await ctx.smtp.waitFor(newEmail, /neue E-Mail-Adresse/);
      await ctx.smtp.waitFor(user.email, /Änderung Ihrer E-Mail-Adresse/);
      const link = linkIn(mail.text, "/email-anpassung-bestaetigen");
      // Nothing changes before the link is used.
      expect((await post("/api/account/jwt/anmelden", { UserName: newEmail, Password: PASSWORD })).statusCode).toBe(401);
      const confirm = await post("/api/account/email/bestaetigen", { Token: link });
      expect(confirm.json()).toMatchObject({ success: true, Kind: "change", Email: newEmail });
      expect((await post("/api/account/jwt/anmelden", { UserName: newEmail, Password: PASSWORD })).statusCode).toBe(200);
      expect((await post("/api/account/jwt/anmelden", { UserName: user.email, Password: PASSWORD })).statusCode).toBe(401);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row.pendingEmail).toBeNull();
    });

    it("an address of another account cannot be taken", async () => {
      const a = await createCustomer(ctx.database.db);
      const b = await createCustomer(ctx.database.db);
      const { token } = await logIn(ctx.app, a.email);
      const res = await post("/api/jwt/konto/email", { NewEmail: b.email, Password: PASSWORD }, bearer(token));
      expect(res.statusCode).toBe(409);
    });
  });
});

/** Decision 0013: account mails are jobs too, so a mail server that refuses them for a while loses none. */
describe.each(testDatabases())("account mails through the job queue on $name", (kind) => {
  const ctx = withMailCatchingApp(kind, {}, { failFirst: 2 });

  it("a registration mail refused twice is delivered once, with the same Message-ID on every attempt", async () => {
    const email = `queued-${Math.random().toString(36).slice(2, 9)}@example.com`;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/account/registrieren",
      headers: { "x-forwarded-for": clientAddress() },
      payload: {
        Email: email,
        Password: "Mein-Heizoel-2024",
        Title1: "Frau",
        Title2: "",
        FirstName: "Erika",
        LastName: "Mustermann",
        CountryId: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await ctx.smtp.waitFor(email, /bitte bestätigen Sie Ihre E-Mail-Adresse/, 30_000);
    expect(mail.messageId).toMatch(/^<mail-[0-9a-f-]{36}@heizoel-marktplatz\.de>$/);
    expect(ctx.smtp.refused.get(mail.messageId)).toBe(2);
    // The sender records the mail right after the server accepted it.
    const logged = async () => (await ctx.database.db.select().from(mailLog).where(eq(mailLog.to, email))).map((m) => m.messageId);
    await expect.poll(logged, { timeout: 10_000 }).toEqual([mail.messageId]);
  }, 60_000);
});
