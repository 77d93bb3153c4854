import { parse } from "csv-parse/sync";
import { inArray } from "drizzle-orm";
import { amountRules, productById } from "../../../domain/catalog.ts";
import type { Db } from "../../../db/client.ts";
import { branches, priceTiers } from "../../../db/schema/index.ts";

/**
 * Imports a dealer price list (docs/price-list-import.md): all rows or none. Every problem is reported
 * with its line number in the file.
 */
export const PRICE_LIST_COLUMNS = ["branch_id", "product_id", "min_amount", "net_price", "valid_from", "valid_to"] as const;

export interface ImportResult {
  imported: number;
  errors: { line: number; message: string }[];
}

type Row = Record<(typeof PRICE_LIST_COLUMNS)[number], string>;

export async function importPriceList(db: Db, csv: string, now = new Date()): Promise<ImportResult> {
  let records: { record: Row; info: { lines: number } }[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      // German spreadsheets write ";" (the decimal comma is taken); others ",".
      delimiter: (csv.split("\n")[0] ?? "").includes(";") ? ";" : ",",
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    });
  } catch (err) {
    return { imported: 0, errors: [{ line: (err as { lines?: number }).lines ?? 1, message: `Die Datei ist kein gültiges CSV: ${(err as Error).message}` }] };
  }
  const errors: ImportResult["errors"] = [];
  if (records.length === 0) return { imported: 0, errors: [{ line: 1, message: "Die Datei enthält keine Preiszeilen." }] };
  const missing = PRICE_LIST_COLUMNS.filter((c) => c !== "valid_to" && !(c in records[0].record));
  if (missing.length > 0) return { imported: 0, errors: [{ line: 1, message: `Es fehlen Spalten: ${missing.join(", ")}.` }] };

  const branchIds = [...new Set(records.map((r) => Number(r.record.branch_id)).filter(Number.isInteger))];
  const known = branchIds.length
    ? await db.select({ id: branches.id, countryId: branches.countryId }).from(branches).where(inArray(branches.id, branchIds))
    : [];
  const countryOf = new Map(known.map((b) => [b.id, b.countryId]));

  const rows: (typeof priceTiers.$inferInsert)[] = [];
  const seen = new Map<string, number>();
  for (const { record: r, info } of records) {
    const line = info.lines;
    const fail = (message: string) => errors.push({ line, message });
    const branchId = Number(r.branch_id);
    const country = countryOf.get(branchId);
    if (!Number.isInteger(branchId) || country === undefined) {
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
    rows.push({ branchId, productId: product.Id, minAmount, netPerBasis: price, validFrom, validTo });
  }
  if (errors.length > 0) return { imported: 0, errors };
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 2000) await tx.insert(priceTiers).values(rows.slice(i, i + 2000));
  });
  return { imported: rows.length, errors: [] };
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
