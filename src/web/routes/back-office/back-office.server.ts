/**
 * Server-only helpers of the back office's pages (decision 0031): the caller, use-case errors as the
 * back office's error page, and same-origin checks for form posts.
 */
import { data, type AppLoadContext } from "react-router";
import { isClientError } from "../../../domain/errors.ts";
export { assertSameOrigin } from "../same-origin.server.ts";

/** The signed-in back-office user; the page guard has already sent anonymous visitors to the login. */
export function backOfficeUser(context: AppLoadContext): { id: number; roles: readonly string[]; requestId: string } {
  if (!context.user) throw data(null, { status: 401 });
  return { id: context.user.id, roles: context.user.roles, requestId: context.requestId };
}

/** What to throw for a use case's error: a coded refusal becomes the error page with its German sentence. */
export function backOfficeErrorOf(err: unknown): unknown {
  return isClientError(err) ? data({ message: err.message }, { status: err.statusCode }) : err;
}

/** A loader's use case: a coded refusal becomes the error page with its German sentence. */
export async function orBackOfficeError<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    throw backOfficeErrorOf(err);
  }
}

/** A form field as text of at most `max` characters ("" when missing). */
export function formText(form: FormData, name: string, max = 600): string {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
}
