/**
 * Visitor seed (spec §4 Checkout "variant choice"): a stable 32-bit signed hash of user agent plus
 * forwarded address, so one visitor always sees the same A/B variant. FNV-1a, because it is tiny and
 * identical in browser and server.
 */
export function visitorSeed(userAgent: string, forwardedAddress: string): number {
  let hash = 0x811c9dc5;
  const input = `${userAgent}${forwardedAddress}`;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
