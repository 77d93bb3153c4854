import { parse } from "csv-parse/sync";
import { and, eq, gt, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { INT_MAX } from "../../../domain/shared/db-ranges.ts";
import type { Db } from "../../../db/client.ts";
import { branches, priceTiers } from "../../../db/schema/index.ts";

/**
 * Imports a dealer price list (docs/price-list-import.md): all rows or none. Every problem is reported
 * with its line number in the file. The dealer portal's CSV upload and its price form run the same
 * validation (`validatePriceRecords`), restricted to the dealer's own branches.
 */
export const PRICE_LIST_COLUMNS = ["branch_id", "product_id", "min_amount", "net_price", "valid_from", "valid_to"] as const;

export interface ImportResult {
  imported: number;
  errors: PriceListError[];
}

export interface PriceListError {
  line: number;
  message: string;
}

/** One row of a price list as written in the file (or typed into the portal's form): text cells. */
export type PriceRecord = Record<(typeof PRICE_LIST_COLUMNS)[number], string>;

/** A checked row, ready to be written. */
export interface PriceListRow {
  line: number;
  branchId: number;
  productId: number;
  minAmount: number;
  netPerBasis: number;
  validFrom: Date;
  validTo: Date | null;
}

export interface ParsedPriceList {
  rows: PriceListRow[];
  errors: PriceListError[];
}

export interface PriceListScope {
  /** Only these branches may appear (a dealer's own); any other is an unknown branch, with no hint that it exists. */
  branchIds?: ReadonlySet<number>;
}

/** The CSV text → its rows with line numbers, or the one reason the file cannot be read. */
export function readPriceCsv(csv: string): { records: { record: PriceRecord; line: number }[] } | { error: PriceListError } {
  let parsed: { record: PriceRecord; info: { lines: number } }[];
  try {
    parsed = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      // German spreadsheets write ";" (the decimal comma is taken); others ",".
      delimiter: (csv.split("\n")[0] ?? "").includes(";") ? ";" : ",",
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    });
  } catch (err) {
    return {
      error: { line: (err as { lines?: number }).lines ?? 1, message: `Die Datei ist kein gültiges CSV: ${(err as Error).message}` },
    };
  }
  if (parsed.length === 0) return { error: { line: 1, message: "Die Datei enthält keine Preiszeilen." } };
  const missing = PRICE_LIST_COLUMNS.filter((c) => c !== "valid_to" && !(c in parsed[0].record));
  if (missing.length > 0) return { error: { line: 1, message: `Es fehlen Spalten: ${missing.join(", ")}.` } };
  return { records: parsed.map(({ record, info }) => ({ record, line: info.lines })) };
}

/** Reads and checks a CSV price list without writing anything. */
export async function parsePriceList(db: Db, csv: string, now = new Date(), scope: PriceListScope = {}): Promise<ParsedPriceList> {
  const read = readPriceCsv(csv);
  if ("error" in read) return { rows: [], errors: [read.error] };
  return validatePriceRecords(db, read.records, now, scope);
}

