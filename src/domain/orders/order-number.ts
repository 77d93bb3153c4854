/**
 * Order numbers: "HM-2026-000123" — platform prefix, year of the order (Europe/Berlin) and the order's
 * database id, at least six digits. Unique because the id is.
 */
export function formatOrderNumber(id: number, placedAt: Date): string {
  const year = new Intl.DateTimeFormat("de-DE", { year: "numeric", timeZone: "Europe/Berlin" }).format(placedAt);
  return `HM-${year}-${String(id).padStart(6, "0")}`;
}

export const ORDER_NUMBER_PATTERN = /^HM-\d{4}-\d{6,}$/;
