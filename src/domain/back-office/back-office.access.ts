import { anyOf, type Area } from "../access/area-row.ts";

/**
 * The back office's roles (decision 0031): support desks, ads, operations and the sales list (CMS: src/domain/cms).
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const BACK_OFFICE_AREAS: readonly Area[] = [
  // The back office (decision 0031 has this table as "which role opens which page"): support desks
  // by default (users, impersonation, the contact requests' queue /support/kontakt of decision 0042), cut-outs
  // below for ads, sales, cancellations, figures and operations.
  { id: "support", access: anyOf("SUPPORT"), login: "account", api: ["/api/support"], pages: ["/support"] },
  {
    id: "ad-manager",
    access: anyOf("AD_MANAGER"),
    login: "account",
    api: ["/api/support/adverts", "/api/support/campaigns", "/api/support/slots"],
    pages: ["/support/adverts", "/support/campaigns", "/support/slots"],
  },
  {
    id: "admin",
    access: anyOf("ADMIN"),
    login: "account",
    api: [
      "/api/admin",
      "/api/support/cache",
      "/api/support/data-export",
      "/api/support/parameter-requirement",
      "/api/support/jobs",
      "/api/support/audit-log",
    ],
    pages: ["/admin", "/support/cache", "/support/data-export", "/support/parameter-requirement", "/support/jobs", "/support/protokoll"],
  },
  // The sales list: every order, for the support desks (cancel with a reason) and finance (figures).
  {
    id: "sales-list",
    access: anyOf("SUPPORT", "FINANCE"),
    login: "account",
    api: ["/api/admin/verkaufsliste"],
    pages: ["/admin/verkaufsliste"],
  },
];
