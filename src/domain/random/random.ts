import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/**
 * The one source of randomness for rules that draw (decision 0055), beside the clock: the app runs on
 * a generator seeded once at start-up (src/server/platform/random.ts), tests pass `seededRandom(seed)`,
 * so a weighted advert draw is repeatable in a test exactly as "today" is with a fixed clock.
 */
export interface Random {
  /** A whole number from `from` to `to`, both included, every value equally likely. */
  int(from: number, to: number): number;
}

/** A generator from pure-rand (xoroshiro128+): the same seed gives the same sequence, in browser and server alike. */
export function seededRandom(seed: number): Random {
  const rng = xoroshiro128plus(seed | 0);
  return { int: (from, to) => uniformInt(rng, from, to) };
}
