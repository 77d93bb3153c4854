import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dealerDetailsSchema, dealerParams } from "../../../domain/dealers/dealers.schemas.ts";
import type { DealersServices } from "./dealers.services.ts";

export const dealersRoutes: FastifyPluginAsyncZod<{ dealers: DealersServices }> = async (app, { dealers }) => {
  app.get(
    "/api/site/:countryId/dealers/:id",
    {
      schema: {
        params: dealerParams,
        response: {
          200: dealerDetailsSchema,
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return dealers.dealerDetails(req.params.countryId, req.params.id);
    },
  );
};
