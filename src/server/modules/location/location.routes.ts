import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { zipCheckRequestSchema, zipChecksAnswerSchema, zipChecksRequestSchema } from "../../../domain/location/location.schemas.ts";
import type { LocationServices } from "./location.services.ts";

export const locationRoutes: FastifyPluginAsyncZod<{ location: LocationServices }> = async (app, { location }) => {
  app.post("/api/location/check-zipcode", { schema: { body: zipCheckRequestSchema, response: { 200: z.boolean() } } }, async (req) =>
    location.checkZipcode(req.body),
  );
  app.post(
    "/api/location/check-zipcodes",
    {
      schema: {
        body: zipChecksRequestSchema,
        response: { 200: zipChecksAnswerSchema },
      },
    },
    async (req) => location.checkZipcodes(req.body),
  );
};
