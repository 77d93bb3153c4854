/** A small per-process cache for answers the spec caches (best prices: 120 s). */
export function ttlCache<V>(ttlMs: number, maxEntries = 5000) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return async (key: string, load: () => Promise<V>, now = Date.now()): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
