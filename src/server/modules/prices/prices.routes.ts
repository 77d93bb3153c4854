import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countryParams } from "../../../domain/shared/number-schemas.ts";
import {
  crossLinksQuery,
  crossLinksSchema,
  localRedirectQuery,
  localRedirectSchema,
  priceFactorsQuery,
  priceFactorsSchema,
  priceFaqQuery,
  priceFaqSchema,
  rangeLocalQuery,
  rangeLocalSchema,
} from "../../../domain/prices/prices.schemas.ts";
import type { PricesServices } from "./prices.services.ts";
import { publicCacheControl } from "../../../domain/shared/spec-constants.ts";

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesServices }> = async (app, { prices }) => {
  // Caching (spec §7/§9) lives in the services, so page loaders get the same cached answers.
  app.get(
    "/api/site/:countryId/pages/local/redirect",
    {
      schema: {
        params: countryParams,
        querystring: localRedirectQuery,
        response: { 200: localRedirectSchema },
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
        querystring: crossLinksQuery,
        response: { 200: crossLinksSchema },
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
        params: countryParams,
        querystring: priceFaqQuery,
        response: { 200: priceFaqSchema },
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
        params: countryParams,
        querystring: rangeLocalQuery,
        response: { 200: rangeLocalSchema },
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
        querystring: priceFactorsQuery,
        response: { 200: priceFactorsSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("priceFactors"));
      return prices.priceFactors(req.query.countryId);
    },
  );
};
