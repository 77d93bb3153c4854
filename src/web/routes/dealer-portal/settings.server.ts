/**
 * Server-only helpers of the portal's settings pages (decision 0027): use-case errors as form problems and
 * grouped whole numbers; the caller, error pages and form fields come from src/web/lib/page.server.ts.
 */
import { data } from "react-router";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { FormProblem } from "../../components/dealer-portal/settings-page.tsx";
/** An action's use case: a coded 400/409 becomes the form's problem; 403/404 the error page. */
export async function orProblem<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; problem: FormProblem }> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    if (isClientError(err) && (err.statusCode === 400 || err.statusCode === 409))
      return { ok: false, problem: { message: err.message, fieldErrors: err.fieldErrors ?? {} } };
    if (isClientError(err)) throw data({ message: err.message }, { status: err.statusCode });
    throw err;
  }
}

/** "12" → 12, "1.500" → 1500; anything else → NaN (the use case's schema says what is wrong). */
export function wholeNumber(value: string): number {
  const t = value.trim().replace(/[.\s'’]/g, "");
  return /^-?\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}
