/**
 * Reference data that only a deploy or migration changes (postcodes, places, states): loaded once per
 * services instance on first use, kept for the process. A failed load is forgotten, so the next call
 * tries again instead of keeping the failure. Not a cache: nothing expires (use the platform Cache for that).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    if (!value) {
      const loading = load();
      value = loading;
      loading.catch(() => {
        if (value === loading) value = undefined;
      });
    }
    return value;
  };
}

/** loadOnce per key (e.g. per country). */
export function loadOncePer<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const byKey = new Map<K, () => Promise<T>>();
  return (key) => {
    let get = byKey.get(key);
    if (!get) byKey.set(key, (get = loadOnce(() => load(key))));
    return get();
  };
}
