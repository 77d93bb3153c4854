/**
 * When a price alarm (Preiswecker, decision 0029) speaks: once per crossing, never daily. The best price
 * per basis (100 l or 1 t, gross minor units) is "below" at or under the target, "above" at or over the
 * optional rise target, else "between". A zone is left only when the price has moved 1 % past its
 * border (hysteresis): a price that wobbles around the target does not mail again and again.
 */
export type AlarmZone = "below" | "between" | "above";

export const HYSTERESIS_BP = 100;

export interface AlarmTargets {
  below: number;
  above: number | null;
}

function zoneOf(price: number, t: AlarmTargets): AlarmZone {
  if (price <= t.below) return "below";
  if (t.above !== null && price >= t.above) return "above";
  return "between";
}

/**
 * The zone after a check, and the crossing to report. `last` is the zone of the previous check (null:
 * the first one, which only records where the price stands: the form already told her).
 */
export function nextAlarmState(
  last: AlarmZone | null,
  price: number,
  t: AlarmTargets,
): { zone: AlarmZone; crossed: "below" | "above" | null } {
  let zone = zoneOf(price, t);
  // Stays in its zone until the price is 1 % beyond the border.
  if (last === "below" && zone !== "below" && price * 10_000 <= t.below * (10_000 + HYSTERESIS_BP)) zone = "below";
  if (last === "above" && zone !== "above" && t.above !== null && price * 10_000 >= t.above * (10_000 - HYSTERESIS_BP)) zone = "above";
  if (last === null || zone === last || zone === "between") return { zone, crossed: null };
  return { zone, crossed: zone };
}
