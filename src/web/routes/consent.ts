import { redirect } from "react-router";
import type { Route } from "./+types/consent";
import { consentCookie, type Consent } from "../components/consent-banner.tsx";
import { safeReturnPath } from "../../domain/return-path.ts";
import { assertSameOrigin } from "./same-origin.server.ts";

// The cookie banner's form posts here when JavaScript is off or not loaded yet (issue 9, item 12).

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
  return redirect(back, { headers: { "Set-Cookie": consentCookie(choice as Consent, url.protocol === "https:") } });
}

/** Opened directly: nothing to choose here. */
export function loader() {
  return redirect("/");
}
