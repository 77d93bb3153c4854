/**
 * Who in the back office may do what to which account (decision 0036): the one rule every
 * user-administration use case and page asks before it acts. It sits beside the role table because it
 * is the role table's other half: roles say which pages someone opens, this says whose accounts they
 * may change there.
 *
 * - Support (any desk) acts on customers and dealers only: personal data, e-mail, the password and
 *   confirmation mails, lock and unlock; it acts as customers, never as a dealer or staff.
 * - Only an admin changes roles or touches another back-office account (support, finance, editors, …)
 *   or an admin's.
 * - Nobody raises an account above their own authority (roles are granted by admins only, and an admin
 *   is the top), nobody locks or demotes the last admin, nobody locks or acts as themselves.
 * Pure: the use cases, the pages and the authorisation matrix share it.
 */
import { passes, ROLES, shortRole } from "./roles.ts";

export const USER_ADMIN_ACTIONS = [
  "edit",
  "change-email",
  "change-roles",
  "reset-password",
  "resend-confirmation",
  "lock",
  "unlock",
  "impersonate",
] as const;
export type UserAdminAction = (typeof USER_ADMIN_ACTIONS)[number];

/** What kind of account someone is, for the rule: the highest authority among its roles. */
export const ACCOUNT_KINDS = ["customer", "dealer", "back-office", "admin"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Roles of the operator's own staff: an account with one of them is a back-office account. */
const STAFF_ROLES = new Set<string>([
  ROLES.CUSTOMER_SUPPORT,
  ROLES.DEALER_SUPPORT,
  ROLES.MEX_SUPPORT,
  ROLES.EDITOR,
  ROLES.FINANCE,
  ROLES.MARKETING,
  ROLES.AD_MANAGER,
]);

export function accountKindOf(roles: readonly string[]): AccountKind {
  const short = roles.map(shortRole);
  if (short.includes(ROLES.ADMIN)) return "admin";
  if (short.some((r) => STAFF_ROLES.has(r))) return "back-office";
  if (short.includes(ROLES.DEALER)) return "dealer";
  return "customer";
}

export interface AuthorityActor {
  id: number;
  roles: readonly string[];
}

export interface AuthorityTarget {
  id: number;
  roles: readonly string[];
  lockedAt: Date | string | null;
  anonymisedAt: Date | string | null;
}

/** Facts the rule needs from the database: how many unlocked admins there are now. */
export interface AuthorityContext {
  activeAdmins: number;
}

/** Why an action is refused: an error code of the catalogue (src/domain/shared/errors.ts), or null when allowed. */
export type AuthorityRefusal = "USER_ADMIN_FORBIDDEN" | "SELF_LOCK" | "LAST_PLATFORM_ADMIN" | "IMPERSONATION_NOT_ALLOWED";

const SUPPORT_ON_CUSTOMERS_AND_DEALERS = new Set<UserAdminAction>([
  "edit",
  "change-email",
  "reset-password",
  "resend-confirmation",
  "lock",
  "unlock",
]);

/**
 * Whether `actor` may do `action` to `target`; null when allowed, else the refusal's error code.
 * For "change-roles" pass the roles the target would have after the edit (`rolesAfter`), so that taking
 * the last admin's role away is refused too.
 */
export function userAdminRefusal(
  actor: AuthorityActor,
  target: AuthorityTarget,
  action: UserAdminAction,
  context: AuthorityContext,
  rolesAfter?: readonly string[],
): AuthorityRefusal | null {
  const actorIsAdmin = passes(actor.roles, "ADMIN");
  const actorIsSupport = actorIsAdmin || passes(actor.roles, "SUPPORT");
  if (!actorIsSupport) return "USER_ADMIN_FORBIDDEN";
  const kind = accountKindOf(target.roles);
  const self = actor.id === target.id;
  const lastAdmin = kind === "admin" && !target.lockedAt && context.activeAdmins <= 1;

  if (action === "impersonate") {
    // Acting as someone lends their rights to the actor: only customers, never oneself, a dealer or staff.
    if (self || kind !== "customer" || target.lockedAt || target.anonymisedAt) return "IMPERSONATION_NOT_ALLOWED";
    return null;
  }
  if (action === "lock" && self) return "SELF_LOCK";
  if (!actorIsAdmin) {
    if (kind === "admin" || kind === "back-office") return "USER_ADMIN_FORBIDDEN";
    return SUPPORT_ON_CUSTOMERS_AND_DEALERS.has(action) ? null : "USER_ADMIN_FORBIDDEN";
  }
  if (action === "lock" && lastAdmin) return "LAST_PLATFORM_ADMIN";
  if (action === "change-roles") {
    const after = rolesAfter ?? target.roles;
    if (lastAdmin && accountKindOf(after) !== "admin") return "LAST_PLATFORM_ADMIN";
  }
  return null;
}

/** The actions `actor` may take on `target` now (the page shows only these). */
export function allowedUserAdminActions(actor: AuthorityActor, target: AuthorityTarget, context: AuthorityContext): UserAdminAction[] {
  return USER_ADMIN_ACTIONS.filter((a) => userAdminRefusal(actor, target, a, context) === null);
}
