import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countryParams } from "../../../domain/shared/number-schemas.ts";
import { countryStatesSchema, reviewQualitySchema, trustedShopsParams } from "../../../domain/site/site.schemas.ts";
import type { LocationServices } from "../location/location.services.ts";
import type { SiteServices } from "./site.services.ts";
import { publicCacheControl } from "../../../domain/shared/spec-constants.ts";

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteServices; location: LocationServices }> = async (app, { site, location }) => {
  app.get(
    "/api/site/:countryId/country-states",
    {
      schema: {
        params: countryParams,
        response: { 200: countryStatesSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return location.listCountryStates(req.params.countryId);
    },
  );

  app.get(
    "/api/site/trusted-shops/:id/overall",
    {
      schema: {
        params: trustedShopsParams,
        response: { 200: reviewQualitySchema },
      },
    },
    async (req, reply) => {
      const quality = await site.reviewQuality(req.params.id);
      reply.header("Cache-Control", publicCacheControl("reviewQuality"));
      return quality;
    },
  );
};
