/**
 * The one set of server helpers every page loader and action uses (decision 0061): who is asking, a use
 * case's refusal as the error page, and a posted form read through the area's zod schema with German field
 * errors for the form. Pages never parse forms or map errors their own way.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { LoggedInUser } from "../../domain/account/auth.ts";
import { isClientError } from "../../domain/shared/errors.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../../domain/shared/safe-text.ts";
import { assertSameOrigin } from "../routes/same-origin.server.ts";
import type { FormProblem } from "./form-problem.ts";

export { assertSameOrigin };
export type { FormProblem };

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
 * every text field (at most `max` characters each) plus `extra` (what the page adds, e.g. the country, or
 * a function of the values) parsed; the values come back either way so the form can be shown again without JavaScript.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  opts: { extra?: Record<string, unknown> | ((values: Record<string, string>) => Record<string, unknown>); max?: number } = {},
): Promise<ParsedForm<z.output<S>>> {
  assertSameOrigin(request);
  const values = formValues(await request.formData(), opts.max ?? 10_000);
  // The API's rule for text (decision 0012) holds for page forms too: a NUL or a lone surrogate never reaches
  // the schema, the database or a mail; the form comes back with the field marked and emptied.
  const unsafe = Object.keys(values).filter((k) => !isSafeText(values[k]));
  if (unsafe.length > 0) {
    for (const k of unsafe) values[k] = "";
    return { ok: false, fieldErrors: Object.fromEntries(unsafe.map((k) => [k, [UNSAFE_TEXT_MESSAGE]])), values };
  }
  // A function turns typed text into what the schema takes (a star rating's number, the link's token).
  const extra = typeof opts.extra === "function" ? opts.extra(values) : opts.extra;
  const parsed = schema.safeParse({ ...values, ...extra });
  return parsed.success ? { ok: true, data: parsed.data, values } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues), values };
}

/** A refused form as the action's answer: the German message, the field errors and the values typed (never a password). */
export function formProblem(
  message: string,
  form: { fieldErrors?: Record<string, string[]>; values?: Record<string, string> } = {},
  status = 400,
) {
  return data<FormProblem>({ message, fieldErrors: form.fieldErrors ?? {}, values: form.values ?? {} }, { status });
}

/**
 * A use case's coded refusal as the form's problem (its status, the catalogue's sentence and code, its field
 * errors); anything else stays an error (the 500 page).
 */
export function problemOfError(err: unknown, values: Record<string, string> = {}) {
  if (!isClientError(err)) throw err;
  return data<FormProblem>(
    { message: err.message, code: err.code, fieldErrors: err.fieldErrors ?? {}, values },
    { status: err.statusCode },
  );
}

/** The query parameter that carries a notice across post/redirect/get (decision 0061). */
export const NOTICE_PARAM = "erledigt";

/**
 * Post/redirect/get with a notice for the page it leads to (decision 0061): `notice` is a short key the
 * page turns into its German sentence (never text from the request), carried in `?erledigt=`, so it
 * survives without cookies or JavaScript and a reload shows the same page. A fragment of `to` stays last.
 */
export function redirectWithNotice(to: string, notice: string, init?: ResponseInit): Response {
  const hash = to.indexOf("#");
  const [path, fragment] = hash < 0 ? [to, ""] : [to.slice(0, hash), to.slice(hash)];
  const url = new URL(path, "http://x");
  url.searchParams.set(NOTICE_PARAM, notice);
  return redirect(`${url.pathname}${url.search}${fragment}`, init);
}

/** The notice a redirect left for this page, if it is one the page knows (anything else is ignored). */
export function noticeOf<K extends string>(request: Request, known: readonly K[]): K | null {
  const notice = new URL(request.url).searchParams.get(NOTICE_PARAM);
  return known.find((k) => k === notice) ?? null;
}
