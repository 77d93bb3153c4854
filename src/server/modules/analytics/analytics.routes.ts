import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageViewSchema } from "../../../domain/analytics/analytics.schemas.ts";
import type { AnalyticsServices } from "./analytics.services.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsServices }> = async (app, { analytics }) => {
  app.post(
    "/api/analytics/page-view",
    { schema: { body: pageViewSchema } },
    async (req, reply) => {
      await analytics.recordPageView(req.country.countryId, req.body.path);
      return reply.status(204).send();
    },
  );
};
