/**
 * The customer area shows one site's orders (decision 0045) and links the other sites' views of hers:
 * "Ihre 11 Bestellungen auf der Seite für Deutschland ansehen".
 */
import { localeById, siteName } from "../shared/countries.ts";
import type { CustomerOrderSite } from "./customer-orders.schemas.ts";

/** What is counted: her orders (order list, start page) or her purchases (the dashboard: orders not called off). */
export type OtherSiteCount = "orders" | "purchases";

/** The link's text, or null when that site holds none of what is counted. */
export function otherSiteLinkText(site: CustomerOrderSite, count: OtherSiteCount): string | null {
  const locale = localeById(site.CountryId);
  const n = count === "orders" ? site.Orders : site.Purchases;
  if (!locale || n === 0) return null;
  const what = count === "orders" ? (n === 1 ? "Ihre Bestellung" : `Ihre ${n} Bestellungen`) : n === 1 ? "Ihren Kauf" : `Ihre ${n} Käufe`;
  return `${what} auf der ${siteName(locale)} ansehen`;
}
