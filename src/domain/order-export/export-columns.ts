/**
 * What the exports may contain (decision 0031 "Exports"): a fixed catalogue per dataset with
 * German headers. A column outside the catalogue cannot be asked for, so no export ever carries a
 * password hash, a token, an IBAN or a mandate text.
 */
export type CellKind = "text" | "number" | "money" | "datetime" | "date";

export interface ExportColumn {
  key: string;
  header: string;
  kind: CellKind;
}

export const ORDER_COLUMNS = [
  { key: "orderNumber", header: "Bestellnummer", kind: "text" },
  { key: "createdAt", header: "Bestelldatum", kind: "datetime" },
  { key: "country", header: "Land", kind: "text" },
  { key: "productGroup", header: "Produktgruppe", kind: "text" },
  { key: "product", header: "Produkt", kind: "text" },
  { key: "amount", header: "Menge", kind: "number" },
  { key: "unit", header: "Einheit", kind: "text" },
  { key: "deliveredAmount", header: "Gelieferte Menge", kind: "number" },
  { key: "dealerId", header: "Händlernummer", kind: "number" },
  { key: "dealer", header: "Händler", kind: "text" },
  { key: "status", header: "Status", kind: "text" },
  { key: "payment", header: "Zahlart", kind: "text" },
  { key: "totalPrice", header: "Gesamtpreis brutto", kind: "money" },
  { key: "netPrice", header: "Netto", kind: "money" },
  { key: "vatAmount", header: "MwSt", kind: "money" },
  { key: "finalTotalPrice", header: "Endpreis brutto", kind: "money" },
  { key: "unitPrice", header: "Preis je Einheit brutto", kind: "money" },
  { key: "currency", header: "Währung", kind: "text" },
  { key: "zip", header: "PLZ", kind: "text" },
  { key: "city", header: "Ort", kind: "text" },
  { key: "customerId", header: "Kundennummer", kind: "number" },
  { key: "customerName", header: "Kunde", kind: "text" },
  { key: "customerEmail", header: "E-Mail", kind: "text" },
  { key: "deliveryFrom", header: "Lieferung ab", kind: "date" },
  { key: "deliveryTo", header: "Lieferung bis", kind: "date" },
  { key: "reason", header: "Grund", kind: "text" },
] as const satisfies readonly ExportColumn[];

export type OrderColumnKey = (typeof ORDER_COLUMNS)[number]["key"];
export const ORDER_COLUMN_KEYS = ORDER_COLUMNS.map((c) => c.key) as [OrderColumnKey, ...OrderColumnKey[]];

/** What finance books: the order, what, where, from whom, and the money. */
export const DEFAULT_ORDER_COLUMNS: readonly OrderColumnKey[] = [
  "orderNumber",
  "createdAt",
  "country",
  "product",
  "amount",
  "unit",
  "dealer",
  "status",
  "payment",
  "totalPrice",
  "netPrice",
  "vatAmount",
  "currency",
  "zip",
  "city",
];

/** The admin's user list: the account's master data and its state; never the hash or a token. */
export const USER_COLUMNS = [
  { key: "id", header: "Kundennummer", kind: "number" },
  { key: "email", header: "E-Mail", kind: "text" },
  { key: "title", header: "Anrede", kind: "text" },
  { key: "firstName", header: "Vorname", kind: "text" },
  { key: "lastName", header: "Nachname", kind: "text" },
  { key: "phone", header: "Telefon", kind: "text" },
  { key: "country", header: "Land", kind: "text" },
  { key: "kind", header: "Kontoart", kind: "text" },
  { key: "roles", header: "Rollen", kind: "text" },
  { key: "createdAt", header: "Angelegt am", kind: "datetime" },
  { key: "emailConfirmedAt", header: "E-Mail bestätigt am", kind: "datetime" },
  { key: "lockedAt", header: "Gesperrt am", kind: "datetime" },
  { key: "anonymisedAt", header: "Gelöscht am", kind: "datetime" },
] as const satisfies readonly ExportColumn[];

export const EXPORT_DATASETS = ["orders", "users"] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export const DATASET_LABELS: Record<ExportDataset, string> = { orders: "Bestellungen", users: "Benutzer" };

export type ColumnChoice = { ok: true; columns: OrderColumnKey[] } | { ok: false; message: string };

/**
 * The order columns asked for, in the catalogue's order (a file's layout does not depend on the order
 * of the checkboxes); nothing asked: the default. Unknown keys are refused, not dropped, so a typo
 * in an API call does not silently give a different file.
 */
export function chooseOrderColumns(asked: readonly string[] | undefined): ColumnChoice {
  if (!asked || asked.length === 0) return { ok: true, columns: [...DEFAULT_ORDER_COLUMNS] };
  const unknown = asked.filter((k) => !ORDER_COLUMN_KEYS.includes(k as OrderColumnKey));
  if (unknown.length > 0) return { ok: false, message: `Unbekannte Spalte: ${unknown.slice(0, 3).join(", ")}.` };
  const set = new Set(asked);
  return { ok: true, columns: ORDER_COLUMN_KEYS.filter((k) => set.has(k)) };
}

/** A saved choice read back: columns no longer in the catalogue are dropped; nothing left gives the default. */
export function savedOrderColumns(value: unknown): OrderColumnKey[] {
  const keys = Array.isArray(value) ? value.filter((k): k is OrderColumnKey => ORDER_COLUMN_KEYS.includes(k as OrderColumnKey)) : [];
  return keys.length > 0 ? ORDER_COLUMN_KEYS.filter((k) => keys.includes(k)) : [...DEFAULT_ORDER_COLUMNS];
}

export function orderColumnsOf(keys: readonly OrderColumnKey[]): ExportColumn[] {
  return ORDER_COLUMNS.filter((c) => keys.includes(c.key));
}
