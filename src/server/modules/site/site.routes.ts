import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { listCountryStates } from "./list-country-states.ts";

export const countryStateSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  FriendlyName: z.string(),
  MapId: z.string(),
});

export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/site/:countryId/country-states",
    {
      schema: {
        params: z.object({ countryId: z.coerce.number().int() }),
        response: { 200: z.array(countryStateSchema) },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return listCountryStates(db, req.params.countryId);
    },
  );
};
