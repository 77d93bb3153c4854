import { describe, expect, it } from "vitest";
import { chooseOrderColumns, DEFAULT_ORDER_COLUMNS, ORDER_COLUMNS, savedOrderColumns, USER_COLUMNS } from "./export-columns.ts";

describe("chooseOrderColumns (decision 0031 Exports)", () => {
  it.each([
    { asked: undefined, columns: [...DEFAULT_ORDER_COLUMNS] },
    { asked: [], columns: [...DEFAULT_ORDER_COLUMNS] },
    { asked: ["totalPrice", "orderNumber"], columns: ["orderNumber", "totalPrice"] },
    { asked: ["city", "city", "zip"], columns: ["zip", "city"] },
  ])("$asked → $columns", ({ asked, columns }) => {
    expect(chooseOrderColumns(asked)).toEqual({ ok: true, columns });
  });

  it.each([["passwordHash"], ["orderNumber", "iban"], ["tokenHash", "x", "y", "z"]])("refuses unknown columns %j in German", (...asked) => {
    const r = chooseOrderColumns(asked);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/^Unbekannte Spalte: /);
  });
});

describe("savedOrderColumns", () => {
  it.each([
    { value: null, columns: [...DEFAULT_ORDER_COLUMNS] },
    { value: "orderNumber", columns: [...DEFAULT_ORDER_COLUMNS] },
    { value: ["removedColumn"], columns: [...DEFAULT_ORDER_COLUMNS] },
    { value: ["status", "removedColumn", "orderNumber"], columns: ["orderNumber", "status"] },
  ])("$value → $columns", ({ value, columns }) => expect(savedOrderColumns(value)).toEqual(columns));
});

describe("the catalogues", () => {
  it("have unique keys and German headers, and nothing secret", () => {
    for (const list of [ORDER_COLUMNS, USER_COLUMNS]) {
      const keys = list.map((c) => c.key as string);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(k).not.toMatch(/password|hash|token|iban|mandate|secret/i);
    }
    expect(ORDER_COLUMNS.map((c) => c.header)).toEqual(
      expect.arrayContaining([
        "Bestellnummer",
        "Bestelldatum",
        "Land",
        "Produkt",
        "Menge",
        "Einheit",
        "Händler",
        "Status",
        "Zahlart",
        "Gesamtpreis brutto",
        "Netto",
        "MwSt",
        "Währung",
        "PLZ",
        "Ort",
      ]),
    );
  });
});
