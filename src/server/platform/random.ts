import { randomInt } from "node:crypto";
import { seededRandom, type Random } from "../../domain/random/random.ts";

/**
 * The app's random source (decision 0055): one pure-rand generator per process, seeded from the
 * operating system at start-up. Tests hand buildApp `seededRandom(seed)` instead, as they hand it a
 * fixed clock. Draws such as the advert slots' need fairness, not secrecy: tokens and ids keep using
 * node:crypto (ids.ts).
 */
export function systemRandom(): Random {
  return seededRandom(randomInt(-(2 ** 31), 2 ** 31 - 1));
}
