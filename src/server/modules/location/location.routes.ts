import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { zipCheckRequestSchema, zipChecksRequestSchema } from "../../../domain/location.schemas.ts";
import type { LocationServices } from "./location.services.ts";

export const locationRoutes: FastifyPluginAsyncZod<{ location: LocationServices }> = async (app, { location }) => {
  app.post(
    "/api/location/check-zipcode",
    { schema: { body: zipCheckRequestSchema, response: { 200: z.boolean() } } },
    async (req) => location.checkZipcode(req.body),
  );
  app.post(
    "/api/location/check-zipcodes",
    {
      schema: {
        body: zipChecksRequestSchema,
        response: { 200: z.array(z.object({ ZipCode: z.string(), CountryId: z.number() })) },
      },
    },
    async (req) => location.checkZipcodes(req.body),
  );
};
