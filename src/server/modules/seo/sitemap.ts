import type { Locale } from "../../../domain/shared/countries.ts";
import type { CountryState } from "../location/location.module.ts";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The sitemap lists the location area's states, the prices area's local pages and the CMS's public pages. */
export interface SitemapDeps {
  states: (countryId: number) => Promise<CountryState[]>;
  localPagePaths: (countryId: number) => Promise<string[]>;
  /** The CMS pages the site shows now (decision 0065). */
  cmsPaths: (countryId: number) => Promise<string[]>;
}

/**
 * sitemap.xml of one country's site: the pages that exist there, with that country's origin — among them
 * every local price page of the country (places and postcodes; < 50,000 URLs per country, one file).
 */
export async function sitemapXml(deps: SitemapDeps, locale: Locale, origin: string, lastmod: string): Promise<string> {
  const states = await deps.states(locale.countryId);
  const paths = [
    "/",
    "/heizoelpreise",
    ...states.map((s) => `/heizoelpreise/${s.Name}`),
    ...(await deps.localPagePaths(locale.countryId)),
    "/heizoelhaendler",
    ...states.map((s) => `/heizoelhaendler/${s.Name}`),
    "/heizoel/angebotsassistent",
    "/heizoel-verbrauchsvergleich",
    "/news",
    "/info-center",
    ...(await deps.cmsPaths(locale.countryId)),
  ];
  // A product route whose text is a CMS page (Impressum, Datenschutz) is listed once.
  const urls = [...new Set(paths)]
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
