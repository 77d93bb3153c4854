/**
 * A contact request's reference number (decision 0042): "KA-2026-000042" — Kontaktanfrage, the year it
 * came in (Europe/Berlin) and its id, at least six digits, like the order numbers (order-number.ts). Not
 * stored: it is the id in a form people can read out on the phone.
 */
export function formatContactReference(id: number, createdAt: Date): string {
  const year = new Intl.DateTimeFormat("de-DE", { year: "numeric", timeZone: "Europe/Berlin" }).format(createdAt);
  return `KA-${year}-${String(id).padStart(6, "0")}`;
}

export const CONTACT_REFERENCE_PATTERN = /^KA-(\d{4})-(\d{6,10})$/;

/** The id and year a reference names (any case, spaces ignored), or null when it is none. */
export function parseContactReference(text: string): { id: number; year: number } | null {
  const m = CONTACT_REFERENCE_PATTERN.exec(text.trim().toUpperCase().replace(/\s+/g, ""));
  if (!m) return null;
  const id = Number(m[2]);
  return id >= 1 && id <= 2_147_483_647 ? { id, year: Number(m[1]) } : null;
}

/** The reference in its written form ("ka-2026-42 " is none; " ka-2026-000042" → "KA-2026-000042"), or null. */
export function canonicalContactReference(text: string): string | null {
  const r = parseContactReference(text);
  return r ? `KA-${r.year}-${String(r.id).padStart(6, "0")}` : null;
}
