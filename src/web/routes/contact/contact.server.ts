/** The contact form's action (decision 0042): post/redirect/get, so a reload never sends twice. */
import { data, redirect, type AppLoadContext } from "react-router";
import { contactRequestInput } from "../../../domain/contact/contact.schemas.ts";
import type { GateChallenge } from "../../../domain/contact/spam-gate.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { readForm } from "../../lib/page.server.ts";

/** The contact form's problem (decision 0061), with the values typed and a fresh spam gate. */
export type ContactActionProblem = FormProblem & {
  values: Record<string, string>;
  /** A fresh challenge: loaders do not run again after a refused post, and a token sends one request. */
  gate: GateChallenge;
};

/** What the form shows again: the sender's fields, never the gate's. */
const KEPT = ["Topic", "OrderNumber", "Message", "Email", "Name"] as const;

export async function contactAction(request: Request, context: AppLoadContext) {
  const parsed = await readForm(request, contactRequestInput, { max: 10_000 });
  const values = Object.fromEntries(KEPT.map((k) => [k, parsed.values[k] ?? ""]));
  const problem = async (status: number, message: string, fieldErrors: Record<string, string[]>) =>
    data<ContactActionProblem>({ message, fieldErrors, values, gate: await context.services.contact.issueContactGate() }, { status });
  if (!parsed.ok) return problem(400, "Bitte prüfen Sie die markierten Angaben.", parsed.fieldErrors);
  try {
    const sent = await context.services.contact.submitContactRequest(parsed.data, {
      userId: context.user?.id ?? null,
      clientAddress: context.clientAddress,
      countryId: context.country.countryId,
    });
    return redirect(`/kontakt?gesendet=${encodeURIComponent(sent.Reference)}`);
  } catch (err) {
    if (!isClientError(err)) throw err;
    return problem(err.statusCode, err.message, err.fieldErrors ?? {});
  }
}
