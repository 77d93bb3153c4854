import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AnalyticsServices } from "./analytics.services.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsServices }> = async (app, { analytics }) => {
  app.post(
    "/api/analytics/page-view",
    { schema: { body: z.object({ path: z.string().startsWith("/").max(300) }) } },
    async (req, reply) => {
      await analytics.recordPageView(req.country.countryId, req.body.path);
      return reply.status(204).send();
    },
  );
};
