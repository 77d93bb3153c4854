import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { FastifyReply } from "fastify";
import {
  cancelOrderSchema,
  customerOrderListSchema,
  orderDocumentParams,
  orderHistorySchema,
  orderLifeParams,
  orderLifeViewSchema,
} from "../../../domain/orders/order-life.schemas.ts";
import { documentKindOf } from "../../../domain/orders/order-documents.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import type { OrderServices } from "./orders.services.ts";
import { z } from "zod";
import { messageAnswer, ratingSchema } from "../../../domain/account/account.schemas.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The order's life over the API (decision 0025). The customer's calls live in the order-process area
 * (any logged-in user, guests too: the use cases answer 404 for somebody else's order); support's
 * cancellation in the support area. The dealer's calls belong to the dealer portal.
 */
export const orderLifeRoutes: FastifyPluginAsyncZod<{ orders: OrderServices }> = async (app, { orders }) => {
  const customer = (userId: number): OrderActor => ({ kind: "customer", userId });

  // The rating link's page posts here (an account-area address of the spec, open to anyone with the link):
  // the rating and the order's "rate" transition commit together (decision 0025).
  app.post(
    "/api/account/bewertung",
    {
      schema: {
        body: ratingSchema,
        response: { 200: messageAnswer.extend({ Rating: z.number(), ReviewCount: z.number() }), 400: errorSchema, 409: errorSchema },
      },
    },
    async (req) => orders.rateOrder(req.body),
  );

  app.get("/api/order-process/orders", { schema: { response: { 200: customerOrderListSchema, ...errors } } }, async (req) =>
    orders.listCustomerOrders({ userId: req.user!.id }),
  );

  app.get(
    "/api/order-process/orders/:orderId",
    { schema: { params: orderLifeParams, response: { 200: orderLifeViewSchema, ...errors } } },
    async (req) => orders.getOrderLife({ orderId: req.params.orderId, actor: customer(req.user!.id) }),
  );

  app.get(
    "/api/order-process/orders/:orderId/history",
    { schema: { params: orderLifeParams, response: { 200: orderHistorySchema, ...errors } } },
    async (req) => (await orders.getOrderLife({ orderId: req.params.orderId, actor: customer(req.user!.id) })).History,
  );

  // The order's PDF documents (decision 0041): her own orders and the guest orders she took over, as the pages.
  // Bytes, not JSON: no 200 schema (as the exports' files, decision 0031); the refusals keep theirs.
  app.get(
    "/api/order-process/orders/:orderId/documents/:document",
    { schema: { params: orderDocumentParams, response: errors } },
    async (req, reply) => {
      const actor = await orders.customerActor(req.user!.id);
      const file = await orders.getOrderDocument({ orderId: req.params.orderId, actor, kind: documentKindOf(req.params.document)! });
      return (reply as FastifyReply)
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.post(
    "/api/order-process/orders/:orderId/withdraw",
    { schema: { params: orderLifeParams, response: { 200: orderLifeViewSchema, ...errors } } },
    async (req) => orders.withdrawOrder({ orderId: req.params.orderId, actor: customer(req.user!.id) }),
  );

  app.post(
    "/api/order-process/orders/:orderId/consent",
    { schema: { params: orderLifeParams, response: { 200: orderLifeViewSchema, ...errors } } },
    async (req) => orders.consentToDelivery({ orderId: req.params.orderId, actor: customer(req.user!.id) }),
  );

  app.post(
    "/api/support/orders/:orderId/cancel",
    { schema: { params: orderLifeParams, body: cancelOrderSchema, response: { 200: orderLifeViewSchema, ...errors } } },
    async (req) =>
      orders.cancelOrder({
        orderId: req.params.orderId,
        actor: { kind: "support", userId: req.user!.id },
        reason: req.body.Reason,
        requestId: req.id,
      }),
  );
};
