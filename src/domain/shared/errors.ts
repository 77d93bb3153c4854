import { z } from "zod";
import { DOMAIN_AREAS } from "./area-list.ts";
import { GENERIC_ERRORS } from "./generic.errors.ts";

/**
 * The one error catalogue (decision 0017): every coded error of a use case or of the HTTP edge, with
 * its HTTP status and its German message. The API error handler answers `{ message, code }` from it,
 * the page loaders and the error boundary map the same errors to the same statuses, and a new area
 * adds its rows in its own `src/domain/<area>/<area>.errors.ts`, named on its line of the domain's
 * area list (area-list.ts), instead of inventing status codes in route files. The rows no area owns are in `generic.errors.ts`. A code defined twice
 * would be overwritten silently by the later spread: errors.test.ts refuses it.
 *
 * A row's message is what the user reads unless the call gives a more specific one (a price change
 * names the new price; a checkout step says which step is missing): the status always comes from here.
 */
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AreaRows = UnionToIntersection<Extract<(typeof DOMAIN_AREAS)[number], { errors: object }>["errors"]>;

export const ERRORS: typeof GENERIC_ERRORS & AreaRows = Object.assign(
  {},
  GENERIC_ERRORS,
  ...DOMAIN_AREAS.map((area) => ("errors" in area ? area.errors : {})),
);

export type ErrorCode = keyof typeof ERRORS;

// A registry symbol, not instanceof: the page build bundles its own copy of this module, while the
// services run on the server's copy; both see the same Symbol.for key.
const APP_ERROR = Symbol.for("heizoel-marktplatz.app-error");

export interface AppErrorOptions {
  /** A more specific German message than the catalogue's (the status stays the catalogue's). */
  message?: string;
  /** The form field the message belongs to (fieldErrors = { [field]: [message] }). */
  field?: string;
  fieldErrors?: Record<string, string[]>;
}

/** A coded application error: status and default message from the catalogue. */
export class AppError extends Error {
  readonly [APP_ERROR] = true;
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    const message = options.message ?? ERRORS[code].message;
    super(message);
    this.name = "AppError";
    this.statusCode = ERRORS[code].status;
    this.fieldErrors = options.fieldErrors ?? (options.field ? { [options.field]: [message] } : undefined);
  }
}

export function isAppError(err: unknown): err is AppError {
  return typeof err === "object" && err !== null && (err as { [APP_ERROR]?: unknown })[APP_ERROR] === true;
}

/** A coded error the user is meant to read (4xx): its message is shown; anything else is a fault (500). */
export function isClientError(err: unknown): err is AppError {
  return isAppError(err) && err.statusCode >= 400 && err.statusCode < 500;
}

/** The catalogue's message for an HTTP status the framework produced (no code of ours). */
export function messageForStatus(status: number): string {
  switch (status) {
    case 404:
      return ERRORS.NOT_FOUND.message;
    case 413:
      return ERRORS.PAYLOAD_TOO_LARGE.message;
    case 415:
      return ERRORS.UNSUPPORTED_MEDIA_TYPE.message;
    case 429:
      return ERRORS.RATE_LIMITED.message;
    default:
      return status >= 500 ? ERRORS.INTERNAL_ERROR.message : ERRORS.BAD_REQUEST.message;
  }
}

/** What every API error answers (the error handler's body; each route's 4xx response schema). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
