import { dayNumber } from "../shared/calendar-day.ts";

/**
 * The period of an export: whole days in Europe/Berlin, at most a year (366 days, so a leap year or
 * "1 January to 1 January" still fits). Longer periods would be several files' worth of rows anyway.
 */
export const MAX_EXPORT_DAYS = 366;

/** Null when the period is fine, else the German sentence for the form. */
export function periodProblem(from: string, to: string): string | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) return "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT).";
  if (b < a) return "Das Ende des Zeitraums liegt vor seinem Anfang.";
  if (b - a + 1 > MAX_EXPORT_DAYS) return "Der Zeitraum darf höchstens ein Jahr umfassen.";
  return null;
}

/** The file's name: bestellungen-2026-01-01-bis-2026-12-31.csv. */
export function exportFileName(prefix: string, from: string, to: string, format: "csv" | "xlsx"): string {
  return `${prefix}-${from}-bis-${to}.${format}`;
}

/** The calendar year before `today` (ISO): the form's default period, what finance closes. */
export function defaultPeriod(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
}
