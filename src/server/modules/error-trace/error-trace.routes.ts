import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsErrorReportSchema } from "../../../domain/error-report.schemas.ts";
import type { Db } from "../../../db/client.ts";
import { recordJsError } from "./record-js-error.ts";

export const errorTraceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/api/error-trace/js-error",
    // Reports arrive on page unload via sendBeacon, which cannot set JSON headers reliably.
    { schema: { body: jsErrorReportSchema }, config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (req, reply) => {
      const stored = await recordJsError(db, req.country.countryId, req.body);
      return reply.status(stored ? 201 : 204).send();
    },
  );
};
