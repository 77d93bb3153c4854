/** The marks beside an author's name (decision 0069). */
export const BADGES = {
  kunde: { label: "Kunde", title: "Hat über den Heizöl-Marktplatz bestellt und beliefert bekommen" },
  mex: { label: "mex-Kunde", title: "Überwacht den Tank mit einem mex-Tanksensor" },
  haendler: { label: "Händler", title: "Schreibt für einen Händler des Heizöl-Marktplatzes" },
} as const;
export type Badge = keyof typeof BADGES;
export const BADGE_IDS = Object.keys(BADGES) as [Badge, ...Badge[]];

/** Which marks an author carries: a dealer's staff writes as "Händler" only (never as a customer of her own). */
export function badgesOf(facts: { dealerStaff: boolean; deliveredOrder: boolean; mex: boolean }): Badge[] {
  if (facts.dealerStaff) return ["haendler"];
  return [...(facts.deliveredOrder ? (["kunde"] as const) : []), ...(facts.mex ? (["mex"] as const) : [])];
}

/** "Erika Mustermann" → "Erika M.": enough to recognise each other, not enough to look her up. */
export function displayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  if (!first) return initial ? `${initial}.` : "Mitglied";
  return initial ? `${first} ${initial}.` : first;
}
