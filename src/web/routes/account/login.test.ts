import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import { action } from "./login.tsx";

const SESSION_COOKIES = ["auth_token=neu; Path=/; HttpOnly", "refresh_token=neu; Path=/api/account; HttpOnly"];
const PERSON = { Title1: "Frau", Title2: "", FirstName: "Lotte", LastName: "Brenner", Phone: "", CountryId: "1" };

function setUp(account: Record<string, unknown> = {}) {
  const services = {
    account: {
      logIn: vi.fn(async () => ({ kind: "session", session: "s", redirectUrl: null })),
      requestPasswordReset: vi.fn(() => ({ message: "ok", done: Promise.resolve() })),
      registerCustomer: vi.fn(async () => ({ user: {}, session: "s" })),
      registerGuest: vi.fn(async () => "s"),
      ...account,
    },
  };
  const registrationCookie = vi.fn(async (d: unknown) => `reg_data=${encodeURIComponent(JSON.stringify(d))}; Path=/api/account; HttpOnly`);
  const context = pageContext(services, { sessionCookies: () => SESSION_COOKIES, registrationCookie, clientAddress: "10.0.0.1" });
  const post = async (
    path: string,
    fields: Record<string, string>,
    params: Record<string, string> = {},
    headers?: Record<string, string>,
  ) => answerOf(await action({ request: formPost(path, fields, headers), params, context } as never));
  return { account: services.account, registrationCookie, post };
}

