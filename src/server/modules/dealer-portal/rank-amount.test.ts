import { describe, expect, it } from "vitest";
import { rankAmount } from "./dealer-prices.ts";

const band = (MinAmount: number, OldNetPrice: number | null, NewNetPrice: number | null) => ({ MinAmount, OldNetPrice, NewNetPrice });
const list = (changes: Record<number, [number | null, number | null]>) =>
  [500, 1000, 3000, 5000, 20000].map((a) => band(a, changes[a]?.[0] ?? 100, changes[a] ? changes[a][1] : 100));

describe("the amount the preview ranks at (decision 0027)", () => {
  it.each([
    ["nothing changed", list({}), 3000],
    ["the band covering 3,000 l changed", list({ 3000: [100, 90] }), 3000],
    ["only the 500-l band", list({ 500: [100, 90] }), 500],
    ["500 and 20,000 l: the nearer one", list({ 500: [100, 90], 20000: [100, 90] }), 500],
    ["only 5,000 l", list({ 5000: [100, 90] }), 5000],
    ["a new band at 2,000 l", [...list({}), band(2000, null, 95)].sort((a, b) => a.MinAmount - b.MinAmount), 2000],
  ])("%s → %i", (_what, bands, amount) => {
    expect(rankAmount(bands, 3000)).toBe(amount);
  });
});
