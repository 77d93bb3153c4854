import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import { action } from "./personal-data.tsx";

const user = { id: 7, roles: ["CUSTOMER"], isImpersonatedS: false, isGuest: false };
const ADDRESS = {
  Title1: "Frau",
  Title2: "",
  FirstName: "Erika",
  LastName: "Mustermann",
  CompanyName: "",
  Street: "Marienplatz",
  HouseNumber: "8",
  ZipCode: "80331",
  City: "München",
  CountryId: "1",
  Phone: "",
};

function setUp(account: Record<string, unknown> = {}) {
  const services = {
    account: {
      updatePersonalData: vi.fn(async () => ({})),
      addAddress: vi.fn(async () => ({})),
      changeAddress: vi.fn(async () => ({})),
      removeAddress: vi.fn(async () => ({ success: true })),
      requestEmailChange: vi.fn(async () => ({ success: true, PendingEmail: "neu@example.com" })),
      changePassword: vi.fn(async () => ({ session: "new" })),
      changeNotifications: vi.fn(async () => ({ NotificationsConfirmed: false, ConfirmationSent: true })),
      ...account,
    },
  };
  const context = pageContext(services, {
    user: user as never,
    sessionCookies: () => ["auth_token=neu; Path=/; HttpOnly", "refresh_token=neu; Path=/api/account; HttpOnly"],
    renewedAccessCookies: async () => ["auth_token=frisch; Path=/; HttpOnly"],
  });
  const post = async ({ intent, ...fields }: Record<string, string>, headers?: Record<string, string>) =>
    answerOf(await action({ request: formPost(`/persoenliche-daten?aktion=${intent}`, fields, headers), context } as never));
  return { account: services.account, post };
}

describe("the personal data forms' action (decision 0061)", () => {
  it("her name: the use case, a fresh access cookie for the header's name, back with a notice", async () => {
    const { account, post } = setUp();
    const a = await post({ intent: "name", Title1: "Frau", Title2: "", FirstName: "Erika", LastName: "Muster", Phone: "" });
    expect(a).toMatchObject({ status: 302, location: "/persoenliche-daten?erledigt=daten#name-title" });
    expect(a.cookies).toEqual(["auth_token=frisch; Path=/; HttpOnly"]);
    expect(account.updatePersonalData).toHaveBeenCalledWith(7, expect.objectContaining({ FirstName: "Erika", LastName: "Muster" }));
  });

  it("a refused form comes back with its intent, the schema's field errors and what was typed", async () => {
    const { account, post } = setUp();
    const a = await post({ intent: "name", Title1: "Frau", Title2: "", FirstName: "", LastName: "Muster", Phone: "" });
    expect(a.status).toBe(400);
    expect(a.data).toMatchObject({
      intent: "name",
      message: "",
      fieldErrors: { FirstName: ["Bitte geben Sie Ihren Vornamen ein."] },
      values: { LastName: "Muster" },
    });
    expect(account.updatePersonalData).not.toHaveBeenCalled();
  });

  it("an address: added, or changed when it names its id; removed by its id", async () => {
    const { account, post } = setUp();
    expect(await post({ intent: "adresse", AddressType: "1", ...ADDRESS })).toMatchObject({
      location: "/persoenliche-daten?erledigt=adresse#addresses-title",
    });
    expect(account.addAddress).toHaveBeenCalledWith(7, expect.objectContaining({ AddressType: 1, CountryId: 1, Street: "Marienplatz" }));
    await post({ intent: "adresse", Id: "12", AddressType: "0", ...ADDRESS });
    expect(account.changeAddress).toHaveBeenCalledWith(7, 12, expect.objectContaining({ AddressType: 0 }));
    expect(await post({ intent: "adresse-loeschen", Id: "12" })).toMatchObject({
      location: expect.stringContaining("erledigt=adresse-entfernt"),
    });
    expect(account.removeAddress).toHaveBeenCalledWith(7, 12);
  });

  it("somebody else's address is the use case's refusal, for that card", async () => {
    const { post } = setUp({ removeAddress: vi.fn(async () => Promise.reject(new AppError("NOT_FOUND"))) });
    expect(await post({ intent: "adresse-loeschen", Id: "99" })).toMatchObject({
      status: 404,
      data: { intent: "adresse-loeschen", values: { Id: "99" } },
    });
  });

  it("the e-mail change never sends the password back", async () => {
    const { account, post } = setUp({ requestEmailChange: vi.fn(async () => Promise.reject(new AppError("LOGIN_FAILED"))) });
    const a = await post({ intent: "email", NewEmail: "neu@example.com", Password: "Geheim-123" });
    expect(a.data).toMatchObject({ intent: "email", values: { NewEmail: "neu@example.com" } });
    expect(JSON.stringify(a.data)).not.toContain("Geheim-123");
    expect(account.requestEmailChange).toHaveBeenCalledWith(
      { id: 7, isImpersonated: false },
      { NewEmail: "neu@example.com", Password: "Geheim-123" },
      1,
    );
  });

  it("the password change sets the new session's cookies (every other session ended)", async () => {
    const { account, post } = setUp();
    const bad = await post({
      intent: "kennwort",
      CurrentPassword: "Alt-Kennwort-1",
      NewPassword: "Neu-Kennwort-1",
      NewPasswordRepeat: "x",
    });
    expect(bad).toMatchObject({
      status: 400,
      data: { fieldErrors: { NewPasswordRepeat: ["Die Kennwörter stimmen nicht überein."] }, values: {} },
    });
    const a = await post({
      intent: "kennwort",
      CurrentPassword: "Alt-Kennwort-1",
      NewPassword: "Neu-Kennwort-1",
      NewPasswordRepeat: "Neu-Kennwort-1",
    });
    expect(a).toMatchObject({ status: 302, location: "/persoenliche-daten?erledigt=kennwort#password-title" });
    expect(a.cookies).toHaveLength(2);
    expect(account.changePassword).toHaveBeenCalledWith(
      { id: 7, isImpersonated: false },
      { CurrentPassword: "Alt-Kennwort-1", NewPassword: "Neu-Kennwort-1" },
    );
  });

  it("notifications: a checked box asks for the confirmation mail, an unchecked one turns them off", async () => {
    const { account, post } = setUp();
    expect(await post({ intent: "benachrichtigungen", Enabled: "on" })).toMatchObject({
      location: expect.stringContaining("erledigt=benachrichtigungen-bestaetigen"),
    });
    expect(account.changeNotifications).toHaveBeenCalledWith(7, true, 1);
    await post({ intent: "benachrichtigungen" });
    expect(account.changeNotifications).toHaveBeenLastCalledWith(7, false, 1);
  });

  it("an unknown intent is a message; a post from another site or without a login is refused", async () => {
    const { post } = setUp();
    expect(await post({ intent: "x" })).toMatchObject({
      status: 400,
      data: { message: "Unbekannte Aktion. Bitte laden Sie die Seite neu." },
    });
    expect(await thrownStatus(() => post({ intent: "name" }, { "sec-fetch-site": "cross-site" }))).toBe(403);
    const anonymous = pageContext({ account: {} });
    expect(
      await thrownStatus(() => action({ request: formPost("/persoenliche-daten", { intent: "name" }), context: anonymous } as never)),
    ).toBe(401);
  });
});
