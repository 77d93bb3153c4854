import { redirect } from "react-router";
import type { Route } from "./+types/log-out";
import { impersonationEndPath } from "../../../domain/back-office/back-office-home.ts";
import { assertSameOrigin } from "../../lib/page.server.ts";

/**
 * The logout buttons' form without JavaScript (with it, the session provider posts the API's logout
 * and reloads or goes to the login). The session ends as with /api/account/jwt/abmelden; an
 * impersonation ends with the support user signed in again, back on the page of the customer she acted
 * as (spec §4: the user switch); anyone else goes to the login page, signed out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = context.user;
  const { session } = await context.services.account.logOut({ user });
  if (session && user) {
    const headers = context.sessionCookies(session).map((c) => ["Set-Cookie", c] as [string, string]);
    return redirect(impersonationEndPath(user.id), { headers });
  }
  return redirect("/benutzerkonto/anmeldung", { headers: context.endedSessionCookies().map((c) => ["Set-Cookie", c] as [string, string]) });
}

/** Opened directly: nothing to do here. */
export function loader() {
  return redirect("/");
}
