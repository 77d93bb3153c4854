import { describe, expect, it } from "vitest";
import { priceFactors } from "./price-factors.ts";

describe("price factors' note", () => {
  it.each([1, 2, 3])("country %i dates its sources in German (dd.mm.yyyy), not ISO", (countryId) => {
    const note = priceFactors(countryId, "2026-11-22").Note;
    expect(note).toMatch(/Daten bis \d{2}\.\d{2}\.\d{4}\.$/);
    expect(note).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

const byId = (countryId: number, today: string) => Object.fromEntries(priceFactors(countryId, today).Factors.map((f) => [f.Id, f]));

/** Decision 0044: the data files end (Brent 18.08.2026, exchange rates June 2026); the page must not call that a current trend. */
describe("price factors: dated, a trend only while current", () => {
  it("long after the data ended: every factor dated, no trend but the CO₂ price of the running year", () => {
    const f = byId(1, "2026-11-27");
    expect(f[1]).toMatchObject({ TimeStamp: "2026-08-18", Period: "week", IsCurrent: false, Change: null });
    expect(f[2]).toMatchObject({ TimeStamp: "2026-06-30", IsCurrent: false, Change: null });
    expect(f[3]).toMatchObject({ TimeStamp: "2026-06-30", Period: "month", IsCurrent: false, Change: null });
    // 55 → 60 € per tonne from 2025 to 2026.
    expect(f[5]).toMatchObject({ TimeStamp: "2026-01-01", Period: "year", IsCurrent: true, Change: 9.09, Value: 60 });
    expect(byId(2, "2026-11-27")[5]).toMatchObject({ IsCurrent: true, Change: 0, Value: 55 });
    expect(byId(3, "2026-11-27")[4]).toMatchObject({ TimeStamp: "2026-06-30", IsCurrent: false, Change: null });
  });

  it("two days after the last Brent price: Brent has its 7-day trend; Brent in euros waits for a current rate", () => {
    const f = byId(1, "2026-08-20");
    expect(f[1]).toMatchObject({ TimeStamp: "2026-08-18", IsCurrent: true });
    expect(f[1].Change).toEqual(expect.any(Number));
    expect(f[1].Change).not.toBe(0);
    expect(f[2]).toMatchObject({ TimeStamp: "2026-06-30", IsCurrent: false, Change: null });
  });

  it("while every series is current, every factor has its trend", () => {
    for (const countryId of [1, 2, 3]) {
      for (const f of priceFactors(countryId, "2026-07-06").Factors) {
        expect(f.IsCurrent, `${countryId}/${f.Id}`).toBe(true);
        expect(f.Change, `${countryId}/${f.Id}`).toEqual(expect.any(Number));
        expect(f.TimeStamp <= "2026-07-06").toBe(true);
      }
    }
  });

  it("the CO₂ table ends with 2026: in 2027 its price is no current trend", () => {
    expect(byId(1, "2027-01-04")[5]).toMatchObject({ TimeStamp: "2026-01-01", IsCurrent: false, Change: null });
  });
});
