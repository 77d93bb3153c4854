/**
 * What the ad managers' pages share on the server (decision 0068, "Back office"): the actor of an audited save
 * and a schema's issues as the form's field errors under their full path (`Items.1.Weight`, `Variants.0`).
 */
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { fieldOf } from "../../../domain/adverts/advert-forms.ts";
import { caller, formProblem } from "../../lib/page.server.ts";

export function actorOf(context: AppLoadContext) {
  const me = caller(context);
  return { id: me.id, requestId: me.requestId };
}

export function schemaProblem(error: z.ZodError, values: Record<string, string>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[fieldOf(issue.path)] ??= []).push(issue.message);
  return formProblem("Bitte prüfen Sie die markierten Angaben.", { fieldErrors, values });
}

/** The id of a page's path (`/support/adverts/12`): a positive whole number, else the 404 page. */
export function idOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  return id;
}
