/**
 * /kunde/stammdaten (spec §2 Customer) was the same form as /persoenliche-daten (spec §2 Account) a second
 * time. The form lives at /persoenliche-daten — every logged-in user's page, shown inside the customer
 * area's tabs for a customer — and this address leads there for good, its query kept (decision 0045). A
 * permanent redirect is remembered by the browser whoever is logged in next, so it answers everyone the
 * same: the area table lists it as public, and the target page does its own login.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/stammdaten";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/persoenliche-daten${new URL(request.url).search}`, 301);
}
