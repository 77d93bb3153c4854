import type { Locale } from "../../../domain/countries.ts";
import type { Db } from "../../../db/client.ts";
import { listCountryStates } from "../site/list-country-states.ts";
import { localPagePaths } from "../prices/local-price-page.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// About 19,000 URLs for Germany: built once a day per country host, not per request.
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * sitemap.xml of one country's site: the pages that exist there, with that country's origin — among them
 * every local price page of the country (places and postcodes; < 50,000 URLs per country, one file).
 */
export function sitemapXml(db: Db, locale: Locale, origin: string, lastmod: string): Promise<string> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const key = `${locale.code}|${origin}|${lastmod}`;
  let xml = perDb.get(key);
  if (!xml) {
    for (const k of perDb.keys()) if (k.startsWith(`${locale.code}|`)) perDb.delete(k);
    xml = buildSitemapXml(db, locale, origin, lastmod);
    perDb.set(key, xml);
    xml.catch(() => perDb.delete(key));
  }
  return xml;
}

async function buildSitemapXml(db: Db, locale: Locale, origin: string, lastmod: string): Promise<string> {
  const states = await listCountryStates(db, locale.countryId);
  const paths = [
    "/",
    "/heizoelpreise",
    ...states.map((s) => `/heizoelpreise/${s.Name}`),
    ...(await localPagePaths(db, locale.countryId)),
    "/heizoelhaendler",
    ...states.map((s) => `/heizoelhaendler/${s.Name}`),
    "/heizoel/angebotsassistent",
    "/news",
    "/info-center",
  ];
  const urls = paths
    .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc><lastmod>${lastmod}</lastmod><changefreq>daily</changefreq></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /*/angebotsliste",
    "Disallow: /*/bestellparameter-bestaetigen",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
