import { PUBLIC, type Area } from "./area-row.ts";

/**
 * What everybody may open: the platform's own routes (health, session, sitemap, API docs, metrics) and
 * every area's public API and pages.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const PUBLIC_AREAS: readonly Area[] = [
  {
    id: "public",
    access: PUBLIC,
    login: "account",
    api: [
      "/healthz",
      "/readyz",
      "/session",
      "/sitemap.xml",
      "/robots.txt",
      // Stored files (decision 0057): content-hash names, shown on public pages; the CMS media library fills it.
      "/media",
      // The OpenAPI document and its browser (decision 0018): the API they describe is public anyway.
      "/api/docs",
      // Prometheus metrics: not a user's area; the route itself demands METRICS_TOKEN (decision 0018).
      "/metrics",
      "/api/account",
      "/api/common",
      "/api/location",
      "/api/site",
      "/api/kalkulation",
      "/api/cross-linking",
      "/api/error-trace",
      "/api/analytics",
      // Ad delivery and lead guides (spec §7) are read by every visitor; their editing lives under /api/support.
      "/api/iam",
      // A slot of a shared page drawn for the visitor (decision 0059); the banner partner's availability (decision 0068).
      "/api/slots",
      "/api/partnerbanner",
      "/api/leads",
      // The German 404 of every unknown /api path.
      "/api/*",
    ],
    pages: [
      "/",
      "/:productGroup/angebotsassistent",
      "/:productGroup/angebotsliste",
      "/:productGroup/bestellparameter-bestaetigen",
      "/heizoelpreise",
      "/heizoelhaendler",
      "/news",
      "/info-center",
      "/impressum",
      "/datenschutz",
      "/cookie-einstellungen",
      "/cookie-einwilligung",
      "/abmelden",
      "/druckansicht",
      "/benutzerkonto",
      "/neues-kennwort-setzen",
      "/anfrage-bestaetigen",
      "/email-anpassung-bestaetigen",
      "/benachrichtigungen",
      "/preiswecker",
      "/bewerten-sie-uns",
      "/app-anmeldung-verifizierung",
      "/heizoel-verbrauchsvergleich",
      "/dein-heizoelverbrauch",
      "/leads",
      // The contact form (decision 0042); its API is POST /api/site/kontakt.
      "/kontakt",
      // A shared CMS preview link (decision 0065): whoever holds the signed link.
      "/vorschau",
      // Only a permanent redirect to /persoenliche-daten (decision 0045): a browser remembers it for whoever
      // logs in next, so it is the same for everyone; the target checks the login.
      "/kunde/stammdaten",
    ],
  },
];
