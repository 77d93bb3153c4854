import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../app-error.ts";
import { safeError } from "../log-safety.ts";

export interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
  /** 5xx only: the request's id, the same as in X-Request-Id and the log line, for support. */
  requestId?: string;
}

/** One error handler for the API: German message, a code, field paths for bad input, never internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const path = [err.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join(".");
        // The zod provider puts the issue code in `keyword` and its details in `params`.
        const issue = { code: v.keyword, ...(v.params as object) } as ZodIssueLike;
        const message = v.message ?? "";
        const missing = v.keyword === "invalid_type" && /received undefined/.test(message);
        // A schema's own (German) message wins; zod's English defaults are replaced by ours.
        const own = message !== "" && !ZOD_DEFAULT_MESSAGE.test(message);
        (fieldErrors[path] ??= []).push(missing ? "Dieses Feld fehlt." : own ? message : germanIssue(issue));
      }
      const first = Object.entries(fieldErrors)[0];
      return reply.status(400).send({
        message: `Ungültige Eingabe: ${first ? `${first[0]} – ${first[1][0]}` : "Anfrage"}`,
        code: "VALIDATION_ERROR",
        fieldErrors,
      } satisfies ErrorBody);
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, fieldErrors: err.fieldErrors });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      // Codes and the statement's name, never its parameters (decision 0012).
      req.log.error({ err: safeError(err), route: req.routeOptions.url }, "request failed");
      return reply.status(status).send({
        message: "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut.",
        code: "INTERNAL_ERROR",
        requestId: req.id,
      } satisfies ErrorBody);
    }
    req.log.info({ err: err.message, code: err.code }, "client error");
    return reply.status(status).send({ message: clientErrorMessage(status, err), code: err.code ?? `HTTP_${status}` });
  });
});

/** The beginnings of zod 4's built-in English messages. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key|Expected)/;

interface ZodIssueLike {
  code?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  inclusive?: boolean;
}

function germanIssue(issue: ZodIssueLike): string {
  switch (issue?.code) {
    case "invalid_type":
      return issue.expected === "undefined" ? "Dieses Feld ist nicht erlaubt." : `Erwartet wird ${typeName(issue.expected)}.`;
    case "too_small":
      return issue.origin === "array" || issue.origin === "string"
        ? `Mindestens ${issue.minimum} Einträge bzw. Zeichen erforderlich.`
        : issue.inclusive === false
          ? `Der Wert muss größer als ${issue.minimum} sein.`
          : `Der Wert muss mindestens ${issue.minimum} sein.`;
    case "too_big":
      return issue.origin === "array" || issue.origin === "string"
        ? `Höchstens ${issue.maximum} Einträge bzw. Zeichen erlaubt.`
        : issue.inclusive === false
          ? `Der Wert muss kleiner als ${issue.maximum} sein.`
          : `Der Wert darf höchstens ${issue.maximum} sein.`;
    case "invalid_format":
    case "invalid_value":
      return "Der Wert hat ein ungültiges Format.";
    case "unrecognized_keys":
      return "Unbekannte Felder sind nicht erlaubt.";
    default:
      return "Ungültiger Wert.";
  }
}

function typeName(expected: string | undefined): string {
  switch (expected) {
    case "number":
      return "eine Zahl";
    case "string":
      return "ein Text";
    case "boolean":
      return "ein Wahrheitswert";
    case "array":
      return "eine Liste";
    case "object":
      return "ein Objekt";
    default:
      return "ein anderer Wert";
  }
}

function clientErrorMessage(status: number, err: FastifyError): string {
  if (status === 413) return "Die Anfrage ist zu groß.";
  if (status === 415) return "Dieses Datenformat wird nicht unterstützt.";
  if (status === 429) return "Zu viele Anfragen. Bitte warten Sie einen Moment.";
  if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY")
    return "Die Anfrage enthält kein gültiges JSON.";
  if (status === 404) return "Nicht gefunden.";
  return "Die Anfrage ist ungültig.";
}
