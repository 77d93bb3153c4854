import { describe, expect, it } from "vitest";
import { seededRandom, type Random } from "./random.ts";
import { drawWeighted, variantForSeed } from "./weighted-draw.ts";

type Item = { id: string; weight: number };
const byWeight = (item: Item) => item.weight;
const items = (...weights: number[]): Item[] => weights.map((weight, i) => ({ id: String.fromCharCode(97 + i), weight }));

/** How often each item wins over `draws` draws from one seeded generator. */
function tally(list: Item[], draws: number, random: Random = seededRandom(42)) {
  const wins = new Map<string | null, number>();
  for (let i = 0; i < draws; i++) {
    const won = drawWeighted(list, byWeight, random)?.id ?? null;
    wins.set(won, (wins.get(won) ?? 0) + 1);
  }
  return wins;
}

describe("Advert slots: weighted random draw (decision 0055)", () => {
  it.each([
    { case: "no items", list: items(), expected: null },
    { case: "every weight 0", list: items(0, 0), expected: null },
    { case: "negative and fractional weights count as 0", list: items(-3, 0.5, Number.NaN, Number.POSITIVE_INFINITY), expected: null },
    { case: "one item", list: items(7), expected: "a" },
    { case: "one item with weight among zeros", list: items(0, 0, 1, 0), expected: "c" },
  ])("$case → $expected, whatever the seed", ({ list, expected }) => {
    for (let seed = 0; seed < 200; seed++) expect(drawWeighted(list, byWeight, seededRandom(seed))?.id ?? null).toBe(expected);
  });

  it("never draws an item of weight 0 beside others", () => {
    const wins = tally(items(5, 0, 5), 5_000);
    expect(wins.get("b")).toBeUndefined();
    expect((wins.get("a") ?? 0) + (wins.get("c") ?? 0)).toBe(5_000);
  });

  it.each([
    { weights: [1, 1], shares: [0.5, 0.5] },
    { weights: [3, 1], shares: [0.75, 0.25] },
    { weights: [70, 20, 10], shares: [0.7, 0.2, 0.1] },
    { weights: [1, 99], shares: [0.01, 0.99] },
  ])("weights $weights win about $shares of 20,000 draws", ({ weights, shares }) => {
    const list = items(...weights);
    const draws = 20_000;
    const wins = tally(list, draws);
    list.forEach((item, i) => {
      // Within 1.5 percentage points: about 4 standard deviations at these counts.
      expect(Math.abs((wins.get(item.id) ?? 0) / draws - shares[i])).toBeLessThan(0.015);
    });
  });

  it("spreads over seeds too: the first draw of 4,000 seeds follows the weights", () => {
    const list = items(1, 3);
    let b = 0;
    for (let seed = 0; seed < 4_000; seed++) if (drawWeighted(list, byWeight, seededRandom(seed))?.id === "b") b++;
    expect(Math.abs(b / 4_000 - 0.75)).toBeLessThan(0.03);
  });

  it("the same seed picks the same sequence; another seed another one", () => {
    const list = items(5, 3, 2, 1);
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => drawWeighted(list, byWeight, random)?.id).join("");
    };
    expect(draws(7)).toBe(draws(7));
    expect(draws(7)).not.toBe(draws(8));
  });

  it("draws one uniform ticket from 1 to the sum of the weights and walks the items in order", () => {
    const list = items(2, 3);
    const asked: Array<[number, number]> = [];
    const ticket = (n: number): Random => ({ int: (from, to) => (asked.push([from, to]), n) });
    expect(drawWeighted(list, byWeight, ticket(1))?.id).toBe("a");
    expect(drawWeighted(list, byWeight, ticket(2))?.id).toBe("a");
    expect(drawWeighted(list, byWeight, ticket(3))?.id).toBe("b");
    expect(drawWeighted(list, byWeight, ticket(5))?.id).toBe("b");
    expect(asked).toEqual([
      [1, 5],
      [1, 5],
      [1, 5],
      [1, 5],
    ]);
  });
});

describe("Advert slots: the variant is the client seed modulo the number of variants (decision 0055)", () => {
  it.each([
    { seed: 0, variants: ["x", "y", "z"], expected: "x" },
    { seed: 4, variants: ["x", "y", "z"], expected: "y" },
    { seed: 5, variants: ["x", "y", "z"], expected: "z" },
    { seed: -1, variants: ["x", "y", "z"], expected: "z" },
    { seed: -(2 ** 31), variants: ["x", "y", "z"], expected: "y" },
    { seed: 2 ** 31 - 1, variants: ["x", "y"], expected: "y" },
    { seed: 123_456, variants: ["only"], expected: "only" },
    { seed: 9, variants: [], expected: null },
  ])("seed $seed of $variants → $expected", ({ seed, variants, expected }) => {
    expect(variantForSeed(variants, seed)).toBe(expected);
  });
});

describe("seeded random", () => {
  it("stays within the bounds, both included, and reaches both", () => {
    const random = seededRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 1_000; i++) {
      const n = random.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});
