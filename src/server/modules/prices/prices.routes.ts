import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { smallIdParam } from "../../../domain/number-schemas.ts";
import type { Db } from "../../../db/client.ts";
import { priceFactors } from "./price-factors.ts";
import { priceFaq, priceRangeLocal } from "./price-page.ts";
import { crossLinks } from "./cross-links.ts";
import { localPageLink } from "./local-redirect.ts";
import { ttlCache } from "../calculator/ttl-cache.ts";

const regionQuery = z.object({ stateName: z.string().max(60).optional() });

export const pricesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Spec §7: redirect results are cached per postcode; cross links 3600 s.
  const redirectCache = ttlCache<string>(3_600_000);
  const crossLinkCache = ttlCache<Awaited<ReturnType<typeof crossLinks>>>(3_600_000);
  // Prices 120 s (§9), the same as the Cache-Control below.
  const rangeCache = ttlCache<Awaited<ReturnType<typeof priceRangeLocal>>>(120_000);

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
      reply.header("Cache-Control", "public, max-age=3600");
      const { countryId } = req.params;
      const { zipCode, city } = req.query;
      const Link = await redirectCache(`${countryId}|${zipCode ?? ""}|${city ?? ""}`, () => localPageLink(db, countryId, zipCode, city));
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
      reply.header("Cache-Control", "public, max-age=3600");
      const { countryId, path } = req.query;
      return crossLinkCache(`${countryId}|${path}`, () => crossLinks(db, countryId, path));
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
      return priceFaq(db, req.params.countryId, req.query.stateName);
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
      reply.header("Cache-Control", "public, max-age=120");
      const { stateName, zipCode, city } = req.query;
      return rangeCache(`${req.params.countryId}|${stateName ?? ""}|${zipCode ?? ""}|${city ?? ""}`, () =>
        priceRangeLocal(db, req.params.countryId, stateName, zipCode, city),
      );
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
      reply.header("Cache-Control", "public, max-age=120");
      return priceFactors(req.query.countryId, new Date().toISOString().slice(0, 10));
    },
  );
};
