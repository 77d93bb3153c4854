import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import {
  priceAlarmIdParams,
  priceAlarmInputSchema,
  priceAlarmItemSchema,
  priceAlarmListSchema,
  priceAlarmTokenSchema,
} from "../../../domain/price-alarm/price-alarm.schemas.ts";
import type { PriceAlarmServices } from "./price-alarm.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tokenBody = priceAlarmTokenSchema;
const messageSchema = z.object({ success: z.literal(true), message: z.string() });
const createdSchema = priceAlarmItemSchema.extend({ CurrentPrice: z.number().nullable(), ConfirmationSent: z.boolean() });

/**
 * The price alarm over the API (decision 0029): anybody may ask for one (a visitor confirms by mail),
 * the links of the mails confirm and unsubscribe, and a customer manages hers and reads her messages in
 * the customer area.
 */
export const priceAlarmRoutes: FastifyPluginAsyncZod<{ priceAlarm: PriceAlarmServices }> = async (app, { priceAlarm }) => {
  app.post(
    "/api/site/price-alarms",
    { schema: { body: priceAlarmInputSchema, response: { 200: createdSchema, ...errors } } },
    async (req) => priceAlarm.createPriceAlarm(req.body, req.user ? { id: req.user.id, isGuest: req.user.isGuest } : null),
  );
  app.post("/api/site/price-alarms/confirm", { schema: { body: tokenBody, response: { 200: messageSchema, ...errors } } }, async (req) => ({
    success: true as const,
    ...(await priceAlarm.confirmPriceAlarm(req.body.Token)),
  }));
  app.post(
    "/api/site/price-alarms/unsubscribe",
    { schema: { body: tokenBody, response: { 200: messageSchema, ...errors } } },
    async (req) => ({
      success: true as const,
      ...(await priceAlarm.unsubscribePriceAlarm(req.body.Token)),
    }),
  );

  app.get("/api/customer/price-alarms", { schema: { response: { 200: priceAlarmListSchema, ...errors } } }, async (req) =>
    priceAlarm.listPriceAlarms({ userId: req.user!.id }),
  );
  app.post(
    "/api/customer/price-alarms",
    { schema: { body: priceAlarmInputSchema, response: { 200: createdSchema, ...errors } } },
    async (req) => priceAlarm.createPriceAlarm(req.body, { id: req.user!.id, isGuest: false }),
  );
  app.delete(
    "/api/customer/price-alarms/:id",
    { schema: { params: priceAlarmIdParams, response: { 200: z.object({ success: z.literal(true) }), ...errors } } },
    async (req) => priceAlarm.deletePriceAlarm({ userId: req.user!.id, id: req.params.id }),
  );
};
