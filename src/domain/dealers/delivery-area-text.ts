/**
 * How a dealer page states a branch's delivery area (decision 0024): the radius around the branch and
 * the postcode list; a list entry shorter than a postcode is a prefix and ends in "…" ("80…").
 */
export function deliveryAreaText(b: { DeliveryRadiusKm: number; DeliveryAreas: readonly string[]; ZipCode: string; City: string }): string {
  const single = b.DeliveryAreas.length === 1 && b.DeliveryAreas[0].length >= b.ZipCode.length;
  const entries = b.DeliveryAreas.map((a) => (a.length < b.ZipCode.length ? `${a}…` : a)).join(", ");
  const list = entries && `${single ? "Postleitzahl" : "Postleitzahlen"} ${entries}`;
  const radius = b.DeliveryRadiusKm > 0 ? `bis ${b.DeliveryRadiusKm} km um ${b.ZipCode} ${b.City}` : "";
  if (radius && list) return `Liefergebiet: ${radius}, außerdem ${list}`;
  if (radius) return `Liefergebiet: ${radius}`;
  if (list) return `Liefergebiet: ${list}`;
  return "Liefergebiet: derzeit keines";
}
