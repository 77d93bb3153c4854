import type { AdvertsDeps } from "./adverts.deps.ts";

/**
 * After a save that changes what slots offer (decision 0068, "Back office"): every country's catalogue is read
 * afresh, and the platform's cached offers of the slots it touched are dropped (decision 0059 `invalidate`),
 * so the next page shows the change at once instead of within the cache's minute.
 */
export async function refreshSlots(deps: Pick<AdvertsDeps, "cache" | "slots">, keys: Iterable<string>): Promise<void> {
  await deps.cache.invalidatePrefix("adverts:");
  await Promise.all([...new Set(keys)].map((key) => deps.slots.invalidate(key)));
}

/** Active and not past its last day: drawn now or from its first day on. */
export const isRunning = (c: { status: string; endsOn: string }, today: string) => c.status === "active" && c.endsOn >= today;
