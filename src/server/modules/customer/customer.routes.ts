import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerDashboardQuery, customerDashboardSchema } from "../../../domain/customer/customer-dashboard.schemas.ts";
import { customerOrdersPageSchema, customerOrdersQuerySchema } from "../../../domain/customer/customer-orders.schemas.ts";
import {
  customerMessagesSchema,
  markReadSchema,
  notificationSettingsInput,
  notificationSettingsSchema,
} from "../../../domain/customer/customer-messages.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { z } from "zod";
import type { CustomerServices } from "./customer.services.ts";

/** The customer area's API (decision 0028): the area guard lets in the CUSTOMER check; every answer is the caller's own. */
export const customerRoutes: FastifyPluginAsyncZod<{ customer: CustomerServices }> = async (app, { customer }) => {
  app.get(
    "/api/customer/dashboard",
    {
      schema: {
        querystring: customerDashboardQuery,
        response: { 200: customerDashboardSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req) => customer.dashboard({ userId: req.user!.id, countryId: req.query.countryId, force: req.query.force }),
  );
  app.get(
    "/api/customer/dashboard/orders",
    {
      schema: {
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    // The site's orders (decision 0045): the host's country unless the call names one, as the dashboard's does.
    async (req) => customer.pageOrders({ userId: req.user!.id, ...req.query, countryId: req.query.countryId ?? req.country.countryId }),
  );
  const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
  app.get("/api/customer/messages", { schema: { response: { 200: customerMessagesSchema, ...refusals } } }, async (req) =>
    customer.listMessages({ userId: req.user!.id }),
  );
  app.post(
    "/api/customer/messages/read",
    { schema: { body: markReadSchema, response: { 200: z.object({ success: z.literal(true) }), ...refusals } } },
    async (req) => customer.markRead({ userId: req.user!.id, id: req.body.Id }),
  );
  app.get("/api/customer/notification-settings", { schema: { response: { 200: notificationSettingsSchema, ...refusals } } }, async (req) =>
    customer.notificationSettings({ userId: req.user!.id }),
  );
  app.put(
    "/api/customer/notification-settings",
    { schema: { body: notificationSettingsInput, response: { 200: notificationSettingsSchema, ...refusals } } },
    async (req) => customer.saveNotificationSettings({ userId: req.user!.id, ...req.body }),
  );
  app.get(
    "/api/customer/data-export",
    {
      schema: {
        querystring: z.object({ format: z.enum(["json", "csv"], { error: "Bitte wählen Sie JSON oder CSV." }).default("json") }),
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      const file = await customer.exportMyData({ userId: req.user!.id, format: req.query.format });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
  app.post(
    "/api/customer/delete-account",
    {
      schema: {
        body: z.object({
          Password: z.string({ error: "Bitte geben Sie Ihr Kennwort ein." }).min(1, "Bitte geben Sie Ihr Kennwort ein.").max(200),
        }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...refusals, 409: errorSchema },
      },
    },
    async (req) =>
      customer.deleteMyAccount({ userId: req.user!.id, isImpersonated: req.user!.isImpersonatedS, Password: req.body.Password }),
  );
};
