import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";
import type { Random } from "./random.ts";

const SURNAMES = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Koch",
  "Richter",
  "Bauer",
  "Klein",
  "Wolf",
  "Schröder",
  "Neumann",
  "Schwarz",
  "Zimmermann",
  "Braun",
  "Krüger",
  "Hofmann",
  "Hartmann",
  "Lange",
  "Schmitt",
  "Werner",
  "Krause",
  "Meier",
  "Lehmann",
  "Huber",
  "Kaiser",
  "Fuchs",
  "Peters",
  "Lang",
  "Scholz",
  "Möller",
  "Weiß",
  "Jung",
  "Hahn",
  "Vogel",
  "Keller",
  "Günther",
  "Frank",
  "Berger",
  "Winkler",
  "Roth",
  "Beck",
  "Lorenz",
  "Baumann",
  "Franke",
  "Albrecht",
  "Gruber",
  "Steiner",
  "Moser",
  "Hofer",
  "Brunner",
  "Egger",
  "Wyss",
  "Gerber",
  "Kälin",
  "Graf",
  "Bühler",
];
const PATTERNS: Record<number, ((name: string, city: string) => string)[]> = {
  1: [
    (n) => `${n} Energie GmbH`,
    (n) => `Brennstoffhandel ${n}`,
    (_n, c) => `${c}er Mineralöl GmbH`,
    (n) => `${n} & Söhne Heizöl KG`,
    (n) => `Heizöl ${n} e. K.`,
    (_n, c) => `Energiehandel ${c}`,
  ],
  2: [(n) => `${n} Mineralöl GmbH`, (n) => `Brennstoffe ${n}`, (_n, c) => `${c}er Energiehandel`, (n) => `${n} Heizöl & Pellets`],
  3: [(n) => `${n} Brennstoffe AG`, (n) => `Heizöl ${n} GmbH`, (_n, c) => `Energie ${c} AG`, (n) => `${n} Tankrevisionen & Heizöl`],
};
const STREETS = [
  "Industriestraße",
  "Hauptstraße",
  "Gewerbering",
  "Am Hafen",
  "Bahnhofstraße",
  "Raiffeisenstraße",
  "Lagerstraße",
  "Tankweg",
  "Dieselstraße",
  "Im Gewerbegebiet",
];

export function dealerName(rng: Random, countryId: number, city: string): string {
  return rng.pick(PATTERNS[countryId])(rng.pick(SURNAMES), city.split(/[ ,(/]/)[0]);
}

/** Swiss addresses are written with "ss" ("Industriestrasse"). */
export function streetAddress(rng: Random, countryId: number): string {
  return countrySpelling(`${rng.pick(STREETS)} ${rng.int(1, 120)}`, { code: countryId === 3 ? "ch" : "de" });
}

export function paymentsFor(rng: Random): PaymentKind[] {
  const all: PaymentKind[] = ["invoice", "sepa"];
  // Most dealers accept invoice and direct debit; the installment provider and wallets are platform services.
  const first = rng.chance(0.6) ? all : [...all].reverse();
  const list = rng.chance(0.85) ? first : [first[0]];
  if (rng.chance(0.5)) list.push("cash");
  if (rng.chance(0.7)) list.push("installment");
  if (rng.chance(0.4)) list.push("wallet");
  return list;
}

/** Amount tiers: (minimum amount, price factor). Small deliveries cost clearly more per 100 l. */
export const TIERS: Record<number, [number, number][]> = {
  1: [
    [500, 1.22],
    [1000, 1.12],
    [1500, 1.07],
    [2000, 1.04],
    [3000, 1],
    [5000, 0.98],
    [10000, 0.965],
    [20000, 0.955],
  ],
  2: [
    [500, 1.18],
    [1000, 1.1],
    [2000, 1.04],
    [3000, 1],
    [5000, 0.985],
    [10000, 0.97],
  ],
  3: [
    [2000, 1.1],
    [4000, 1.04],
    [6000, 1],
    [10000, 0.98],
    [20000, 0.97],
  ],
  4: [
    [66, 1.08],
    [132, 1.03],
    [264, 1],
    [660, 0.97],
  ],
  5: [
    [500, 1.1],
    [1000, 1],
    [5000, 0.95],
  ],
};
