import { describe, expect, it } from "vitest";
import { LOCALES } from "./countries.ts";
import { COUNTRY_TEXTS, countrySpelling, countryTexts } from "./country-texts.ts";
import { checkAddress, type OrderAddressInput } from "../orders/order-address.ts";
import { checkIban } from "../orders/sepa.ts";

describe("per-country wording (decision 0015)", () => {
  it.each([
    ["de", "Straße", "Regelmäßige Sichtprüfung"],
    ["at", "Straße", "Regelmäßige Sichtprüfung"],
    ["ch", "Strasse", "Regelmässige Sichtprüfung"],
  ] as const)("%s writes %j and %j", (code, street, heading) => {
    expect(countryTexts(LOCALES[code]).street).toBe(street);
    expect(countrySpelling("Regelmäßige Sichtprüfung", LOCALES[code])).toBe(heading);
  });

  it.each([
    ["de", "DE", 22],
    ["at", "AT", 20],
    ["ch", "CH", 21],
  ] as const)("%s: the IBAN example is a valid %s IBAN of %i characters and the placeholder has its form", (code, prefix, length) => {
    const t = COUNTRY_TEXTS[code];
    const checked = checkIban(t.ibanExample);
    expect(checked.ok && checked.iban.length).toBe(length);
    expect(t.ibanExample.startsWith(prefix)).toBe(true);
    expect(t.ibanPlaceholder.replace(/ /g, "")).toMatch(new RegExp(`^${prefix}0{${length - 2}}$`));
  });

  it.each([
    [1, "Bitte geben Sie den vollständigen Straßennamen ein."],
    [2, "Bitte geben Sie den vollständigen Straßennamen ein."],
    [3, "Bitte geben Sie den vollständigen Strassennamen ein."],
  ])("address messages in country %i: %j", (countryId, message) => {
    const a: OrderAddressInput = {
      Title1: "",
      Title2: "",
      FirstName: "Erika",
      LastName: "Muster",
      CompanyName: "",
      Street: "Ab",
      HouseNumber: "1",
      ZipCode: countryId === 1 ? "80331" : "8001",
      City: "Ort",
      Phone: "",
    };
    expect(checkAddress(a, { countryId, allowCompany: true, requirePhone: false }).Street).toBe(message);
  });
});
