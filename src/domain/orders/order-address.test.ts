import { describe, expect, it } from "vitest";
import { addressLine, checkAddress, sameAddress, type OrderAddressInput } from "./order-address.ts";
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from "./order-number.ts";

const address = (patch: Partial<OrderAddressInput> = {}): OrderAddressInput => ({
  Title1: "Frau",
  Title2: "",
  FirstName: "Erika",
  LastName: "Mustermann",
  CompanyName: "",
  Street: "Marienplatz",
  HouseNumber: "8",
  ZipCode: "80331",
  City: "München",
  Phone: "089 123456",
  ...patch,
});
const rules = { countryId: 1, requiredZip: "80331", allowCompany: true, requirePhone: true };

describe("order address check (German field errors)", () => {
  it("a complete address passes", () => {
    expect(checkAddress(address(), rules)).toEqual({});
  });

  it("required fields", () => {
    const errors = checkAddress(
      address({ FirstName: "", LastName: " ", Street: "", HouseNumber: "", ZipCode: "", City: "", Phone: "" }),
      rules,
    );
    expect(errors).toEqual({
      FirstName: "Bitte geben Sie Ihren Vornamen ein.",
      LastName: "Bitte geben Sie Ihren Nachnamen ein.",
      Street: "Bitte geben Sie die Straße ein.",
      HouseNumber: "Bitte geben Sie die Hausnummer ein.",
      ZipCode: "Bitte geben Sie die Postleitzahl ein.",
      City: "Bitte geben Sie den Ort ein.",
      Phone: "Bitte geben Sie eine Telefonnummer für Rückfragen zur Lieferung an.",
    });
  });

  it("the postcode must fit the country (spec §5) and be the offer's postcode (the price depends on it)", () => {
    expect(checkAddress(address({ ZipCode: "8033" }), rules).ZipCode).toBe("Die Postleitzahl muss in Deutschland aus 5 Ziffern bestehen.");
    expect(checkAddress(address({ ZipCode: "10115" }), rules).ZipCode).toBe(
      "Ihr Angebot wurde für die Postleitzahl 80331 berechnet. Für eine andere Postleitzahl berechnen Sie bitte ein neues Angebot.",
    );
    expect(checkAddress(address({ ZipCode: "1010" }), { ...rules, countryId: 2, requiredZip: "1010" })).toEqual({});
    expect(checkAddress(address({ ZipCode: "10115" }), { ...rules, requiredZip: undefined })).toEqual({});
  });

  it("company only when allowed; phone characters; titles from the lists", () => {
    expect(checkAddress(address({ CompanyName: "Muster GmbH" }), { ...rules, allowCompany: false }).CompanyName).toBeDefined();
    expect(checkAddress(address({ Phone: "call me" }), rules).Phone).toMatch(/nur Ziffern/);
    expect(checkAddress(address({ Title1: "König" }), rules).Title1).toBe("Bitte wählen Sie eine Anrede aus der Liste.");
    expect(checkAddress(address({ Phone: "" }), { ...rules, requirePhone: false })).toEqual({});
  });

  it("names and house numbers", () => {
    expect(checkAddress(address({ FirstName: "<script>" }), rules).FirstName).toBe(
      "Der Vorname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Leerzeichen, Punkt, Apostroph und Bindestrich enthalten.",
    );
    expect(checkAddress(address({ LastName: "Müller-Lüdenscheidt" }), rules)).toEqual({});
    expect(checkAddress(address({ HouseNumber: "a" }), rules).HouseNumber).toBe("Die Hausnummer beginnt mit einer Ziffer.");
  });

  it("one line for summaries, and equality ignoring case and spaces", () => {
    expect(addressLine(address({ Title2: "Dr.", CompanyName: "Muster GmbH" }))).toBe(
      "Dr. Erika Mustermann, Muster GmbH, Marienplatz 8, 80331 München",
    );
    expect(sameAddress(address(), address({ Street: " marienplatz " }))).toBe(true);
    expect(sameAddress(address(), address({ HouseNumber: "9" }))).toBe(false);
  });
});

describe("order numbers", () => {
  it("HM-{year}-{id with at least six digits}", () => {
    expect(formatOrderNumber(123, new Date("2026-03-01T10:00:00Z"))).toBe("HM-2026-000123");
    expect(formatOrderNumber(1234567, new Date("2026-03-01T10:00:00Z"))).toBe("HM-2026-1234567");
    // New Year's Eve 23:30 UTC is already the next year in Berlin.
    expect(formatOrderNumber(1, new Date("2026-12-31T23:30:00Z"))).toBe("HM-2027-000001");
    expect(ORDER_NUMBER_PATTERN.test("HM-2026-000123")).toBe(true);
  });
});
