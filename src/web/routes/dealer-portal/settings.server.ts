/**
 * Server-only helpers of the portal's settings pages (decision 0027): the caller, use-case errors as
 * pages or form problems, form fields as text.
 */
import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { isClientError } from "../../../domain/errors.ts";
import type { FormProblem } from "../../components/dealer-portal/settings-page.tsx";
import { assertSameOrigin } from "../same-origin.server.ts";

export { assertSameOrigin };

/** The logged-in user's id; the page guard has already sent anonymous visitors to the login. */
export function callerId(context: AppLoadContext): number {
  if (!context.user) throw data(null, { status: 401 });
  return context.user.id;
}

/** A loader's use case: a coded refusal becomes the error page with its German sentence (403, 404). */
export async function orErrorPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (isClientError(err)) throw data({ message: err.message }, { status: err.statusCode });
    throw err;
  }
}

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

export function text(form: FormData, name: string, max = 200): string {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
}

/** "12" → 12, "1.500" → 1500; anything else → NaN (the use case's schema says what is wrong). */
export function wholeNumber(value: string): number {
  const t = value.trim().replace(/[.\s'’]/g, "");
  return /^-?\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}
