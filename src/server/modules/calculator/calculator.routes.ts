import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calculatorConfigSchema } from "../../../domain/calculator-request.ts";
import { idNumber, int32Param, smallIdParam } from "../../../domain/number-schemas.ts";
import {
  bestPriceSchema,
  calculationResultSchema,
  dealerOfferResultSchema,
  initResultSchema,
  offerSchema,
  upsellingResultSchema,
} from "./calculator.schemas.ts";
import type { CalculatorServices } from "./calculator.services.ts";
import { DEFAULT_AMOUNT, publicCacheControl } from "../../../domain/spec-constants.ts";


export const calculatorRoutes: FastifyPluginAsyncZod<{ calculator: CalculatorServices }> = async (app, { calculator }) => {
  app.get(
    "/api/kalkulation/init/:countryId/:productGroupId",
    {
      schema: {
        params: z.object({ countryId: smallIdParam(), productGroupId: smallIdParam() }),
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
    { schema: { body: calculatorConfigSchema, response: { 200: z.object({ Items: z.array(offerSchema) }) } } },
    async (req) => calculator.calculateDefaultOffers(req.body),
  );

  app.post(
    "/api/kalkulation/bestellung/berechnen",
    {
      schema: {
        body: calculatorConfigSchema.extend({ DealerId: idNumber(), BranchId: idNumber().optional() }),
        response: { 200: dealerOfferResultSchema },
      },
    },
    async (req) => calculator.calculateDealerOffer(req.body),
  );

  app.post(
    "/api/kalkulation/upselling",
    {
      schema: {
        querystring: z.object({ upsellingKey: int32Param() }),
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
        querystring: z.object({ countryId: smallIdParam().default(1), amount: int32Param().default(DEFAULT_AMOUNT) }),
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
        params: z.object({ countryId: smallIdParam() }),
        querystring: z.object({
          amount: int32Param().default(DEFAULT_AMOUNT),
          zipCode: z.string().max(10).optional(),
          productId: int32Param().optional(),
        }),
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
