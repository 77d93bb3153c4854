import { describe, expect, it } from "vitest";
import { dipChartText, parseDipChartText } from "./dip-chart-text.ts";

describe("the dip chart as typed or pasted", () => {
  it.each([
    [
      "semicolons",
      "10;120\n20;310",
      [
        { levelCm: 10, litres: 120 },
        { levelCm: 20, litres: 310 },
      ],
    ],
    [
      "tabs from a spreadsheet, sorted",
      "20\t310\n10\t120",
      [
        { levelCm: 10, litres: 120 },
        { levelCm: 20, litres: 310 },
      ],
    ],
    [
      "units and thousands separators",
      "50 cm: 1.200 l\n100 cm; 2.950 Liter",
      [
        { levelCm: 50, litres: 1200 },
        { levelCm: 100, litres: 2950 },
      ],
    ],
    ["decimal commas", "12,5;150,5", [{ levelCm: 12.5, litres: 150.5 }]],
    ["empty lines ignored, empty text no chart", "\n\n", []],
  ])("%s", (_n, text, rows) => {
    expect(parseDipChartText(text)).toEqual({ ok: true, rows });
  });
  it("names the line it cannot read", () => {
    expect(parseDipChartText("10;120\nzehn;300")).toEqual({
      ok: false,
      message: "Zeile 2 der Peiltabelle verstehen wir nicht: bitte „Zentimeter;Liter“, z. B. „50;1200“.",
    });
  });
  it("writes what it reads", () => {
    expect(
      parseDipChartText(
        dipChartText([
          { levelCm: 10, litres: 120 },
          { levelCm: 20, litres: 310 },
        ]),
      ),
    ).toEqual({
      ok: true,
      rows: [
        { levelCm: 10, litres: 120 },
        { levelCm: 20, litres: 310 },
      ],
    });
  });
});
