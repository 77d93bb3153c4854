/**
 * "in 42 Sekunden" / "in 5 Minuten" for a limit's German 429 message (decision 0058): seconds up to two
 * minutes, as the API's per-address limit says it, then whole minutes rounded up (nobody counts 3,540 seconds).
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return seconds === 1 ? "in 1 Sekunde" : `in ${seconds} Sekunden`;
  return `in ${Math.ceil(seconds / 60)} Minuten`;
}
