/**
 * The back office's navigation (decision 0031): one list for the layout. Who sees an entry is
 * not written here: the entry's page path is looked up in the area table (src/domain/access/access-areas.ts),
 * so the navigation shows exactly the pages the guard lets the user open. The test beside this file
 * checks that every entry is a page of src/web/routes.ts.
 */
import { pageAreaOf, verdict } from "../../../domain/access/access-areas.ts";

export interface BackOfficeNavItem {
  to: string;
  label: string;
}

export const BACK_OFFICE_NAV: readonly BackOfficeNavItem[] = [
  { to: "/support/user/list", label: "Benutzer" },
  { to: "/support/kontakt", label: "Kontaktanfragen" },
  { to: "/support/cms/list", label: "Inhalte" },
  { to: "/support/cms/media", label: "Mediathek" },
  { to: "/support/cms/news", label: "News" },
  { to: "/support/cms/content/edit", label: "Seitentexte" },
  { to: "/support/cms/prompts", label: "Textbausteine" },
  { to: "/support/adverts", label: "Anzeigen" },
  { to: "/support/campaigns", label: "Kampagnen" },
  { to: "/support/slots", label: "Werbeplätze" },
  { to: "/admin/verkaufsliste", label: "Verkaufsliste" },
  { to: "/stornomanagement", label: "Stornomanagement" },
  { to: "/statistics", label: "Statistik" },
  { to: "/export-orders", label: "Bestellexport" },
  { to: "/support/data-export", label: "Datenexport" },
  { to: "/support/cache", label: "Cache" },
  { to: "/support/jobs", label: "Warteschlange" },
  { to: "/support/parameter-requirement", label: "Parameter" },
  { to: "/support/protokoll", label: "Protokoll" },
];

/** The entries a user with these roles may open (the same verdict as the page guard). */
export function backOfficeNavFor(user: { roles: readonly string[] } | null, built: ReadonlySet<string> | null = null): BackOfficeNavItem[] {
  return BACK_OFFICE_NAV.filter((item) => (built === null || built.has(item.to)) && verdict(pageAreaOf(item.to), user) === "allowed");
}
