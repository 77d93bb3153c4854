/**
 * The dealer portal's navigation (decision 0026), one list for the layout: each entry is a page of
 * src/web/routes.ts (the test beside this file checks it), so the portal never links to a page that is
 * not built. The settings pages (prices, delivery areas, conditions, staff; decision 0027) are for a
 * dealer's admins only.
 */
export interface PortalNavItem {
  to: string;
  label: string;
  /** Only the exact path counts as current (the overview, whose path is every other page's prefix). */
  end?: boolean;
  /** Shown only to a dealer's admins (settings that staff may not change). */
  adminOnly?: boolean;
}

export const PORTAL_NAV: readonly PortalNavItem[] = [
  { to: "/haendlerportal", label: "Übersicht", end: true },
  { to: "/haendlerportal/bestellungen", label: "Bestellungen" },
  { to: "/haendlerportal/lieferungen", label: "Lieferungen" },
  { to: "/haendlerportal/preise", label: "Preise", adminOnly: true },
  { to: "/haendlerportal/liefergebiete", label: "Liefergebiete", adminOnly: true },
  { to: "/haendlerportal/konditionen", label: "Konditionen", adminOnly: true },
  { to: "/haendlerportal/mitarbeiter", label: "Mitarbeiter", adminOnly: true },
];

/** The entries a member with this role sees. */
export function portalNavFor(role: "admin" | "staff"): PortalNavItem[] {
  return PORTAL_NAV.filter((item) => role === "admin" || !item.adminOnly);
}
