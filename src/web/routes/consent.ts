import { redirect } from "react-router";
import type { Route } from "./+types/consent";
import { clearedVisitCookie, consentCookie, VISIT_COOKIE, type Consent } from "../../domain/site/consent.ts";
import { safeReturnPath } from "../../domain/shared/return-path.ts";
import { assertSameOrigin } from "../lib/page.server.ts";

// The cookie banner's form posts here when JavaScript is off or not loaded yet (decision 0014).

/** The page the banner was on: only a path of this site (the one return-path rule, decision 0011). */
export function backToPage(value: FormDataEntryValue | null): string {
  return safeReturnPath(typeof value === "string" ? value : null);
}

export async function action({ request }: Route.ActionArgs) {
  // A form of another site must not give consent on the visitor's behalf.
  assertSameOrigin(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const choice = form.get("consent");
  const back = backToPage(form.get("returnTo"));
  if (choice !== "all" && choice !== "necessary") return redirect(back);
  const secure = url.protocol === "https:";
  const headers = new Headers({ "Set-Cookie": consentCookie(choice as Consent, secure) });
  // Statistics withdrawn: the visit cookie (httpOnly, so no script can) goes now, not when the browser closes (decision 0043).
  const hasVisit = (request.headers.get("Cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${VISIT_COOKIE}=`));
  if (choice === "necessary" && hasVisit) headers.append("Set-Cookie", clearedVisitCookie(secure));
  return redirect(back, { headers });
}

/** Opened directly: nothing to choose here. */
export function loader() {
  return redirect("/");
}
