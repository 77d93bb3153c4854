/**
 * A campaign's report (decision 0068, "Back office"): impressions, clicks and click rate per day and per slot
 * from the counted sums, every day of the period listed (a day without counts is a row of zeros, so the chart's
 * line does not skip it), and the CSV of the back office's exports (decision 0038).
 */
import { csvDocument, csvNumber } from "../shared/csv.ts";
import type { CampaignReport } from "./manage.schemas.ts";

/** At most a year per report: a longer period is more rows than a chart or a spreadsheet reads well. */
export const REPORT_MAX_DAYS = 366;
/** Without a period asked: the campaign's last 30 days up to today, a chart's and a table's worth. */
export const REPORT_DEFAULT_DAYS = 30;

export interface CountRow {
  day: string;
  slotId: number;
  impressions: number;
  clicks: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Clicks per impression (0 without impressions). */
export const clickRate = (impressions: number, clicks: number) => (impressions > 0 ? clicks / impressions : 0);

/**
 * The period asked, or the campaign's last 30 days up to today. null when the end
 * lies before the start or the period is longer than a year: the caller answers with its German 400.
 */
export function reportPeriod(
  campaign: { startsOn: string; endsOn: string },
  today: string,
  asked: { from?: string; to?: string },
): { from: string; to: string } | null {
  // ISO days sort as text: the earlier of its end and today, but never before its start.
  const [lastDay] = [campaign.endsOn, today].sort();
  const to = asked.to ?? [lastDay, campaign.startsOn].sort()[1];
  const from = asked.from ?? dayOf(Math.max(dayNumber(campaign.startsOn), dayNumber(to) - (REPORT_DEFAULT_DAYS - 1)));
  if (Number.isNaN(dayNumber(from)) || Number.isNaN(dayNumber(to))) return null;
  if (to < from || dayNumber(to) - dayNumber(from) >= REPORT_MAX_DAYS) return null;
  return { from, to };
}

export function buildReport(
  campaignId: number,
  period: { from: string; to: string },
  rows: readonly CountRow[],
  slotKeys: ReadonlyMap<number, string>,
): CampaignReport {
  const figures = (impressions: number, clicks: number) => ({
    Impressions: impressions,
    Clicks: clicks,
    ClickRate: clickRate(impressions, clicks),
  });
  const inPeriod = rows.filter((r) => r.day >= period.from && r.day <= period.to);
  const days = [];
  for (let n = dayNumber(period.from); n <= dayNumber(period.to); n++) {
    const day = dayOf(n);
    const of = inPeriod.filter((r) => r.day === day);
    days.push({ Day: day, ...figures(sum(of, "impressions"), sum(of, "clicks")) });
  }
  const slotIds = [...new Set(inPeriod.map((r) => r.slotId))].sort((a, b) => a - b);
  const keyOf = (id: number) => slotKeys.get(id) ?? `Werbeplatz ${id}`;
  return {
    CampaignId: campaignId,
    From: period.from,
    To: period.to,
    Total: figures(sum(inPeriod, "impressions"), sum(inPeriod, "clicks")),
    Days: days,
    Slots: slotIds.map((id) => {
      const of = inPeriod.filter((r) => r.slotId === id);
      return { SlotId: id, SlotKey: keyOf(id), ...figures(sum(of, "impressions"), sum(of, "clicks")) };
    }),
    Rows: [...inPeriod]
      .sort((a, b) => a.day.localeCompare(b.day) || a.slotId - b.slotId)
      .map((r) => ({ Day: r.day, SlotId: r.slotId, SlotKey: keyOf(r.slotId), ...figures(r.impressions, r.clicks) })),
  };
}

function sum(rows: readonly CountRow[], key: "impressions" | "clicks"): number {
  return rows.reduce((n, r) => n + r[key], 0);
}

/** 0.0123 → "1,23" (percent with two decimals), as a number cell of the CSV. */
export const percent = (rate: number) => csvNumber(rate * 100, 2);

/** The report as German Excel reads it: one record per day and slot with counts, then the total. */
export function reportCsv(report: CampaignReport): string {
  const header = ["Tag", "Werbeplatz", "Impressionen", "Klicks", "Klickrate (%)"];
  const rows = report.Rows.map((r) => [r.Day, r.SlotKey, r.Impressions, r.Clicks, percent(r.ClickRate)]);
  const total = [
    "Summe",
    `${report.From} bis ${report.To}`,
    report.Total.Impressions,
    report.Total.Clicks,
    percent(report.Total.ClickRate),
  ];
  return csvDocument([header, ...rows, total]);
}

/** "kampagne-12-herbst-sued_2026-01-01_bis_2026-01-31.csv": the campaign and the period, in ASCII. */
export function reportFileName(campaign: { id: number; name: string }, period: { from: string; to: string }): string {
  const slug = campaign.name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `kampagne-${campaign.id}${slug ? `-${slug}` : ""}_${period.from}_bis_${period.to}.csv`;
}
