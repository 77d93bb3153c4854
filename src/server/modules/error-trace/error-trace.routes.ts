import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsErrorReportSchema } from "../../../domain/error-trace/error-report.schemas.ts";
import type { ErrorTraceServices } from "./error-trace.services.ts";

export const errorTraceRoutes: FastifyPluginAsyncZod<{ errorTrace: ErrorTraceServices }> = async (app, { errorTrace }) => {
  app.post(
    "/api/error-trace/js-error",
    // Reports arrive on page unload via sendBeacon, which cannot set JSON headers reliably.
    { schema: { body: jsErrorReportSchema }, config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (req, reply) => {
      const stored = await errorTrace.recordJsError(req.country.countryId, req.body);
      return reply.status(stored ? 201 : 204).send();
    },
  );
};
