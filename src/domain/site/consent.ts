/**
 * The visitor's cookie choice (the banner, the cookie settings and the consent route set it; the server reads
 * it before it counts a visit, decision 0043). "all" includes the statistics; "necessary" does not.
 */
export const CONSENT_COOKIE = "cookie-consent";
export type Consent = "all" | "necessary";

/**
 * The statistics cookie (decision 0043): the random id of the current visit, set by the page-view beacon's
 * answer only with consent to statistics, httpOnly, gone when the browser closes.
 */
export const VISIT_COOKIE = "stat_visit";

/** The cookie that keeps the choice for a year (set by the banner's script, or by the consent route without it). */
export function consentCookie(value: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The visit cookie, deleted: a withdrawn consent ends the statistics at once, not when the browser closes. */
export function clearedVisitCookie(secure: boolean): string {
  return `${VISIT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The visitor's choice from a Cookie header (null: not chosen yet). */
export function consentFromCookie(cookieHeader: string | null | undefined): Consent | null {
  const m = /(?:^|;\s*)cookie-consent=(all|necessary)(?:;|$)/.exec(cookieHeader ?? "");
  return m ? (m[1] as Consent) : null;
}

/** Whether the visitor agreed to statistics: only then is a page view or a visit counted. */
export function allowsStatistics(consent: Consent | null | undefined): boolean {
  return consent === "all";
}
