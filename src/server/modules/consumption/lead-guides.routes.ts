import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  leadAnswers,
  leadCompareParams,
  leadGuideParams,
  leadGuideView,
  oilGuideResultView,
} from "../../../domain/consumption/lead-guides.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { ConsumptionServices } from "./consumption.services.ts";

const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };

/** The lead guides' public calls (spec §7, decision 0070); the site's country decides the postcode's form. */
export const leadGuideRoutes: FastifyPluginAsyncZod<{ consumption: ConsumptionServices }> = async (app, { consumption }) => {
  app.get("/api/leads/guide/:id", { schema: { params: leadGuideParams, response: { 200: leadGuideView, ...errors } } }, async (req) =>
    consumption.leadGuide(req.params.id),
  );
  app.post(
    "/api/leads/:guideId/compare",
    { schema: { params: leadCompareParams, body: leadAnswers, response: { 200: oilGuideResultView, ...errors } } },
    async (req) => consumption.compareGuide(req.params.guideId, req.body, req.country.countryId),
  );
};
