import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { smallIdParam } from "../../../domain/number-schemas.ts";
import type { PricesServices } from "./prices.services.ts";
import { publicCacheControl } from "../../../domain/spec-constants.ts";

const regionQuery = z.object({ stateName: z.string().max(60).optional() });

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesServices }> = async (app, { prices }) => {
  // Caching (spec §7/§9) lives in the services, so page loaders get the same cached answers.
  app.get(
    "/api/site/:countryId/pages/local/redirect",
    {
      schema: {
        params: z.object({ countryId: smallIdParam() }),
        querystring: z.object({ city: z.string().max(100).optional(), zipCode: z.string().max(10).optional() }),
        response: { 200: z.object({ Link: z.string() }) },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("crossLinks"));
      const { countryId } = req.params;
      const { zipCode, city } = req.query;
      const Link = await prices.localPageLink(countryId, zipCode, city);
      return { Link };
    },
  );

  app.get(
    "/api/cross-linking/get",
    {
      schema: {
        querystring: z.object({ countryId: z.coerce.number().int().min(1).max(3).default(1), path: z.string().max(300).default("/") }),
        response: { 200: z.array(z.object({ Title: z.string(), Link: z.string() })) },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("crossLinks"));
      const { countryId, path } = req.query;
      return prices.crossLinks(countryId, path);
    },
  );

  app.get(
    "/api/site/:countryId/price-faq",
    {
      schema: {
        params: z.object({ countryId: smallIdParam() }),
        querystring: regionQuery,
        response: {
          200: z.object({
            high3YDate: z.string().nullable(),
            high3YPrice: z.number().nullable(),
            low3YDate: z.string().nullable(),
            low3YPrice: z.number().nullable(),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return prices.priceFaq(req.params.countryId, req.query.stateName);
    },
  );

  app.get(
    "/api/site/:countryId/prices/range-local",
    {
      schema: {
        params: z.object({ countryId: smallIdParam() }),
        // A postcode, or a state and a place's URL name, gives the local rows of a local price page.
        querystring: regionQuery.extend({ zipCode: z.string().max(10).optional(), city: z.string().max(100).optional() }),
        response: {
          200: z.object({
            Result: z.array(z.object({ DateTime: z.string(), GroupTitle: z.string(), Price: z.number(), Link: z.string() })),
            Header: z.string(),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("prices"));
      const { stateName, zipCode, city } = req.query;
      return prices.priceRangeLocal(req.params.countryId, { stateName, zipCode, city });
    },
  );

  app.get(
    "/api/site/price-factors",
    {
      schema: {
        querystring: z.object({ countryId: z.coerce.number().int().min(1).max(3).default(1) }),
        response: {
          200: z.object({
            Factors: z.array(
              z.object({
                Id: z.number(),
                Name: z.string(),
                Unit: z.string(),
                Decimals: z.number(),
                GrowthPositive: z.boolean(),
                Value: z.number(),
                Change: z.number(),
                TimeStamp: z.string(),
              }),
            ),
            Note: z.string(),
          }),
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("priceFactors"));
      return prices.priceFactors(req.query.countryId);
    },
  );
};
