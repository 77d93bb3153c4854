/**
 * Where back-office staff land (decision 0036): after a login, the first back-office page their roles
 * open, not the shop's home; after ending an impersonation, the page of the customer they acted as.
 * Pure: the login use case, the login page and the session provider share it.
 */
import { pageAreaOf, verdict } from "../access/access-areas.ts";
import { accountKindOf } from "../access/user-authority.ts";

/** In order of preference: the desk's daily work first. */
const START_PAGES = [
  "/support/user/list",
  "/admin/verkaufsliste",
  "/stornomanagement",
  "/support/cms/list",
  "/support/adverts",
  "/statistics",
  "/export-orders",
  "/support/protokoll",
];

/** Areas whose pages are the back office (a ReturnUrl into one of them is kept after login). */
const BACK_OFFICE_AREAS = new Set([
  "support",
  "ad-manager",
  "editor",
  "admin",
  "sales-list",
  "cancellations",
  "statistics",
  "order-export",
]);

/** The back-office start page of a staff or admin account; null for customers and dealers. */
export function backOfficeStartPage(roles: readonly string[]): string | null {
  const kind = accountKindOf(roles);
  if (kind !== "admin" && kind !== "back-office") return null;
  return START_PAGES.find((p) => verdict(pageAreaOf(p), { roles }) === "allowed") ?? null;
}

/** Whether `path` is a page of the back office. */
export function isBackOfficePage(path: string): boolean {
  const area = pageAreaOf(path.split(/[?#]/)[0]);
  return area !== null && BACK_OFFICE_AREAS.has(area.id);
}

/** Where the desk returns when an impersonation ends: the customer's page in the user administration. */
export const impersonationEndPath = (customerId: number) => `/support/benutzer/${customerId}/bearbeiten`;