/** The rules every price row must meet, wherever it comes from (file, portal form, portal upload). */
export async function validatePriceRecords(
  db: Db,
  records: readonly { record: PriceRecord; line: number }[],
  now: Date,
  scope: PriceListScope = {},
): Promise<ParsedPriceList> {
  const errors: PriceListError[] = [];
  // Only ids an integer column can hold: a larger one would make the query itself fail.
  const branchIds = [...new Set(records.map((r) => branchIdOf(r.record.branch_id)).filter((id): id is number => id !== null))].filter(
    (id) => !scope.branchIds || scope.branchIds.has(id),
  );
  const known = branchIds.length
    ? await db.select({ id: branches.id, countryId: branches.countryId }).from(branches).where(inArray(branches.id, branchIds))
    : [];
  const countryOf = new Map(known.map((b) => [b.id, b.countryId]));

  const rows: PriceListRow[] = [];
  const seen = new Map<string, number>();
  for (const { record: r, line } of records) {
    const fail = (message: string) => errors.push({ line, message });
    const branchId = branchIdOf(r.branch_id);
    const country = branchId === null ? undefined : countryOf.get(branchId);
    if (branchId === null || country === undefined) {
      fail(`Unbekannte Filiale „${r.branch_id}“.`);
      continue;
    }
    const product = productById(Number(r.product_id));
    if (!product || product.CountryId !== country) {
      fail(`Das Produkt „${r.product_id}“ gibt es im Land der Filiale nicht.`);
      continue;
    }
    const rules = amountRules(product.ProductGroupId);
    const minAmount = Number(r.min_amount);
    if (!/^\d+$/.test(r.min_amount) || minAmount < rules.min || minAmount > rules.max) {
      fail(`Die Mindestmenge „${r.min_amount}“ muss eine ganze Zahl zwischen ${rules.min} und ${rules.max} sein.`);
      continue;
    }
    const price = parsePrice(r.net_price);
    if (price === null || price <= 0 || price > 10_000_000) {
      fail(`Der Preis „${r.net_price}“ ist ungültig (Netto pro ${rules.basisLabel}, z. B. 89,90).`);
      continue;
    }
    const validFrom = r.valid_from ? parseDate(r.valid_from) : now;
    if (!validFrom) {
      fail(`„${r.valid_from}“ ist kein gültiges Datum (JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM).`);
      continue;
    }
    const validTo = r.valid_to ? parseDate(r.valid_to) : null;
    if (r.valid_to && !validTo) {
      fail(`„${r.valid_to}“ ist kein gültiges Datum (JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM).`);
      continue;
    }
    if (validTo && validTo <= validFrom) {
      fail("Das Ende der Gültigkeit muss nach ihrem Beginn liegen.");
      continue;
    }
    const key = `${branchId}|${product.Id}|${minAmount}|${validFrom.toISOString()}`;
    if (seen.has(key)) {
      fail(`Doppelte Preisstaffel (wie in Zeile ${seen.get(key)}).`);
      continue;
    }
    seen.set(key, line);
    rows.push({ line, branchId, productId: product.Id, minAmount, netPerBasis: price, validFrom, validTo });
  }
  return { rows: errors.length > 0 ? [] : rows, errors };
}

export async function importPriceList(db: Db, csv: string, now = new Date()): Promise<ImportResult> {
  const { rows, errors } = await parsePriceList(db, csv, now);
  if (errors.length > 0) return { imported: 0, errors };
  return { imported: await writePriceLists(db, rows, now), errors: [] };
}

/**
 * Writes checked rows in one transaction. A list that starts now or earlier replaces the branch's
 * current list of that product as a whole, so the current one ends now (its rows stay, as history);
 * a list starting later leaves today's list alone until then.
 */
export async function writePriceLists(
  db: Db,
  rows: readonly PriceListRow[],
  now: Date,
  end: readonly { branchId: number; productId: number }[] = [],
): Promise<number> {
  const starting = new Map<string, { branchId: number; productId: number; validFrom: Date }>();
  for (const r of rows) {
    if (r.validFrom > now) continue;
    const key = `${r.branchId}|${r.productId}`;
    const known = starting.get(key);
    if (!known || r.validFrom > known.validFrom)
      starting.set(key, { branchId: r.branchId, productId: r.productId, validFrom: r.validFrom });
  }
  // A list ended without a successor (the portal's "no longer offered"): everything that has started ends now.
  for (const e of end) starting.set(`${e.branchId}|${e.productId}`, { ...e, validFrom: new Date(now.getTime() + 1) });
  await db.transaction(async (tx) => {
    for (const s of starting.values()) {
      await tx
        .update(priceTiers)
        .set({ validTo: now })
        .where(
          and(
            eq(priceTiers.branchId, s.branchId),
            eq(priceTiers.productId, s.productId),
            lte(priceTiers.validFrom, now),
            lt(priceTiers.validFrom, s.validFrom),
            or(isNull(priceTiers.validTo), gt(priceTiers.validTo, now)),
          ),
        );
    }
    const values = rows.map(({ line: _line, ...r }) => r);
    for (let i = 0; i < values.length; i += 2000) await tx.insert(priceTiers).values(values.slice(i, i + 2000));
  });
  return rows.length;
}

function branchIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= INT_MAX ? n : null;
}

/** "89,90", "89.90" or "1.089,90" → minor units. */
export function parsePrice(text: string): number | null {
  const t = text.replace(/\s/g, "");
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(t) || /^\d+(,\d{1,2})?$/.test(t)) normalised = t.replace(/\./g, "").replace(",", ".");
  else if (/^\d+(\.\d{1,2})?$/.test(t)) normalised = t;
  else return null;
  return Math.round(Number(normalised) * 100);
}

function parseDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/.test(text)) return null;
  const d = new Date(text.length === 10 ? `${text}T00:00:00` : text);
  return Number.isNaN(d.getTime()) ? null : d;
}
