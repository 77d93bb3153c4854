import type { Locale } from "../../../domain/countries.ts";
import type { Db } from "../../../db/client.ts";
import { listCountryStates } from "../site/list-country-states.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml of one country's site: the pages that exist there, with that country's origin. */
export async function sitemapXml(db: Db, locale: Locale, origin: string, lastmod: string): Promise<string> {
  const states = await listCountryStates(db, locale.countryId);
  const paths = [
    "/",
    "/heizoelpreise",
    ...states.map((s) => `/heizoelpreise/${s.Name}`),
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
