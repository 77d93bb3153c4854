import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerDashboardQuery, customerDashboardSchema } from "../../../domain/customer/customer-dashboard.schemas.ts";
import { customerOrdersPageSchema, customerOrdersQuerySchema } from "../../../domain/customer/customer-orders.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/errors.ts";
import type { CustomerServices } from "./customer.services.ts";

/** The customer area's API (issue 12): the area guard lets in the CUSTOMER check; every answer is the caller's own. */
export const customerRoutes: FastifyPluginAsyncZod<{ customer: CustomerServices }> = async (app, { customer }) => {
  app.get(
    "/api/customer/dashboard",
    { schema: { querystring: customerDashboardQuery, response: { 200: customerDashboardSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema } } },
    async (req) => customer.dashboard({ userId: req.user!.id, countryId: req.query.countryId, force: req.query.force }),
  );
  app.get(
    "/api/customer/dashboard/orders",
    { schema: { querystring: customerOrdersQuerySchema, response: { 200: customerOrdersPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema } } },
    async (req) => customer.pageOrders({ userId: req.user!.id, ...req.query }),
  );
};
