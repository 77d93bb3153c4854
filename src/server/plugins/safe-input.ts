import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from "../../domain/shared/safe-text.ts";
import { AppError } from "../../domain/shared/errors.ts";

/**
 * One rule at the edge of the API (decision 0012): no string of a request (body, query, path
 * parameters, nested ones and keys too) may hold NUL or a lone surrogate. Checked before any schema,
 * so no route can forget it; the answer is the usual German validation error.
 */
export const safeInputPlugin = fp(async (app) => {
  app.addHook("preValidation", async (req: FastifyRequest) => {
    const paths = [
      ...unsafeTextPaths(req.params, "params"),
      ...unsafeTextPaths(req.query, "querystring"),
      ...unsafeTextPaths(req.body, "body"),
    ];
    if (paths.length === 0) return;
    const fieldErrors = Object.fromEntries(paths.map((p) => [p, [UNSAFE_TEXT_MESSAGE]]));
    throw new AppError("VALIDATION_ERROR", { message: `Ungültige Eingabe: ${paths[0]} – ${UNSAFE_TEXT_MESSAGE}`, fieldErrors });
  });
});
