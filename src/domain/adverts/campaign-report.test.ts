import { describe, expect, it } from "vitest";
import { buildReport, reportCsv, reportFileName, reportPeriod } from "./campaign-report.ts";

describe("a campaign's report (decision 0068)", () => {
  const campaign = { startsOn: "2026-03-01", endsOn: "2026-03-31" };

  it("defaults to the campaign's last 30 days up to today; refuses an end before the start or more than a year", () => {
    expect(reportPeriod(campaign, "2026-03-10", {})).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(reportPeriod(campaign, "2026-05-01", {})).toEqual({ from: "2026-03-02", to: "2026-03-31" });
    expect(reportPeriod(campaign, "2026-02-01", {})).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(reportPeriod({ startsOn: "2025-01-01", endsOn: "2026-12-31" }, "2026-03-10", {})).toEqual({
      from: "2026-02-09",
      to: "2026-03-10",
    });
    expect(reportPeriod(campaign, "2026-03-10", { from: "2025-03-11", to: "2026-03-10" })).toEqual({
      from: "2025-03-11",
      to: "2026-03-10",
    });
    expect(reportPeriod(campaign, "2026-03-10", { from: "2026-03-05", to: "2026-03-04" })).toBeNull();
    expect(reportPeriod(campaign, "2026-03-10", { from: "2024-01-01", to: "2026-03-04" })).toBeNull();
  });

  it("lists every day, sums per slot and in total, with the click rate", () => {
    const rows = [
      { day: "2026-03-02", slotId: 7, impressions: 100, clicks: 3 },
      { day: "2026-03-02", slotId: 5, impressions: 50, clicks: 0 },
      { day: "2026-03-04", slotId: 7, impressions: 0, clicks: 1 },
      { day: "2026-02-28", slotId: 7, impressions: 99, clicks: 9 },
    ];
    const r = buildReport(3, { from: "2026-03-01", to: "2026-03-04" }, rows, new Map([[7, "angebotsliste-mitte"]]));
    expect(r.Days.map((d) => [d.Day, d.Impressions, d.Clicks])).toEqual([
      ["2026-03-01", 0, 0],
      ["2026-03-02", 150, 3],
      ["2026-03-03", 0, 0],
      ["2026-03-04", 0, 1],
    ]);
    expect(r.Total).toEqual({ Impressions: 150, Clicks: 4, ClickRate: 4 / 150 });
    expect(r.Slots.map((s) => [s.SlotKey, s.Impressions, s.Clicks])).toEqual([
      ["Werbeplatz 5", 50, 0],
      ["angebotsliste-mitte", 100, 4],
    ]);
    expect(r.Rows[0]).toMatchObject({ Day: "2026-03-02", SlotId: 5 });
  });

  it("writes the CSV for German Excel, formulas neutralised, and names the file by campaign and period", () => {
    const r = buildReport(
      3,
      { from: "2026-03-01", to: "2026-03-02" },
      [{ day: "2026-03-02", slotId: 1, impressions: 200, clicks: 3 }],
      new Map([[1, "=HYPERLINK(1)"]]),
    );
    const csv = reportCsv(r);
    expect(csv.startsWith("\uFEFFTag;Werbeplatz;Impressionen;Klicks;Klickrate (%)\r\n")).toBe(true);
    expect(csv).toContain("2026-03-02;'=HYPERLINK(1);200;3;1,50\r\n");
    expect(csv).toContain("Summe;2026-03-01 bis 2026-03-02;200;3;1,50\r\n");
    expect(reportFileName({ id: 3, name: "Herbst: Süd/Öl" }, { from: "2026-03-01", to: "2026-03-02" })).toBe(
      "kampagne-3-herbst-sued-oel_2026-03-01_bis_2026-03-02.csv",
    );
  });
});
