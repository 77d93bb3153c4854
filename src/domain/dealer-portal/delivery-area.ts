/**
 * A branch's delivery area (decisions 0024, 0027): a radius around the branch and/or a list of postcodes,
 * each a full postcode or a prefix for every postcode starting with it ("80" = 80000–80999). Pure rules
 * of the portal's form; whether a postcode exists is checked on the server.
 */
import { localeById } from "../shared/countries.ts";

export const DELIVERY_RADIUS_MAX_KM = 150;
/** A shorter prefix would cover a tenth of a country or more: that is a radius, not a list. */
export const MIN_PREFIX_DIGITS = 2;
export const MAX_POSTCODE_ENTRIES = 500;

export interface PostcodeListResult {
  /** Sorted, without duplicates and without entries a shorter prefix of the list already covers. */
  entries: string[];
  /** German sentences, one per bad entry. */
  problems: string[];
}

/** Entries may be separated by commas, semicolons, spaces or line breaks (pasted from a spreadsheet). */
export function splitPostcodeList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

export function checkPostcodeList(tokens: readonly string[], countryId: number): PostcodeListResult {
  const locale = localeById(countryId);
  const length = locale?.zipLength ?? 5;
  const where = locale?.countryNameWithArticle ?? "in diesem Land";
  const problems: string[] = [];
  const valid = new Set<string>();
  for (const t of tokens) {
    if (!/^\d+$/.test(t)) problems.push(`„${t.slice(0, 20)}“ ist keine Postleitzahl: bitte nur Ziffern.`);
    else if (t.length > length) problems.push(`„${t.slice(0, 20)}“ ist zu lang: Postleitzahlen haben ${where} ${length} Ziffern.`);
    else if (t.length < MIN_PREFIX_DIGITS)
      problems.push(
        `„${t}“ ist zu kurz: bitte mindestens ${MIN_PREFIX_DIGITS} Ziffern (z. B. „${t}0“ für alle Postleitzahlen, die so beginnen).`,
      );
    else valid.add(t);
  }
  const sorted = [...valid].sort((a, b) => a.length - b.length || a.localeCompare(b));
  const entries: string[] = [];
  for (const e of sorted) if (!entries.some((p) => e.startsWith(p))) entries.push(e);
  if (entries.length > MAX_POSTCODE_ENTRIES)
    problems.push(
      `Bitte höchstens ${MAX_POSTCODE_ENTRIES} Einträge; fassen Sie benachbarte Postleitzahlen zu einem Präfix zusammen (z. B. „80“).`,
    );
  return { entries: entries.sort(), problems };
}

/** Whether a postcode is covered by an entry of the list. */
export function listCovers(entries: readonly string[], zip: string): boolean {
  return entries.some((e) => zip.startsWith(e));
}

export const RADIUS_MESSAGE = `Bitte geben Sie einen Radius zwischen 0 und ${DELIVERY_RADIUS_MAX_KM} km in ganzen Kilometern an.`;

/** Radius in whole km, 0–150. */
export function checkRadius(km: number): string | null {
  return Number.isInteger(km) && km >= 0 && km <= DELIVERY_RADIUS_MAX_KM ? null : RADIUS_MESSAGE;
}
