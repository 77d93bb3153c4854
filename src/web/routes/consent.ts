import { redirect } from "react-router";
import type { Route } from "./+types/consent";
import { consentCookie, type Consent } from "../components/consent-banner.tsx";
import { safeReturnPath } from "../../domain/return-path.ts";

// The cookie banner's form posts here when JavaScript is off or not loaded yet (issue 9, item 12).

/** The page the banner was on: only a path of this site (the one return-path rule, decision 0011). */
export function backToPage(value: FormDataEntryValue | null): string {
  return safeReturnPath(typeof value === "string" ? value : null);
}

/**
 * A form of another site must not give consent on the visitor's behalf. Browsers say so in Sec-Fetch-Site;
 * without it the Origin's host must be this host (the scheme is left out: behind a TLS proxy without
 * TRUST_PROXY the request looks like http).
 */
function crossSite(request: Request, host: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const from = request.headers.get("origin");
  if (from === null) return false;
  try {
    return new URL(from).host !== host;
  } catch {
    return true;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  if (crossSite(request, url.host)) throw new Response("Die Anfrage kam nicht von dieser Seite.", { status: 403 });
  const form = await request.formData();
  const choice = form.get("consent");
  const back = backToPage(form.get("returnTo"));
  if (choice !== "all" && choice !== "necessary") return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": consentCookie(choice as Consent, url.protocol === "https:") } });
}

/** Opened directly: nothing to choose here. */
export function loader() {
  return redirect("/");
}
