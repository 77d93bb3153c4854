import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { salesList, salesOrderDetail, salesOrderParams, salesQuery } from "../../../domain/back-office/sales-list.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { OrderServices } from "./orders.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The sales list (decision 0031), area "sales-list" (support desks and finance).
 * Support cancels through POST /api/support/orders/{orderId}/cancel (order-life.routes.ts).
 */
export const salesListRoutes: FastifyPluginAsyncZod<{ orders: OrderServices }> = async (app, { orders }) => {
  app.get("/api/admin/verkaufsliste", { schema: { querystring: salesQuery, response: { 200: salesList, ...errors } } }, async (req) =>
    orders.listSales(req.query),
  );
  app.get(
    "/api/admin/verkaufsliste/:orderId",
    { schema: { params: salesOrderParams, response: { 200: salesOrderDetail, ...errors } } },
    async (req) => orders.salesOrderDetail(req.params.orderId),
  );
};
