/**
 * The one set of server helpers every page loader and action uses (decision 0061): who is asking, a use
 * case's refusal as the error page, and a posted form read through the area's zod schema with German field
 * errors for the form. Pages never parse forms or map errors their own way.
 */
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { LoggedInUser } from "../../domain/account/auth.ts";
import { isClientError } from "../../domain/shared/errors.ts";
import { assertSameOrigin } from "../routes/same-origin.server.ts";

export { assertSameOrigin };

export interface PageCaller extends LoggedInUser {
  /** The request's id, which back-office actions write into the audit log. */
  requestId: string;
}

/**
 * The logged-in caller. The page guard (decision 0019) has already sent anonymous visitors to the login and
 * refused a missing role before any loader or action runs; `allowed` is for a page that asks for more than
 * its area (403, the error page).
 */
export function caller(context: AppLoadContext, allowed?: (roles: readonly string[]) => boolean): PageCaller {
  if (!context.user) throw data(null, { status: 401 });
  if (allowed && !allowed(context.user.roles)) throw data(null, { status: 403 });
  return { ...context.user, requestId: context.requestId };
}

/** The logged-in caller's user id (see `caller`). */
export function callerId(context: AppLoadContext): number {
  return caller(context).id;
}

/**
 * What to throw for an error of a use case: a coded refusal becomes the error page with its status and the
 * catalogue's German sentence (areas with their own error boundary show it); anything else stays an error
 * (the 500 page).
 */
export function errorPageOf(err: unknown): unknown {
  return isClientError(err) ? data({ message: err.message }, { status: err.statusCode }) : err;
}

export function asErrorPage(err: unknown): never {
  throw errorPageOf(err);
}

/** A loader's use case, whose coded refusal becomes the error page. */
export async function orErrorPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    throw errorPageOf(err);
  }
}

/** A form field as text of at most `max` characters ("" when missing or a file). */
export function formText(form: FormData, name: string, max = 600): string {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
}

/** Every text field of a form (each at most `max` characters), to show the form again after a refusal. */
export function formValues(form: FormData, max = 600, skip: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && !skip.includes(k)) values[k] = v.slice(0, max);
  return values;
}

/** zod's messages per field (the first path segment; "form" for the whole form), in the order zod found them. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) (out[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
  return out;
}

export type ParsedForm<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; fieldErrors: Record<string, string[]>; values: Record<string, string> };

/**
 * A posted form read through the area's schema from the domain: same-origin first (403 otherwise), then
 * every text field (at most `max` characters each) plus `extra` (what the page adds, e.g. the country)
 * parsed; the values come back either way so the form can be shown again without JavaScript.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  opts: { extra?: Record<string, unknown>; max?: number } = {},
): Promise<ParsedForm<z.output<S>>> {
  assertSameOrigin(request);
  const values = formValues(await request.formData(), opts.max ?? 10_000);
  const parsed = schema.safeParse({ ...values, ...opts.extra });
  return parsed.success ? { ok: true, data: parsed.data, values } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues), values };
}
