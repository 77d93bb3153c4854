import { data } from "react-router";

/**
 * Every page form post (a page action, a resource route) must come from our own pages: a form of
 * another site is refused before anything is read or written. The browser's Sec-Fetch-Site decides when
 * it is sent ("same-site" is refused too: the country variants are other hosts of the same site);
 * without it the Origin, or else the Referer, must name the host the request was sent to. Hosts only:
 * behind a TLS proxy without TRUST_PROXY the request itself looks like http.
 */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source || source === "null") return false;
  let host: string;
  try {
    host = new URL(source).host.toLowerCase();
  } catch {
    return false;
  }
  const own = [request.headers.get("host"), request.headers.get("x-forwarded-host")?.split(",")[0]?.trim(), new URL(request.url).host]
    .filter((h): h is string => Boolean(h))
    .map((h) => h.toLowerCase());
  return own.includes(host);
}

export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request))
    throw data({ message: "Die Anfrage kam nicht von unserer Seite und wurde abgelehnt. Bitte laden Sie die Seite neu." }, { status: 403 });
}
