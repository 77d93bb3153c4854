/**
 * Distribution of the ordered amount over the delivery stations (spec §2: "mengenverteilung" only
 * with more than one station). Amounts are whole units (litres, kg, bags); each station gets at least
 * the product group's minimum per station; the amounts add up to the ordered amount.
 */

/** Even split, the remainder to station 1 (3001 l over 2 stations → 1501 + 1500). */
export function defaultDistribution(amount: number, stations: number): number[] {
  const n = Math.max(1, Math.floor(stations));
  const share = Math.floor(amount / n);
  const amounts = Array.from({ length: n }, () => share);
  amounts[0] += amount - share * n;
  return amounts;
}

export interface DistributionRules {
  total: number;
  stations: number;
  minPerStation: number;
  unitLabel: string;
  /** Formats a quantity with German grouping ("1.500"). */
  format: (n: number) => string;
}

export interface DistributionProblem {
  /** Zero-based station index, or null for the whole distribution. */
  index: number | null;
  message: string;
}

export function checkDistribution(amounts: readonly number[], r: DistributionRules): DistributionProblem[] {
  const problems: DistributionProblem[] = [];
  if (amounts.length !== r.stations) {
    return [{ index: null, message: `Bitte verteilen Sie die Menge auf genau ${r.stations} Lieferstellen.` }];
  }
  amounts.forEach((a, index) => {
    if (!Number.isFinite(a) || !Number.isInteger(a))
      problems.push({ index, message: `Bitte geben Sie für Lieferstelle ${index + 1} eine ganze Zahl an.` });
    else if (a < r.minPerStation)
      problems.push({ index, message: `Lieferstelle ${index + 1} braucht mindestens ${r.format(r.minPerStation)} ${r.unitLabel}.` });
  });
  if (problems.length > 0) return problems;
  const sum = amounts.reduce((s, a) => s + a, 0);
  if (sum !== r.total) {
    const diff = r.total - sum;
    problems.push({
      index: null,
      message:
        diff > 0
          ? `Die Summe der Lieferstellen (${r.format(sum)} ${r.unitLabel}) muss der bestellten Menge von ${r.format(r.total)} ${r.unitLabel} entsprechen – es fehlen noch ${r.format(diff)} ${r.unitLabel}.`
          : `Die Summe der Lieferstellen (${r.format(sum)} ${r.unitLabel}) muss der bestellten Menge von ${r.format(r.total)} ${r.unitLabel} entsprechen – das sind ${r.format(-diff)} ${r.unitLabel} zu viel.`,
    });
  }
  return problems;
}
