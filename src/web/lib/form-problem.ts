/**
 * What a page form shows again after a refused post (decision 0061): one shape for every action, browser-safe
 * so forms import it; actions build it with `formProblem`/`problemOfError` from page.server.ts.
 */
export interface FormProblem {
  /** The German sentence above the form: the catalogue's for a use case's refusal, else "Bitte prüfen Sie …". */
  message: string;
  /** The catalogue's code of a use case's refusal, for a form that tells one apart (the checkout's changed price). */
  code?: string;
  /** zod's (or the use case's) German messages per field, all of them in order (`readForm`). */
  fieldErrors: Record<string, string[]>;
  /** What was typed, so the form shows it again without JavaScript (never a password). */
  values?: Record<string, string>;
}

/** The first message of the first named field that has one (an API error's `body.X` counts as `X`). */
export function fieldError(problem: FormProblem | null | undefined, ...names: string[]): string | undefined {
  for (const n of names) {
    const e = problem?.fieldErrors[n]?.[0] ?? problem?.fieldErrors[`body.${n}`]?.[0];
    if (e) return e;
  }
  return undefined;
}
