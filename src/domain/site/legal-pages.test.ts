import { describe, expect, it } from "vitest";
import { LOCALES } from "../shared/countries.ts";
import { impressum, privacyPolicy } from "./legal-pages.ts";

const text = (p: { sections: { heading: string; paragraphs: string[] }[] }) =>
  p.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join("\n");

describe("Impressum and Datenschutz per country (decision 0015)", () => {
  it.each([
    ["de", "§ 5 Digitale-Dienste-Gesetz", "86153 Augsburg, Deutschland", "+49 821 7480 100", "§ 18 Abs. 2 MStV"],
    ["at", "§ 5 E-Commerce-Gesetz", "1060 Wien, Österreich", "+43 1 2530 100", "§ 25 Mediengesetz"],
    ["ch", "Art. 3 Abs. 1 lit. s", "8001 Zürich, Schweiz", "+41 44 5860 100", "CHE-"],
  ] as const)("%s Impressum: %s, %s, %s", (code, basis, place, phone, special) => {
    const t = text(impressum(LOCALES[code]));
    for (const s of [basis, place, phone, special]) expect(t).toContain(s);
  });

  it.each([
    ["de", "DSGVO", "Bayerisches Landesamt für Datenschutzaufsicht"],
    ["at", "DSGVO", "Österreichische Datenschutzbehörde"],
    ["ch", "Bundesgesetz über den Datenschutz (DSG)", "EDÖB"],
  ] as const)("%s privacy policy rests on %s, authority %s, and points to the cookie settings", (code, law, authority) => {
    const t = text(privacyPolicy(LOCALES[code]));
    expect(t).toContain(law);
    expect(t).toContain(authority);
    expect(t).toContain("„Cookie-Einstellungen“");
  });

  it("the Swiss pages neither cite EU law nor write ß", () => {
    const t = text(impressum(LOCALES.ch)) + text(privacyPolicy(LOCALES.ch));
    expect(t).not.toMatch(/DSGVO|Verbraucherschlichtung|ß/);
  });
});
