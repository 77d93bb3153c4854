import { describe, expect, it } from "vitest";
import {
  checkAccountHolder,
  checkIban,
  creditorIdForDealer,
  formatIban,
  isMandateReference,
  maskIban,
  PROVIDER_CREDITOR,
  sepaMandateText,
} from "./sepa.ts";

describe("IBAN check (DE/AT/CH, German messages)", () => {
  it.each([
    ["DE89370400440532013000", "DE89370400440532013000"],
    ["de89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["AT61 1904 3002 3457 3201", "AT611904300234573201"],
    ["CH93 0076 2011 6238 5295 7", "CH9300762011623852957"],
  ])("%s is valid", (input, iban) => {
    expect(checkIban(input)).toEqual({ ok: true, iban });
  });

  it.each([
    ["", "Bitte geben Sie Ihre IBAN ein."],
    ["DE89 3704 0044 0532 0130 01", "Die Prüfziffer der IBAN stimmt nicht. Bitte prüfen Sie Ihre Eingabe."],
    ["DE89 3704 0044 0532 0130 0", "Eine IBAN aus Deutschland hat 22 Zeichen, Ihre Eingabe hat 21."],
    ["FR14 2004 1010 0505 0001 3M02 606", "Bitte geben Sie eine IBAN aus Deutschland, Österreich oder der Schweiz an."],
    ["DE89-3704", "Die IBAN darf nur Buchstaben und Ziffern enthalten."],
    ["DE89 3704 0044 0532 0130 0X", "Die IBAN hat ein ungültiges Format. Bitte prüfen Sie Ihre Eingabe."],
  ])("%j → %s", (input, message) => {
    expect(checkIban(input)).toEqual({ ok: false, message });
  });

  it("formats and masks", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });

  it("masks the one way used everywhere outside the order: country, check digits, bullets, last four", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE89 •••• 3000");
    expect(maskIban("de89 3704 0044 0532 0130 00")).toBe("DE89 •••• 3000");
    expect(maskIban("AT611904300234573201")).toBe("AT61 •••• 3201");
    expect(maskIban("CH9300762011623852957")).toBe("CH93 •••• 2957");
    expect(maskIban("DE89")).toBe("••••");
  });

  it("account holder is required, 3–70 characters", () => {
    expect(checkAccountHolder("  Erika   Mustermann ")).toEqual({ ok: true, value: "Erika Mustermann" });
    expect(checkAccountHolder("")).toMatchObject({ ok: false });
    expect(checkAccountHolder("E")).toMatchObject({ ok: false });
  });
});

describe("SEPA mandate", () => {
  it("a demo dealer's creditor id has valid check digits (same mod-97 rule as IBANs, business code excluded)", () => {
    const id = creditorIdForDealer(42);
    expect(id).toMatch(/^DE\d{2}ZZZ\d{11}$/);
    // The Bundesbank's published example DE98ZZZ09999999999 has the national id 09999999999.
    expect(creditorIdForDealer(9999999999)).toBe("DE98ZZZ09999999999");
    expect(creditorIdForDealer(42)).toBe(id);
    expect(creditorIdForDealer(43)).not.toBe(id);
    expect(PROVIDER_CREDITOR.id).toMatch(/^DE\d{2}ZZZ\d{11}$/);
  });

  it("the mandate text names creditor, creditor id, mandate reference, account holder and IBAN, in German", () => {
    const text = sepaMandateText({
      creditorName: "Heizöl Huber GmbH",
      creditorId: "DE98ZZZ09999999999",
      mandateReference: "HM-M-ABC123",
      accountHolder: "Erika Mustermann",
      iban: "DE89370400440532013000",
    });
    expect(text).toContain("SEPA-Lastschriftmandat");
    expect(text).toContain("Ich ermächtige Heizöl Huber GmbH, Zahlungen von meinem Konto mittels Lastschrift einzuziehen.");
    expect(text).toContain("Gläubiger-Identifikationsnummer: DE98ZZZ09999999999");
    expect(text).toContain("Mandatsreferenz: HM-M-ABC123");
    expect(text).toContain("IBAN: DE89 3704 0044 0532 0130 00");
    expect(text).toContain("acht Wochen");
  });

  it("mandate references: A–Z, 0–9 and '-', 6–35 characters", () => {
    expect(isMandateReference("HM-M-ABC123")).toBe(true);
    expect(isMandateReference("hm_1")).toBe(false);
  });
});
