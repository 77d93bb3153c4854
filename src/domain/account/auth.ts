/**
 * Token claims and role rules of spec §3 "Logged-in user" and §6. Pure: the server signs these
 * claims, the browser decodes them from the stored token.
 */

import { passes, ROLES, rolesOfClaim } from "../access/roles.ts";

// The role table itself (long names, short roles, checks) is in roles.ts.
export { ROLES };

/** Claims as they travel in the token (strings where the wire has strings, spec §6 guest flag). */
export interface TokenClaims {
  id: string;
  title1?: string;
  title2?: string;
  /** Single value or list (spec §6). */
  role?: string | string[];
  isImpersonatedS?: string;
  isGuest?: string;
  hasMexEnabled?: string;
  hasAnyOrder?: string;
  firstName?: string;
  lastName?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  /** Session id: the refresh-token row that started the login (decision 0008); renewals check it. */
  sid?: string;
}

export interface LoggedInUser {
  id: number;
  title1: string;
  title2: string;
  roles: string[];
  isImpersonatedS: boolean;
  isGuest: boolean;
  hasMexEnabled: boolean;
  hasAnyOrder: boolean;
  firstName: string;
  lastName: string;
}

const truthy = (v: unknown) => v === true || v === "True" || v === "true" || v === "1";

/**
 * Spec §6: roles from the role claim (single value or list); MEX_CUSTOMER is added when hasMexEnabled,
 * CUSTOMER when the user is not a guest. The guest flag is true when isGuest is 'True' or '1'.
 */
export function userFromClaims(c: TokenClaims): LoggedInUser {
  const isGuest = c.isGuest === "True" || c.isGuest === "1";
  const hasMexEnabled = truthy(c.hasMexEnabled);
  return {
    id: Number(c.id),
    title1: c.title1 ?? "",
    title2: c.title2 ?? "",
    roles: rolesOfClaim(c.role, { isGuest, hasMexEnabled }),
    isImpersonatedS: truthy(c.isImpersonatedS),
    isGuest,
    hasMexEnabled,
    // Spec §6: true only for a logged-in user with an order history.
    hasAnyOrder: truthy(c.hasAnyOrder),
    firstName: c.firstName ?? "",
    lastName: c.lastName ?? "",
  };
}

/** Builds the claims for a user record; booleans travel as 'True'/'False' like the spec's guest flag. */
export function claimsForUser(u: {
  id: number;
  title1: string;
  title2: string;
  roles: readonly string[];
  isGuest: boolean;
  hasMexEnabled: boolean;
  hasAnyOrder: boolean;
  firstName: string;
  lastName: string;
  isImpersonated?: boolean;
}): TokenClaims {
  const b = (v: boolean) => (v ? "True" : "False");
  return {
    id: String(u.id),
    title1: u.title1,
    title2: u.title2,
    role: u.roles.length === 1 ? u.roles[0] : [...u.roles],
    isImpersonatedS: b(u.isImpersonated ?? false),
    isGuest: b(u.isGuest),
    hasMexEnabled: b(u.hasMexEnabled),
    hasAnyOrder: b(u.hasAnyOrder),
    firstName: u.firstName,
    lastName: u.lastName,
  };
}

/** Spec §6: ADMIN satisfies every check of the form 'role or admin'; long role names count as their short ones. */
export function hasRoleOrAdmin(user: Pick<LoggedInUser, "roles"> | null | undefined, role: string): boolean {
  return passes(user?.roles, role);
}

/** Spec §6: ad-manager rights go to the ad-manager role or admin. */
export function isAdManager(user: Pick<LoggedInUser, "roles"> | null | undefined): boolean {
  return hasRoleOrAdmin(user, ROLES.AD_MANAGER);
}
