import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, smallIdParam } from "../../../domain/number-schemas.ts";
import type { DealersServices } from "./dealers.services.ts";

export const dealersRoutes: FastifyPluginAsyncZod<{ dealers: DealersServices }> = async (app, { dealers }) => {
  app.get(
    "/api/site/:countryId/dealers/:id",
    {
      schema: {
        params: z.object({ countryId: smallIdParam(), id: idParam() }),
        response: {
          200: z.object({
            Id: z.number(),
            Name: z.string(),
            Rating: z.number(),
            ReviewCount: z.number(),
            IsDemo: z.boolean(),
            Branches: z.array(
              z.object({
                Id: z.number(),
                Name: z.string(),
                Street: z.string(),
                ZipCode: z.string(),
                City: z.string(),
                StateId: z.number(),
                LeadTimeDays: z.number(),
                Express24: z.boolean(),
                Express48: z.boolean(),
                Payments: z.array(z.string()),
                DeliveryAreas: z.array(z.string()),
                Products: z.array(z.object({ Id: z.number(), DisplayName: z.string(), ProductGroupId: z.number() })),
              }),
            ),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return dealers.dealerDetails(req.params.countryId, req.params.id);
    },
  );
};
