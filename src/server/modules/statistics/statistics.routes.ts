import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { productsQuery, productsResponse, statisticRequest, statisticResponse } from "../../../domain/statistics/statistics.schemas.ts";
import type { StatisticsServices } from "./statistics.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Spec §7 "Back office and statistics", area "statistics" (finance, marketing, editors; decision 0031). */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsServices }> = async (app, { statistics }) => {
  app.post(
    "/api/periodStatistic/getStatistic",
    { schema: { body: statisticRequest, response: { 200: statisticResponse, ...errors } } },
    async (req) => statistics.getStatistic(req.body),
  );
  app.get(
    "/api/periodStatistic/getProducts",
    { schema: { querystring: productsQuery, response: { 200: productsResponse, ...errors } } },
    async (req) => statistics.getProducts(req.query.countryId),
  );
};
