import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calculatorConfigSchema } from "../../../domain/calculator/calculator-request.ts";
import { countryParams } from "../../../domain/shared/number-schemas.ts";
import {
  bestPriceQuery,
  bestPriceSchema,
  calculationResultSchema,
  dealerOfferRequestSchema,
  dealerOfferResultSchema,
  defaultOffersSchema,
  initParams,
  initResultSchema,
  siteBestPriceQuery,
  upsellingQuery,
  upsellingResultSchema,
} from "../../../domain/calculator/calculator.schemas.ts";
import { publicCacheControl } from "../../../domain/shared/spec-constants.ts";
import type { CalculatorServices } from "./calculator.services.ts";

export const calculatorRoutes: FastifyPluginAsyncZod<{ calculator: CalculatorServices }> = async (app, { calculator }) => {
  app.get(
    "/api/kalkulation/init/:countryId/:productGroupId",
    {
      schema: {
        params: initParams,
        response: { 200: initResultSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return calculator.initCalculator(req.params.countryId, req.params.productGroupId);
    },
  );

  app.post(
    "/api/kalkulation/berechnen",
    { schema: { body: calculatorConfigSchema, response: { 200: calculationResultSchema } } },
    async (req) => calculator.calculateOffers(req.body, req.user),
  );

  app.post(
    "/api/kalkulation/berechnen-default",
    { schema: { body: calculatorConfigSchema, response: { 200: defaultOffersSchema } } },
    async (req) => calculator.calculateDefaultOffers(req.body),
  );

  app.post(
    "/api/kalkulation/bestellung/berechnen",
    {
      schema: {
        body: dealerOfferRequestSchema,
        response: { 200: dealerOfferResultSchema },
      },
    },
    async (req) => calculator.calculateDealerOffer(req.body),
  );

  app.post(
    "/api/kalkulation/upselling",
    {
      schema: {
        querystring: upsellingQuery,
        body: calculatorConfigSchema,
        response: { 200: upsellingResultSchema },
      },
    },
    async (req) => calculator.upsellingOffers(req.body, req.query.upsellingKey),
  );

  app.get(
    "/api/kalkulation/best-price",
    {
      schema: {
        querystring: bestPriceQuery,
        response: { 200: bestPriceSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("prices"));
      const { countryId, amount } = req.query;
      return calculator.bestPrice({ countryId, amount });
    },
  );

  app.get(
    "/api/site/:countryId/prices/best",
    {
      schema: {
        params: countryParams,
        querystring: siteBestPriceQuery,
        response: { 200: bestPriceSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", publicCacheControl("prices"));
      const { amount, zipCode, productId } = req.query;
      const countryId = req.params.countryId;
      return calculator.bestPrice({ countryId, amount, zipCode: zipCode || undefined, productId });
    },
  );
};
