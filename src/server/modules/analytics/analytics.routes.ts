import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { recordPageView } from "./record-page-view.ts";

export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (app, { db, now = () => new Date() }) => {
  app.post(
    "/api/analytics/page-view",
    { schema: { body: z.object({ path: z.string().startsWith("/").max(300) }) } },
    async (req, reply) => {
      // Query strings may carry postcodes; only the path is counted.
      await recordPageView(db, { countryId: req.country.countryId, path: req.body.path.split("?")[0], now: now() });
      return reply.status(204).send();
    },
  );
};
