import { data } from "react-router";

/**
 * Every page form post (a page action, a resource route) must come from our own pages: a form of
 * another site is refused before anything is read or written. The browser's Sec-Fetch-Site decides when
 * it is sent ("same-site" is refused too: the country variants are other hosts of the same site);
 * without it the Origin, or else the Referer, must name the host of the request's URL. That host is the
 * server's one answer to "which host was this sent to" (pageUrl, src/server/plugins/web.ts: a proxy
 * named in TRUST_PROXY may say it with X-Forwarded-Host, nobody else; decision 0038), so no Host or
 * X-Forwarded-Host header is read here. Hosts only: behind a TLS proxy without TRUST_PROXY the request
 * itself looks like http.
 */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source || source === "null") return false;
  try {
    return new URL(source).host.toLowerCase() === new URL(request.url).host.toLowerCase();
  } catch {
    return false;
  }
}

export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request))
    throw data({ message: "Die Anfrage kam nicht von unserer Seite und wurde abgelehnt. Bitte laden Sie die Seite neu." }, { status: 403 });
}
