import { describe, expect, it } from "vitest";
import {
  addressSchema,
  COUNTRY_LIST,
  fieldErrorsOf,
  newPasswordSchema,
  passwordRepeatErrors,
  registerSchema,
  registrationDataSchema,
  TITLE1_LIST,
} from "./account.schemas.ts";

const address = {
  AddressType: 1,
  Title1: "Herr",
  FirstName: "Max",
  LastName: "Muster",
  Street: "Hauptstraße",
  HouseNumber: "1a",
  ZipCode: "80331",
  City: "München",
  CountryId: 1,
};

describe("account forms", () => {
  it("§3 address lists hold German values and the spec's countries", () => {
    expect(TITLE1_LIST.map((t) => t.DisplayName)).toContain("Frau");
    expect(COUNTRY_LIST.map((c) => c.DisplayName)).toEqual(["Deutschland", "Österreich", "Schweiz"]);
  });

  it.each([
    ["80331", 1, true],
    ["8033", 1, false],
    ["1010", 2, true],
    ["10101", 2, false],
    ["8001", 3, true],
  ])("§5 address postcode %s in country %i valid: %s", (zip, countryId, ok) => {
    const r = addressSchema.safeParse({ ...address, ZipCode: zip, CountryId: countryId });
    expect(r.success).toBe(ok);
    expect(r.success ? undefined : fieldErrorsOf(r.error).ZipCode).toEqual(ok ? undefined : expect.stringMatching(/Postleitzahl/));
  });

  it.each([
    ["kurz1", false],
    ["nurbuchstaben", false],
    ["12345678", false],
    ["sicher-genug", true],
    ["Heizöl2024", true],
  ])("new password %s acceptable: %s", (pw, ok) => {
    expect(newPasswordSchema.safeParse(pw).success).toBe(ok);
  });

  it("registration gives German field errors and lower-cases the e-mail address", () => {
    const bad = registerSchema.safeParse({ Email: "nope", Password: "x", Title1: "Sir", FirstName: "", LastName: "", CountryId: 1 });
    expect(bad.success).toBe(false);
    const errors = fieldErrorsOf(bad.error!);
    expect(errors.Email).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(errors.Password).toMatch(/mindestens 8 Zeichen/);
    expect(errors.Title1).toBe("Bitte wählen Sie eine Anrede aus der Liste.");
    expect(errors.FirstName).toBe("Bitte geben Sie Ihren Vornamen ein.");
    const ok = registerSchema.parse({
      Email: " Max@Example.COM ",
      Password: "sicher-genug",
      Title1: "Herr",
      FirstName: "Max",
      LastName: "Muster",
      CountryId: 1,
    });
    expect(ok.Email).toBe("max@example.com");
    expect(ok.Notifications).toBe(false);
  });

  it("§3 registration session data never keeps a password", () => {
    const data = registrationDataSchema.parse({ AuthData: { Email: "a@b.de", Password: "geheim123" }, UseInvoiceAddress: true });
    expect(JSON.stringify(data)).not.toContain("geheim");
    expect(data).toMatchObject({ UseInvoiceAddress: true, DeliveryAddress: null, InvoiceAddress: null });
  });
});

describe("the password repeat (registration, new password, password change)", () => {
  it.each([
    ["Kennwort-1", "Kennwort-1", {}],
    ["Kennwort-1", "Kennwort-2", { PasswordRepeat: "Die Kennwörter stimmen nicht überein." }],
    ["abc1", "abc2", { PasswordRepeat: "Die Kennwörter stimmen nicht überein." }],
    ["", undefined, {}],
  ])("%s / %s", (password, repeat, errors) => {
    expect(passwordRepeatErrors(password, repeat, "PasswordRepeat")).toEqual(errors);
  });
});
