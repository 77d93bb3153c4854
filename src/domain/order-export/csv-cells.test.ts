import { describe, expect, it } from "vitest";
import { csvField } from "../shared/csv.ts";
import { csvCell } from "./csv-cells.ts";

describe("CSV cells for German Excel (decision 0031 Exports)", () => {
  it.each([
    { kind: "money", value: 0, text: "0,00" },
    { kind: "money", value: 5, text: "0,05" },
    { kind: "money", value: 149575, text: "1495,75" },
    { kind: "money", value: 123456789, text: "1234567,89" },
    // A negative amount is a number: no apostrophe (decision 0038).
    { kind: "money", value: -1050, text: "-10,50" },
    { kind: "money", value: 250000, text: "2500,00" },
    { kind: "number", value: 3000, text: "3000" },
    { kind: "number", value: -12, text: "-12" },
    { kind: "text", value: 'Heizöl; "Premium"', text: '"Heizöl; ""Premium"""' },
    { kind: "text", value: "Zeile 1\r\nZeile 2", text: "Zeile 1 Zeile 2" },
    { kind: "text", value: "@SUM(1+1)*cmd|'/C calc'!A0", text: "'@SUM(1+1)*cmd|'/C calc'!A0" },
    { kind: "text", value: null, text: "" },
    { kind: "money", value: null, text: "" },
    // Berlin time: winter UTC+1, summer UTC+2.
    { kind: "datetime", value: new Date("2026-01-15T13:05:00Z"), text: "15.01.2026 14:05" },
    { kind: "datetime", value: new Date("2026-07-01T22:30:00Z"), text: "02.07.2026 00:30" },
    { kind: "date", value: "2026-03-04", text: "04.03.2026" },
  ] as const)("$kind $value → $text", ({ kind, value, text }) => expect(csvField(csvCell(kind, value))).toBe(text));
});
