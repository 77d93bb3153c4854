import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { zipCheckRequestSchema, zipChecksRequestSchema } from "../../../domain/location.schemas.ts";
import type { Db } from "../../../db/client.ts";
import { checkZipcode, checkZipcodes } from "./check-zipcode.ts";

export const locationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/api/location/check-zipcode",
    { schema: { body: zipCheckRequestSchema, response: { 200: z.boolean() } } },
    async (req) => checkZipcode(db, req.body),
  );
  app.post(
    "/api/location/check-zipcodes",
    {
      schema: {
        body: zipChecksRequestSchema,
        response: { 200: z.array(z.object({ ZipCode: z.string(), CountryId: z.number() })) },
      },
    },
    async (req) => checkZipcodes(db, req.body),
  );
};
