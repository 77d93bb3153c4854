/**
 * Where a ReturnUrl / RedirectUrl may lead: only to a path of this site. Every place that reads one
 * goes through `safeReturnPath` (decision 0011); the only external target is a dealer's stored
 * redirect URL (`dealerRedirectUrl`).
 */

const BASE = "http://same.invalid";
/** C0 and C1 control characters, DEL and the backslash: browsers drop or reinterpret them in URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * `raw` reduced to `pathname + search + hash` of this site, or `fallback`. The value is resolved
 * against a dummy origin with the WHATWG URL parser (the browser's own rules), so dot segments and
 * encoded dots are normalised first: "/.//evil.example" becomes "//evil.example" and is refused.
 * The percent-decoded path is checked too, for servers and proxies that decode "%2F" or "%5C".
 */
export function safeReturnPath(raw: string | null | undefined, fallback = "/"): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || UNSAFE.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || UNSAFE.test(decoded)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A dealer's stored redirect URL (spec §4 Session): an absolute http(s) address without credentials, else null. */
export function dealerRedirectUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || UNSAFE.test(raw)) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The dealer portal's start page: where a dealer's staff member lands after login (decision 0026). */
export const DEALER_PORTAL_PATH = "/haendlerportal";

export type DealerLoginTarget = { kind: "path"; path: string } | { kind: "external"; url: string } | { kind: "invalid" } | null;

/**
 * Where a login leads besides the usual ReturnUrl (spec §4 Session: "Login may redirect a dealer to a
 * given redirect URL"), decision 0026:
 *  - a stored path of this site ("/haendlerportal"): the login starts a session and leads there;
 *  - a stored absolute http(s) address: the login leads there without a session, as before (decision 0011);
 *  - nothing stored: a dealer's staff member (a dealer and the DEALER role) goes to the portal, anybody else
 *    nowhere in particular (null);
 *  - anything else (javascript:, "//host", control characters): invalid, the login is refused.
 */
export function dealerLoginTarget(stored: string | null | undefined, isDealerStaff: boolean): DealerLoginTarget {
  if (stored === null || stored === undefined || stored === "") return isDealerStaff ? { kind: "path", path: DEALER_PORTAL_PATH } : null;
  if (stored.startsWith("/")) {
    const path = safeReturnPath(stored, "");
    return path ? { kind: "path", path } : { kind: "invalid" };
  }
  const url = dealerRedirectUrl(stored);
  return url ? { kind: "external", url } : { kind: "invalid" };
}
