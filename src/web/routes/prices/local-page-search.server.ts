/**
 * The price pages' postcode search as a form action (decision 0061): the same use case as the local-page
 * redirect of the API (spec §7), then on to the postcode's page; an unknown postcode stays with a hint.
 */
import { redirect, type AppLoadContext } from "react-router";
import { localPageSearchSchema } from "../../../domain/prices/prices.schemas.ts";
import { formProblem, readForm } from "../../lib/page.server.ts";

const UNKNOWN = "Diese Postleitzahl kennen wir leider nicht.";

export async function localPageSearchAction(request: Request, context: AppLoadContext) {
  const countryId = context.country.countryId;
  const parsed = await readForm(request, localPageSearchSchema(countryId), { max: 10 });
  if (!parsed.ok) return formProblem(parsed.fieldErrors.zipCode?.[0] ?? UNKNOWN, parsed);
  const link = await context.services.prices.localPageLink(countryId, parsed.data.zipCode);
  // The use case answers the overview for a postcode it does not know.
  return link === "/heizoelpreise" ? formProblem(UNKNOWN, parsed) : redirect(link);
}
