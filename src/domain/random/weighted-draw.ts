import type { Random } from "./random.ts";

/**
 * Spec "Advert slots": "Items are chosen by weighted random draw" (decision 0055). Each item is drawn
 * with probability weight ÷ sum of weights; an item whose weight is 0, negative or not a finite
 * whole number never wins (a slot item paused by setting its weight to 0). No item with weight → null.
 *
 * Weights are whole numbers so the draw is one uniform integer over their sum: no floating-point
 * edge at the end of the range, and the same seed picks the same item on every machine.
 */
export function drawWeighted<T>(items: readonly T[], weight: (item: T) => number, random: Random): T | null {
  const weights = items.map((item) => {
    const w = weight(item);
    return Number.isSafeInteger(w) && w > 0 ? w : 0;
  });
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return null;
  let ticket = random.int(1, total);
  for (let i = 0; i < items.length; i++) {
    ticket -= weights[i];
    if (ticket <= 0) return items[i];
  }
  // Unreachable: the tickets 1..total are shared out exactly over the weights.
  return null;
}

/**
 * Spec "Advert slots": "the variant is chosen by client seed modulo the number of variants". The
 * client seed (visitor-seed.ts) is a signed 32-bit number, so the remainder is taken into 0…n-1: one
 * visitor keeps seeing the same variant. No variants → null.
 */
export function variantForSeed<T>(variants: readonly T[], clientSeed: number): T | null {
  const n = variants.length;
  if (n === 0) return null;
  return variants[((Math.trunc(clientSeed) % n) + n) % n];
}
