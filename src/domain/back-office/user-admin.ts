/**
 * Rules of the back office's user administration (issue 14, decision 0031): which roles an editor may
 * grant, whom support may act as (impersonation), and the search term's kind. Pure: the use cases and
 * the pages share them.
 */
import { ORDER_NUMBER_PATTERN } from "../order-number.ts";
import { passes, ROLES, shortRole } from "../roles.ts";

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
 * Which roles someone with `editorRoles` may grant or take away: admins every role; dealer support the
 * dealer role (it looks after dealers' logins); other desks none — they edit personal data, lock, mail.
 */
export function grantableRoles(editorRoles: readonly string[]): AssignableRole[] {
  if (passes(editorRoles, "ADMIN")) return ASSIGNABLE_ROLES.map((r) => r.name);
  if (passes(editorRoles, "DEALER_SUPPORT")) return ["DEALER"];
  return [];
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

/**
 * Support acts only as a customer (or guest): never as a dealer or another back-office user, whose rights
 * would then be the support's. Locked or deleted accounts are not impersonated either.
 */
export function mayImpersonate(target: { roles: readonly string[]; lockedAt: Date | null; anonymisedAt: Date | null }, actorId: number, targetId: number): boolean {
  if (actorId === targetId || target.lockedAt || target.anonymisedAt) return false;
  const customerRoles = new Set<string>([ROLES.CUSTOMER, ROLES.MEX_CUSTOMER]);
  return target.roles.every((r) => customerRoles.has(shortRole(r)));
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

/** The banner during an impersonation (issue 14: "Sie handeln als …"). */
export function impersonationBanner(user: { firstName: string; lastName: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "einen Gast";
  return `Sie handeln als ${name}.`;
}
