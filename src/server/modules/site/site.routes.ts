import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { smallIdParam } from "../../../domain/number-schemas.ts";
import type { LocationServices } from "../location/location.services.ts";
import type { SiteServices } from "./site.services.ts";
import { publicCacheControl } from "../../../domain/spec-constants.ts";

export const countryStateSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  FriendlyName: z.string(),
  MapId: z.string(),
});

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteServices; location: LocationServices }> = async (app, { site, location }) => {
  app.get(
    "/api/site/:countryId/country-states",
    {
      schema: {
        params: z.object({ countryId: smallIdParam() }),
        response: { 200: z.array(countryStateSchema) },
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
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: z.object({
            OverallMark: z.number(),
            OverallMarkDescriptionGUILang: z.string(),
            ActiveReviewCount: z.number().int(),
            ActivePeriodInDays: z.number().int(),
            TotalReviewCount: z.number().int(),
          }),
        },
      },
    },
    async (req, reply) => {
      const quality = await site.reviewQuality(req.params.id);
      reply.header("Cache-Control", publicCacheControl("reviewQuality"));
      return quality;
    },
  );
};
