/** What every customer-area page loader needs (decision 0028): the caller, whom the page guard already let in. */
import { data } from "react-router";
import type { AppLoadContext } from "react-router";

export function customerId(context: AppLoadContext): number {
  // The page guard sends anonymous visitors to the login before any loader runs (decision 0019).
  if (!context.user) throw data(null, { status: 401 });
  return context.user.id;
}
