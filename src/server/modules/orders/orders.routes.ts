import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { countryParams } from "../../../domain/shared/number-schemas.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import type { OrderServices } from "./orders.services.ts";
import {
  checkoutParamsSchema,
  checkoutViewSchema,
  orderAddressesQuerySchema,
  orderAddressesSchema,
  orderViewSchema,
  placeOrderResultSchema,
  placeOrderSchema,
  saveAddressesSchema,
  savePaymentSchema,
  saveStationsSchema,
  startCheckoutSchema,
  orderParams,
} from "../../../domain/orders/orders.schemas.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

const caller = (req: FastifyRequest): Caller => ({
  id: req.user!.id,
  isGuest: req.user!.isGuest,
  isImpersonated: req.user!.isImpersonatedS,
});
const flag = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === "true" || v === "1");

/**
 * The checkout and order calls (decision 0007 lists them). Every call needs a logged-in user (customer
 * or guest: the area guard of "order-process", decision 0019) and only ever touches the caller's own
 * checkouts, orders and addresses: anything else is 404.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrderServices }> = async (app, { orders }) => {
  app.get(
    "/api/jwt/adressen/order-addresses/:countryId",
    {
      schema: { params: countryParams, querystring: orderAddressesQuerySchema, response: { 200: orderAddressesSchema, ...errors } },
    },
    async (req) =>
      orders.orderAddresses(caller(req), {
        countryId: req.params.countryId,
        allowInvoiceAddress: flag(req.query.ai, true),
        allowCompany: flag(req.query.ac, true),
        checkoutId: req.query.checkoutId,
      }),
  );

  app.post(
    "/api/order-process/checkout/start",
    { schema: { body: startCheckoutSchema, response: { 200: checkoutViewSchema, ...errors } } },
    async (req) => {
      const { DealerId, BranchId, ...config } = req.body;
      return orders.startCheckout(caller(req), { config, DealerId, BranchId });
    },
  );

  app.get(
    "/api/order-process/checkout/:checkoutId",
    { schema: { params: checkoutParamsSchema, response: { 200: checkoutViewSchema, ...errors } } },
    async (req) => orders.getCheckout(caller(req), req.params.checkoutId),
  );

  app.post(
    "/api/order-process/address/save",
    { schema: { body: saveAddressesSchema, response: { 200: checkoutViewSchema, ...errors } } },
    async (req) => orders.saveCheckoutAddresses(caller(req), req.body),
  );

  app.post(
    "/api/order-process/address-amount/save",
    { schema: { body: saveStationsSchema, response: { 200: checkoutViewSchema, ...errors } } },
    async (req) => orders.saveCheckoutStations(caller(req), req.body),
  );

  app.post(
    "/api/order-process/payment/save",
    { schema: { body: savePaymentSchema, response: { 200: checkoutViewSchema, ...errors } } },
    async (req) => orders.saveCheckoutPayment(caller(req), req.body),
  );

  app.post(
    "/api/order-process/order/place",
    { schema: { body: placeOrderSchema, response: { 200: placeOrderResultSchema, 201: placeOrderResultSchema, ...errors } } },
    async (req, reply) => {
      const { order, created } = await orders.placeOrder(caller(req), req.body);
      reply.status(created ? 201 : 200);
      return { OrderId: order.id, OrderNumber: order.orderNumber, Created: created };
    },
  );

  app.get(
    "/api/order-process/order/:orderId",
    { schema: { params: orderParams, response: { 200: orderViewSchema, ...errors } } },
    async (req) => orders.getOrder(caller(req), req.params.orderId),
  );
};
