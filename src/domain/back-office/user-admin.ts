/**
 * Rules of the back office's user administration (decision 0031): which roles an editor may grant and
 * the search term's kind. Whom the back office may change or act as: src/domain/access/user-authority.ts.
 * Pure: the use cases and the pages share them.
 */
import { ORDER_NUMBER_PATTERN } from "../orders/order-number.ts";
import { passes } from "../access/roles.ts";

/** Role names the back office writes (long names as the original system's tokens carry them). */
export const ASSIGNABLE_ROLES = [
  { name: "Role_Heizoel24_CustomerSupport", label: "Kundenservice" },
  { name: "Role_Heizoel24_DealerSupport", label: "Händlerbetreuung" },
  { name: "Role_Heizoel24_meXSupport", label: "mex-Support" },
  { name: "Role_Heizoel24_Editor", label: "Redaktion" },
  { name: "Role_Heizoel24_Financial", label: "Finanzen" },
  { name: "Role_Heizoel24_Marketing", label: "Marketing" },
  { name: "Role_Heizoel24_AdManager", label: "Anzeigenverwaltung" },
  { name: "DEALER", label: "Händler" },
  { name: "ADMIN", label: "Administration" },
] as const;

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]["name"];

/**
 * Which roles someone with `editorRoles` may grant or take away: only admins change roles (decision 0036,
 * the authority rule in src/domain/access/user-authority.ts); the desks edit personal data, lock and mail.
 */
export function grantableRoles(editorRoles: readonly string[]): AssignableRole[] {
  return passes(editorRoles, "ADMIN") ? ASSIGNABLE_ROLES.map((r) => r.name) : [];
}

/**
 * The roles after an edit: roles the editor may not grant stay exactly as they were, whatever the form
 * sent; grantable ones follow the form. Unknown names in the form are ignored.
 */
export function rolesAfterEdit(current: readonly string[], requested: readonly string[], editorRoles: readonly string[]): string[] {
  const grantable = new Set<string>(grantableRoles(editorRoles));
  const kept = current.filter((r) => !grantable.has(r));
  const added = ASSIGNABLE_ROLES.map((r) => r.name).filter((r) => grantable.has(r) && requested.includes(r));
  return [...kept, ...added];
}

export type SearchKind = "order-number" | "postcode" | "email" | "name" | "id" | "all";

/** What a search term is: an order number, a postcode (4 or 5 digits), a user id (#123), an e-mail part, or a name. */
export function searchKindOf(term: string): SearchKind {
  const t = term.trim();
  if (t === "") return "all";
  if (ORDER_NUMBER_PATTERN.test(t.toUpperCase())) return "order-number";
  if (/^\d{4,5}$/.test(t)) return "postcode";
  if (/^#\d{1,10}$/.test(t)) return "id";
  if (t.includes("@")) return "email";
  return "name";
}

/** The banner during an impersonation (decision 0031: "Sie handeln als …"). */
export function impersonationBanner(user: { firstName: string; lastName: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "einen Gast";
  return `Sie handeln als ${name}.`;
}
