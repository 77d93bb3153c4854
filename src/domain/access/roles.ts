/**
 * Spec §6 role table: the long role names tokens of the original system carry, the short roles the code
 * checks, and the checks themselves ("role or admin"). Decision 0019 has the same table in prose.
 * Pure: the API guards, the page guards and the browser use the same functions.
 */

/** Short role names. The first four are spec §6's "known role names"; the rest name the long ones below. */
export const ROLES = {
  ADMIN: "ADMIN",
  AD_MANAGER: "AD_MANAGER",
  MEX_CUSTOMER: "MEX_CUSTOMER",
  CUSTOMER: "CUSTOMER",
  PRESS: "PRESS",
  ADVERTISING_PARTNER: "ADVERTISING_PARTNER",
  CUSTOMER_SUPPORT: "CUSTOMER_SUPPORT",
  DEALER_SUPPORT: "DEALER_SUPPORT",
  MEX_SUPPORT: "MEX_SUPPORT",
  EDITOR: "EDITOR",
  FINANCE: "FINANCE",
  MARKETING: "MARKETING",
  // The spec names no role for a dealer's staff; the dealer portal needs one (decision 0019).
  DEALER: "DEALER",
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Long name → short role (spec §6 "Longer role names seen"). `{provider}` is the operator's name. */
const EXACT_LONG_NAMES: Record<string, Role> = {
  Role_Customer: ROLES.CUSTOMER,
  Role_Press: ROLES.PRESS,
  Role_AdvertisingPartner: ROLES.ADVERTISING_PARTNER,
  ComputedRole_Mex_Customer: ROLES.MEX_CUSTOMER,
};

/** Role_{provider}_<suffix> → short role. */
const PROVIDER_ROLE_SUFFIXES: Record<string, Role> = {
  Admin: ROLES.ADMIN,
  DealerSupport: ROLES.DEALER_SUPPORT,
  CustomerSupport: ROLES.CUSTOMER_SUPPORT,
  Editor: ROLES.EDITOR,
  Financial: ROLES.FINANCE,
  Marketing: ROLES.MARKETING,
  meXSupport: ROLES.MEX_SUPPORT,
  AdManager: ROLES.AD_MANAGER,
};

const PROVIDER_ROLE = /^Role_[^_]+_([A-Za-z]+)$/;

/** The short role of a role name; short names and names the table does not know stay as they are. */
export function shortRole(name: string): string {
  const exact = EXACT_LONG_NAMES[name];
  if (exact) return exact;
  const suffix = PROVIDER_ROLE.exec(name)?.[1];
  return (suffix && Object.hasOwn(PROVIDER_ROLE_SUFFIXES, suffix) && PROVIDER_ROLE_SUFFIXES[suffix]) || name;
}

/**
 * The checks guards and use cases ask for, each with the roles that pass it. ADMIN passes every check
 * (spec §6 "Admin satisfies every check of the form 'role or admin'"), so it is not repeated here.
 */
export const CHECKS = {
  ADMIN: [ROLES.ADMIN],
  AD_MANAGER: [ROLES.AD_MANAGER],
  MEX_CUSTOMER: [ROLES.MEX_CUSTOMER],
  CUSTOMER: [ROLES.CUSTOMER],
  /** Any of the three support desks: the back office's common pages (users, cancellations). */
  SUPPORT: [ROLES.CUSTOMER_SUPPORT, ROLES.DEALER_SUPPORT, ROLES.MEX_SUPPORT],
  CUSTOMER_SUPPORT: [ROLES.CUSTOMER_SUPPORT],
  DEALER_SUPPORT: [ROLES.DEALER_SUPPORT],
  MEX_SUPPORT: [ROLES.MEX_SUPPORT],
  EDITOR: [ROLES.EDITOR],
  FINANCE: [ROLES.FINANCE],
  MARKETING: [ROLES.MARKETING],
  PRESS: [ROLES.PRESS],
  ADVERTISING_PARTNER: [ROLES.ADVERTISING_PARTNER],
  DEALER: [ROLES.DEALER],
} as const satisfies Record<string, readonly Role[]>;

export type Check = keyof typeof CHECKS;

export function isCheck(name: string): name is Check {
  return Object.hasOwn(CHECKS, name);
}

/**
 * Spec §6 "role or admin": whether someone with these role names (long or short) passes the check.
 * A name that is no check stands for itself, so `passes(roles, "Role_Press")` works too.
 */
export function passes(roles: readonly string[] | null | undefined, check: Check | string): boolean {
  if (!roles) return false;
  const have = new Set(roles.map(shortRole));
  if (have.has(ROLES.ADMIN)) return true;
  const wanted = shortRole(check);
  const members: readonly string[] = isCheck(wanted) ? CHECKS[wanted] : [wanted];
  return members.some((r) => have.has(r));
}

/**
 * Spec §6: roles from the role claim (single value or list) plus the computed ones: MEX_CUSTOMER when
 * hasMexEnabled, CUSTOMER when not a guest. The claim's names are kept as they came (long or short);
 * `passes` reads both.
 */
export function rolesOfClaim(role: string | readonly string[] | undefined, flags: { isGuest: boolean; hasMexEnabled: boolean }): string[] {
  const roles = role === undefined ? [] : typeof role === "string" ? [role] : [...role];
  if (flags.hasMexEnabled && !roles.includes(ROLES.MEX_CUSTOMER)) roles.push(ROLES.MEX_CUSTOMER);
  if (!flags.isGuest && !roles.includes(ROLES.CUSTOMER)) roles.push(ROLES.CUSTOMER);
  return roles;
}
