/**
 * Where a CMS page may live (decision 0065). A path is lower case words joined by hyphens, one to four
 * segments; the product's own pages keep their first segment (a CMS page must never shadow an order
 * page, a price page or the back office), except below the info center, whose articles are CMS pages,
 * and the legal pages, whose routes show their CMS page.
 * page-path.test.ts holds every first segment of src/web/routes.ts against this list.
 */
import { PRODUCT_GROUPS } from "../shared/products.ts";

const SEGMENT = "[a-z0-9]+(?:-[a-z0-9]+)*";
const PATH = new RegExp(`^/${SEGMENT}(?:/${SEGMENT}){0,3}$`);

/** First segments of the product's own routes, files and endpoints. */
export const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...PRODUCT_GROUPS.map((g) => g.urlName),
  "api",
  "media",
  "assets",
  "healthz",
  "readyz",
  "metrics",
  "heizoelpreise",
  "heizoelhaendler",
  "news",
  "info-center",
  "impressum",
  "datenschutz",
  "cookie-einstellungen",
  "cookie-einwilligung",
  "preiswecker",
  "kontakt",
  // The community (decision 0069).
  "community",
  "kunde",
  "export-orders",
  "support",
  "admin",
  "abmelden",
  "druckansicht",
  "benutzerkonto",
  "neues-kennwort-setzen",
  "account",
  "persoenliche-daten",
  "mein-mex",
  "mex",
  "haendlerportal",
  "stornomanagement",
  "statistics",
  "anfrage-bestaetigen",
  "email-anpassung-bestaetigen",
  "benachrichtigungen",
  "bewerten-sie-uns",
  "vorschau",
  "app",
  // Areas of the spec: kept free before their pages exist, so no CMS page has to move when they come.
  "heizoel-verbrauchsvergleich",
  "dein-heizoelverbrauch",
  "leads",
]);

/** Where CMS pages may live below a reserved first segment: the info center's articles. */
export const CMS_SECTIONS = ["info-center"] as const;
export const INFO_CENTER_PREFIX = "/info-center/";
/** The terms (AGB): a CMS page; the print view /druckansicht/agb and the orders' terms version read it. */
export const TERMS_CMS_PATH = "/agb";
/**
 * Impressum and Datenschutzerklärung: product routes whose text is a CMS page per site (decision 0065,
 * "Legal pages"); the routes fall back to the operator data in code when no page is public.
 */
export const LEGAL_CMS_PATHS = ["/impressum", "/datenschutz"] as const;
/** Pages the law requires: an editor changes their text, never deletes or moves them. */
export const REQUIRED_CMS_PATHS: readonly string[] = [TERMS_CMS_PATH, ...LEGAL_CMS_PATHS];

/** The form's path as stored: trimmed, lower case, one leading slash, no trailing one. */
export function normalisePath(input: string): string {
  const trimmed = input.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

export type PathVerdict = "ok" | "malformed" | "reserved";

/** Whether a (normalised) path can hold a CMS page. */
export function pathVerdict(path: string): PathVerdict {
  if (!PATH.test(path)) return "malformed";
  if ((LEGAL_CMS_PATHS as readonly string[]).includes(path)) return "ok";
  const segments = path.slice(1).split("/");
  const first = segments[0];
  if (!RESERVED_FIRST_SEGMENTS.has(first)) return "ok";
  return (CMS_SECTIONS as readonly string[]).includes(first) && segments.length > 1 ? "ok" : "reserved";
}

export const PATH_MESSAGES = {
  malformed:
    "Bitte geben Sie eine Adresse wie /heizoel-sparen an: Kleinbuchstaben, Ziffern und Bindestriche, höchstens vier Teile mit / getrennt.",
  reserved: "Diese Adresse gehört zu einer Seite des Marktplatzes und kann keine Inhaltsseite sein. Bitte wählen Sie eine andere Adresse.",
} as const;
