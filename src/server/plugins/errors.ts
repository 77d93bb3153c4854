import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERRORS, isAppError, messageForStatus } from "../../domain/shared/errors.ts";
import { configureGermanValidation } from "../../domain/shared/validation-messages.ts";
import { safeError } from "../log-safety.ts";

export interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
  /** 5xx only: the request's id, the same as in X-Request-Id and the log line, for support. */
  requestId?: string;
}

/**
 * One error handler for the API, mapping through the error catalogue (src/domain/shared/errors.ts, decision
 * 0017): German message, a code, field paths for bad input, never internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every zod message in German: a schema's own message, else ours, else zod's German locale.
  configureGermanValidation();
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const path = [err.validationContext, ...String(v.instancePath).split("/").filter(Boolean)].join(".");
        (fieldErrors[path] ??= []).push(v.message ?? ERRORS.VALIDATION_ERROR.message);
      }
      const first = Object.entries(fieldErrors)[0];
      return reply.status(ERRORS.VALIDATION_ERROR.status).send({
        message: `Ungültige Eingabe: ${first ? `${first[0]} – ${first[1][0]}` : "Anfrage"}`,
        code: "VALIDATION_ERROR",
        fieldErrors,
      } satisfies ErrorBody);
    }
    if (isAppError(err)) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, fieldErrors: err.fieldErrors });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      // Codes and the statement's name, never its parameters (decision 0012).
      req.log.error({ err: safeError(err), route: req.routeOptions.url }, "request failed");
      return reply
        .status(status)
        .send({ message: ERRORS.INTERNAL_ERROR.message, code: "INTERNAL_ERROR", requestId: req.id } satisfies ErrorBody);
    }
    req.log.info({ err: err.message, code: err.code }, "client error");
    const invalidJson = err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY";
    return reply
      .status(status)
      .send({ message: invalidJson ? ERRORS.INVALID_JSON.message : messageForStatus(status), code: err.code ?? `HTTP_${status}` });
  });
});
