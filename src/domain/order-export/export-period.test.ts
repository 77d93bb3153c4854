import { describe, expect, it } from "vitest";
import { defaultPeriod, exportFileName, periodProblem } from "./export-period.ts";

describe("periodProblem (at most a year, whole days)", () => {
  it.each([
    { from: "2026-01-01", to: "2026-12-31", problem: null },
    { from: "2024-01-01", to: "2024-12-31", problem: null }, // leap year: 366 days
    { from: "2026-01-01", to: "2027-01-01", problem: null }, // a year and a day
    { from: "2026-01-01", to: "2027-01-02", problem: "Der Zeitraum darf höchstens ein Jahr umfassen." },
    { from: "2026-03-01", to: "2026-03-01", problem: null },
    { from: "2026-03-02", to: "2026-03-01", problem: "Das Ende des Zeitraums liegt vor seinem Anfang." },
    { from: "2026-02-30", to: "2026-03-01", problem: "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT)." },
    { from: "01.01.2026", to: "2026-03-01", problem: "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT)." },
    { from: "", to: "", problem: "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT)." },
  ])("$from – $to", ({ from, to, problem }) => expect(periodProblem(from, to)).toBe(problem));
});

describe("file names and the default period", () => {
  it("names the file after the period", () => {
    expect(exportFileName("bestellungen", "2026-01-01", "2026-12-31", "csv")).toBe("bestellungen-2026-01-01-bis-2026-12-31.csv");
    expect(exportFileName("benutzer", "2026-01-01", "2026-03-31", "xlsx")).toBe("benutzer-2026-01-01-bis-2026-03-31.xlsx");
  });
  it("defaults to last calendar year", () => expect(defaultPeriod("2026-05-17")).toEqual({ from: "2025-01-01", to: "2025-12-31" }));
});
