import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  confirmRequest,
  declineRequest,
  deliverRequest,
  portalOrderParams,
  portalOrdersQuery,
  portalOverviewAnswer,
} from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { dealerOrderDetailSchema, dealerOrderListSchema } from "../../../domain/orders/order-life.schemas.ts";
import type { DealerPortalServices } from "./dealer-portal.services.ts";

const reads = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const writes = { ...reads, 409: errorSchema } as const;

/**
 * The dealer's orders and deliveries under /api/haendlerportal (decision 0026). The area
 * guard lets only the DEALER check through (401/403 before anything is read); the use cases find the
 * caller's dealer (403 without one) and answer 404 for another dealer's order, for every call.
 */
export const dealerOrdersRoutes: FastifyPluginAsyncZod<{ dealerPortal: DealerPortalServices }> = async (app, { dealerPortal }) => {
  // Orders carry customers' addresses: never stored by a browser or a proxy.
  app.addHook("onSend", async (_req, reply) => {
    reply.header("Cache-Control", "private, no-store");
  });
  const caller = (user: { id: number } | null) => user!.id;

  app.get("/api/haendlerportal/overview", { schema: { response: { 200: portalOverviewAnswer, ...reads } } }, async (req) =>
    dealerPortal.portalOverview(caller(req.user)),
  );

  app.get(
    "/api/haendlerportal/orders",
    { schema: { querystring: portalOrdersQuery, response: { 200: dealerOrderListSchema, ...reads } } },
    async (req) => dealerPortal.listPortalOrders(caller(req.user), req.query),
  );

  app.get(
    "/api/haendlerportal/orders/:orderId",
    { schema: { params: portalOrderParams, response: { 200: dealerOrderDetailSchema, ...reads } } },
    async (req) => dealerPortal.getPortalOrder(caller(req.user), req.params.orderId),
  );

  app.post(
    "/api/haendlerportal/orders/:orderId/confirm",
    { schema: { params: portalOrderParams, body: confirmRequest, response: { 200: dealerOrderDetailSchema, ...writes } } },
    async (req) => dealerPortal.confirmPortalOrder(caller(req.user), req.params.orderId, req.body),
  );

  app.post(
    "/api/haendlerportal/orders/:orderId/decline",
    { schema: { params: portalOrderParams, body: declineRequest, response: { 200: dealerOrderDetailSchema, ...writes } } },
    async (req) => dealerPortal.declinePortalOrder(caller(req.user), req.params.orderId, req.body),
  );

  app.post(
    "/api/haendlerportal/orders/:orderId/dispatch",
    { schema: { params: portalOrderParams, response: { 200: dealerOrderDetailSchema, ...writes } } },
    async (req) => dealerPortal.dispatchPortalOrder(caller(req.user), req.params.orderId),
  );

  app.post(
    "/api/haendlerportal/orders/:orderId/deliver",
    { schema: { params: portalOrderParams, body: deliverRequest, response: { 200: dealerOrderDetailSchema, ...writes } } },
    async (req) => dealerPortal.deliverPortalOrder(caller(req.user), req.params.orderId, req.body, req.id),
  );
};
