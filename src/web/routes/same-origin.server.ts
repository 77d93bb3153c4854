import { data } from "react-router";
import { isSameOriginRequest } from "../../domain/shared/same-origin.ts";

/**
 * Every page form post (a page action, a resource route) must come from our own pages: a form of
 * another site is refused before anything is read or written. The rule is the domain's (same-origin.ts);
 * the host it compares with is the request URL's, the server's one answer to "which host was this sent
 * to" (pageUrl, src/server/plugins/web.ts: a proxy named in TRUST_PROXY may say it with X-Forwarded-Host,
 * nobody else; decision 0038), so no Host or X-Forwarded-Host header is read here.
 */
export function isSameOrigin(request: Request): boolean {
  const h = request.headers;
  return isSameOriginRequest(
    { secFetchSite: h.get("sec-fetch-site"), origin: h.get("origin"), referer: h.get("referer") },
    new URL(request.url).host,
  );
}

export function assertSameOrigin(request: Request) {
  if (!isSameOrigin(request))
    throw data({ message: "Die Anfrage kam nicht von unserer Seite und wurde abgelehnt. Bitte laden Sie die Seite neu." }, { status: 403 });
}
