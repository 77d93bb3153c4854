/**
 * Where a ReturnUrl / RedirectUrl may lead: only to a path of this site. Every place that reads one
 * goes through `safeReturnPath` (decision 0011); the only external target is a dealer's stored
 * redirect URL (`dealerRedirectUrl`).
 */

const BASE = "http://same.invalid";
/** C0 and C1 control characters, DEL and the backslash: browsers drop or reinterpret them in URLs. */
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
