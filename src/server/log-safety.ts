/**
 * What of an error may be logged (decision 0012). A failed query's parameters are
 * customer data (password hashes, IBANs, addresses): drizzle's message ends in "params: …", it keeps
 * them in `params`, and the driver's error carries values in `detail`, `where` and even its message
 * ('invalid input syntax for type integer: "…"'). The log gets the kind of error, its codes, the
 * statement's verb and table, a message with quoted values blanked, and the stack frames.
 */
import { maskIban } from "../domain/orders/sepa.ts";

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL's SQLSTATE, e.g. 22P05 for a NUL byte in text. */
  sqlState?: string;
  /** "insert users", "select login_attempts": which statement, never its values. */
  statement?: string;
  /** The stack's frames only: its first line repeats the message. */
  stack: string;
  cause?: SafeError;
}

const SAFE = Symbol("safe-error");

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
}

const isSqlState = (code: unknown): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);

/** The verb and first table of a statement: `insert into "users" (…) values ($1, …)` → "insert users". */
export function statementName(query: string): string {
  const verb = query.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  const table =
    /\b(?:from|into|update|join)\s+"?([A-Za-z0-9_]+)"?/i.exec(query)?.[1] ??
    (verb === "update" ? /^update\s+"?([A-Za-z0-9_]+)/i.exec(query.trim())?.[1] : undefined);
  return [verb, table].filter(Boolean).join(" ").slice(0, 80);
}

/**
 * Text that may hold data: everything from "params:" on is dropped, quoted parts are blanked, and
 * IBANs, password hashes and e-mail addresses are masked. Defence in depth for messages we do not own.
 */
export function redactText(text: string): string {
  return text
    .split(/\bparams:/)[0]
    .replace(/"[^"\n]*"|'[^'\n]*'/g, '"…"')
    .replace(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, (iban) => maskIban(iban))
    .replace(/scrypt\$\S+/g, "scrypt$…")
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g, "…@…")
    .trim()
    .slice(0, 300);
}

const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((l) => /^\s+at /.test(l))
        .slice(0, 12)
        .join("\n")
    : "";

/** The loggable description of anything thrown. Idempotent. */
export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err === "object" && err !== null && SAFE in err) return err as unknown as SafeError;
  const out: SafeError = (() => {
    if (typeof err !== "object" || err === null) return { type: typeof err, message: redactText(String(err)), stack: "" };
    const e = err as ErrorLike;
    const type = typeof e.name === "string" ? e.name : (err.constructor?.name ?? "Error");
    // drizzle's DrizzleQueryError: the statement, and the driver's error as its cause.
    if (typeof e.query === "string" && "params" in e) {
      const cause = e.cause as ErrorLike | undefined;
      const sqlState = isSqlState(cause?.code) ? cause.code : undefined;
      const statement = statementName(e.query);
      return {
        type,
        message: `Failed query (${statement})${cause?.message ? `: ${redactText(String(cause.message))}` : ""}`,
        sqlState,
        statement,
        stack: framesOf(e.stack),
      };
    }
    // The driver's own error (pg's DatabaseError, PGlite's): codes and a blanked message, never detail/where.
    if (isSqlState(e.code) && "severity" in e)
      return { type, message: redactText(String(e.message ?? "")), sqlState: e.code, stack: framesOf(e.stack) };
    const message = redactText(typeof e.message === "string" ? e.message : "");
    return {
      type,
      message,
      ...(typeof e.code === "string" || typeof e.code === "number" ? { code: String(e.code) } : {}),
      stack: framesOf(e.stack),
      ...(e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
    };
  })();
  Object.defineProperty(out, SAFE, { value: true, enumerable: false });
  return out;
}

/** pino serializers for the Fastify logger: every `err` (an Error or a message string) is made safe. */
export const safeLogSerializers = { err: (err: unknown) => safeError(err) };