describe("the login page's forms (decisions 0026, 0061)", () => {
  it("login: the use case with the client's address, the session's cookies, on to the ReturnUrl", async () => {
    const { account, post } = setUp();
    const a = await post("/benutzerkonto/anmeldung?ReturnUrl=%2Fheizoelpreise&aktion=anmelden", {
      UserName: "kunde@example.com",
      Password: "x",
    });
    expect(a).toMatchObject({ status: 302, location: "/heizoelpreise", cookies: SESSION_COOKIES });
    expect(account.logIn).toHaveBeenCalledWith({ UserName: "kunde@example.com", Password: "x", clientAddress: "10.0.0.1" });
  });

  it("a hostile ReturnUrl (another host, a scheme, a NUL byte) never leads off the site, for login, registration and guest", async () => {
    const { post } = setUp();
    for (const hostile of [
      "//evil.example/x",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil.example",
      "/heizoelpreise\u0000x",
    ]) {
      const q = `ReturnUrl=${encodeURIComponent(hostile)}`;
      const answers = [
        await post(`/benutzerkonto/anmeldung?${q}&aktion=anmelden`, { UserName: "kunde@example.com", Password: "x" }),
        await post(
          `/benutzerkonto/bestellanmeldung/heizoel?${q}&aktion=gast`,
          { Email: "gast@example.com", FirstName: "G", LastName: "Ast" },
          {
            productGroup: "heizoel",
          },
        ),
      ];
      for (const a of answers) {
        expect(a.status, hostile).toBe(302);
        expect(a.location, hostile).toMatch(/^\/(?![/\\])/);
        expect(a.location, hostile).not.toContain("evil");
        expect(a.location, hostile).not.toContain("\u0000");
      }
    }
  });

  it("login without JavaScript's old form (no ?aktion=) is the login too; a dealer goes into the portal", async () => {
    const { post } = setUp({ logIn: vi.fn(async () => ({ kind: "session", session: "s", redirectUrl: "/haendlerportal" })) });
    expect(await post("/benutzerkonto/anmeldung", { intent: "login", UserName: "h@example.com", Password: "x" })).toMatchObject({
      location: "/haendlerportal",
    });
  });

  it("a wrong password is the use case's German message, the address typed kept and the password not", async () => {
    const { post } = setUp({ logIn: vi.fn(async () => Promise.reject(new AppError("LOGIN_FAILED"))) });
    const a = await post("/benutzerkonto/anmeldung?aktion=anmelden", { UserName: "kunde@example.com", Password: "falsch" });
    expect(a.status).toBe(401);
    expect(a.data).toEqual({
      intent: "anmelden",
      code: "LOGIN_FAILED",
      message: "E-Mail-Adresse oder Kennwort ist nicht korrekt.",
      fieldErrors: {},
      values: { UserName: "kunde@example.com" },
    });
  });

  it("password forgotten: the same answer for every address, at once", async () => {
    const { account, post } = setUp();
    expect(await post("/benutzerkonto/anmeldung?aktion=kennwort-vergessen", { Email: "wer@example.com" })).toMatchObject({
      status: 302,
      location: "/anfrage-bestaetigen?anfrage=kennwort",
    });
    expect(account.requestPasswordReset).toHaveBeenCalledWith("wer@example.com", 1);
    expect(await post("/benutzerkonto/anmeldung?aktion=kennwort-vergessen", { Email: "kein" })).toMatchObject({
      status: 400,
      data: { intent: "kennwort-vergessen", fieldErrors: { Email: [expect.any(String)] } },
    });
  });

  it("registration: the schema's marks and the repeat at once, no password back; then the session and the confirmation page", async () => {
    const { account, post } = setUp();
    const bad = await post("/benutzerkonto/anmeldung?aktion=registrieren", {
      ...PERSON,
      Email: "l@example.com",
      Password: "ab1!",
      PasswordRepeat: "ab1?",
    });
    expect(bad).toMatchObject({
      status: 400,
      data: { intent: "registrieren", fieldErrors: { PasswordRepeat: ["Die Kennwörter stimmen nicht überein."] } },
    });
    expect((bad.data as { fieldErrors: Record<string, string[]> }).fieldErrors.Password).toContain(
      "Das Kennwort muss mindestens 8 Zeichen lang sein.",
    );
    expect(JSON.stringify(bad.data)).not.toContain("ab1");
    expect(account.registerCustomer).not.toHaveBeenCalled();

    const ok = await post("/benutzerkonto/anmeldung?ReturnUrl=%2Fnews&aktion=registrieren", {
      ...PERSON,
      Email: "l@example.com",
      Password: "Warm-Winter-2025",
      PasswordRepeat: "Warm-Winter-2025",
      Notifications: "on",
    });
    expect(ok).toMatchObject({
      status: 302,
      location: "/anfrage-bestaetigen?anfrage=registrierung&ReturnUrl=%2Fnews",
      cookies: SESSION_COOKIES,
    });
    expect(account.registerCustomer).toHaveBeenCalledWith(
      expect.objectContaining({ Email: "l@example.com", CountryId: 1, Notifications: true }),
      1,
    );
  });

  it("in the order flow, registration and guest keep what was typed for the checkout (never a password) and go on to the ReturnUrl", async () => {
    const { account, registrationCookie, post } = setUp();
    const order = { productGroup: "heizoel" };
    const reg = await post(
      "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoel%2Fbestellung&aktion=registrieren",
      { ...PERSON, Email: "l@example.com", Password: "Warm-Winter-2025", PasswordRepeat: "Warm-Winter-2025" },
      order,
    );
    expect(reg).toMatchObject({ status: 302, location: "/heizoel/bestellung" });
    expect(reg.cookies).toHaveLength(3);
    expect(registrationCookie).toHaveBeenLastCalledWith(
      expect.objectContaining({
        AuthData: {
          Email: "l@example.com",
          Title1: "Frau",
          Title2: "",
          FirstName: "Lotte",
          LastName: "Brenner",
          Phone: "",
          IsGuest: false,
        },
      }),
    );
    const guest = await post(
      "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoelpreise&aktion=gast",
      { Email: " Greta@Example.com ", FirstName: "Greta", LastName: "Gast" },
      order,
    );
    expect(guest).toMatchObject({ status: 302, location: "/heizoelpreise" });
    expect(account.registerGuest).toHaveBeenCalledWith(expect.objectContaining({ FirstName: "Greta" }), 1);
    expect(registrationCookie).toHaveBeenLastCalledWith(
      expect.objectContaining({ AuthData: expect.objectContaining({ Email: "greta@example.com", IsGuest: true }) }),
    );
  });

  it("refuses a post from another site (403)", async () => {
    const { account, post } = setUp();
    expect(
      await thrownStatus(() =>
        post("/benutzerkonto/anmeldung?aktion=anmelden", { UserName: "a@b.de" }, {}, { "sec-fetch-site": "cross-site" }),
      ),
    ).toBe(403);
    expect(account.logIn).not.toHaveBeenCalled();
  });
});
