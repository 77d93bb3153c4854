import { describe, expect, it } from "vitest";
import { csvDocument, csvField, csvMinorUnits, csvNumber, csvRecord } from "./csv.ts";

describe("the one CSV cell writer (decision 0038)", () => {
  it.each([
    // Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection").
    ["@SUM(1+1)*cmd|'/C calc'!A0", "'@SUM(1+1)*cmd|'/C calc'!A0"],
    ['=HYPERLINK("http://evil.example/?x","Klick")', `"'=HYPERLINK(""http://evil.example/?x"",""Klick"")"`],
    ["=1+1", "'=1+1"],
    ["+49 89 123456", "'+49 89 123456"],
    ["-2+3", "'-2+3"],
    ["-12,5", "'-12,5"],
    ["@Mustermann", "'@Mustermann"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
    // Only the first character counts; anything else is plain text.
    ["München", "München"],
    ["Müller-Lüdenscheidt", "Müller-Lüdenscheidt"],
    ["a=1", "a=1"],
    [" =1+1", " =1+1"],
    ["", ""],
    // Quoted when it holds the delimiter, a quote or a line break.
    ["München; Altstadt", '"München; Altstadt"'],
    ['Sagt "Hallo"', '"Sagt ""Hallo"""'],
    ["Zeile\nzwei", '"Zeile\nzwei"'],
    ["=A1;B2", `"'=A1;B2"`],
  ])("text %j → %s", (value, cell) => expect(csvField(value)).toBe(cell));

  it.each([
    [-12.5, "-12,5"],
    [-3, "-3"],
    [3000, "3000"],
    [0, "0"],
    [1.25, "1,25"],
    [Number.NaN, ""],
  ])("a number %d stays a number: %s", (value, cell) => expect(csvField(value)).toBe(cell));

  it.each([
    [csvNumber(-12.46, 1), "-12,5"],
    [csvNumber(3.5, 2), "3,50"],
    [csvMinorUnits(149575), "1495,75"],
    [csvMinorUnits(-1050), "-10,50"],
    [csvMinorUnits(5), "0,05"],
    [csvMinorUnits(0), "0,00"],
  ])("a formatted number is written as it is: %s", (value, cell) => expect(csvField(value)).toBe(cell));

  it("writes nothing for null and undefined", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("writes records and whole files for German Excel: ';', CRLF, a byte order mark", () => {
    expect(csvRecord(["Ort", "-3", -3, null, "=1"])).toBe("Ort;'-3;-3;;'=1");
    expect(
      csvDocument([
        ["A", "B"],
        [1, "=x"],
      ]),
    ).toBe("\uFEFFA;B\r\n1;'=x\r\n");
    expect(csvDocument([])).toBe("\uFEFF");
  });
});
