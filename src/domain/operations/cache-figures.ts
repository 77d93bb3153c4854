/**
 * The figures of the back office's cache page (decision 0032): hit rate, the age of the oldest
 * entry in words, and one row per key area from what the cache holds and what this instance counted.
 */
export interface CacheAreaFigures {
  area: string;
  entries: number;
  hits: number;
  misses: number;
  /** 0…1; null before the first lookup. */
  hitRate: number | null;
  /** Seconds; null without entries (or when their write time is unknown). */
  oldestAgeSeconds: number | null;
}

export function hitRate(hits: number, misses: number): number | null {
  const total = hits + misses;
  return total > 0 ? hits / total : null;
}

/** "85 %", "99,5 %", "–" (no lookups yet); one decimal only where it matters. */
export function formatHitRate(rate: number | null): string {
  if (rate === null) return "–";
  const percent = Math.round(rate * 1000) / 10;
  return `${percent.toLocaleString("de-DE", { maximumFractionDigits: percent % 1 === 0 ? 0 : 1 })} %`;
}

/** "12 s", "4 min", "2 h 5 min", "3 Tage 4 h": the two largest units that matter. */
export function formatAge(seconds: number | null): string {
  if (seconds === null) return "–";
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? "Tag" : "Tage"}${rest ? ` ${rest} h` : ""}`;
}

/**
 * One row per area that holds entries or was looked up on this instance, by name. `now` and the write
 * times are epoch ms.
 */
export function cacheAreaFigures(
  contents: readonly { area: string; entries: number; oldestWrittenAt: number | null }[],
  lookups: Readonly<Record<string, { hits: number; misses: number }>>,
  now: number,
): CacheAreaFigures[] {
  const areas = [...new Set([...contents.map((c) => c.area), ...Object.keys(lookups)])].sort();
  return areas.map((area) => {
    const held = contents.find((c) => c.area === area);
    const { hits, misses } = lookups[area] ?? { hits: 0, misses: 0 };
    const oldest = held?.oldestWrittenAt ?? null;
    return {
      area,
      entries: held?.entries ?? 0,
      hits,
      misses,
      hitRate: hitRate(hits, misses),
      oldestAgeSeconds: oldest === null || !held?.entries ? null : Math.max(0, Math.round((now - oldest) / 1000)),
    };
  });
}

/** What each key area holds, in the admin's words (areas not listed show their key name). */
export const CACHE_AREA_LABELS: Readonly<Record<string, string>> = {
  prices: "Preisseiten und Preisverläufe",
  calculator: "Bestpreise des Rechners",
  news: "News und Querverweise",
  seo: "Sitemap und SEO-Seiten",
  site: "Seiteninhalte (Banner, Bewertungen)",
  customer: "Dashboard der Kundinnen und Kunden",
  account: "Sitzungsprüfungen",
  market: "Marktdaten",
};

export const cacheAreaLabel = (area: string) => CACHE_AREA_LABELS[area] ?? area;
