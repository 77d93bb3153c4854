/**
 * Whether a state-changing request came from our own pages (page forms, and the page-view beacon that
 * cannot carry the CSRF header, decision 0043). The browser's Sec-Fetch-Site decides when it is sent
 * ("same-site" is refused too: the country variants are other hosts of the same site); without it the
 * Origin, or else the Referer, must name `host`, the server's one answer to "which host was this sent to"
 * (decision 0038). Hosts only: behind a TLS proxy without TRUST_PROXY the request itself looks like http.
 */
export function isSameOriginRequest(
  headers: { secFetchSite?: string | null; origin?: string | null; referer?: string | null },
  host: string,
): boolean {
  if (headers.secFetchSite) return headers.secFetchSite === "same-origin" || headers.secFetchSite === "none";
  const source = headers.origin ?? headers.referer;
  if (!source || source === "null") return false;
  try {
    return new URL(source).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
