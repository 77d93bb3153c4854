import { describe, expect, it } from "vitest";
import { priceFactors } from "./price-factors.ts";

describe("price factors' note", () => {
  it.each([1, 2, 3])("country %i dates its sources in German (dd.mm.yyyy), not ISO", (countryId) => {
    const note = priceFactors(countryId, "2026-11-22").Note;
    expect(note).toMatch(/Daten bis \d{2}\.\d{2}\.\d{4}\.$/);
    expect(note).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
