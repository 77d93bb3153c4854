import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { advertInput, campaignInput, slotInput } from "../../../domain/adverts/adverts.schemas.ts";
import {
  advertDetail,
  advertList,
  advertParams,
  advertSaved,
  campaignDetail,
  campaignList,
  campaignParams,
  campaignReport,
  reportQuery,
  slotDetail,
  slotIdParams,
  slotList,
} from "../../../domain/adverts/manage.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { AdvertsServices } from "./adverts.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
const noContent = { 204: z.null(), ...errors };

/**
 * The ad managers' API (decision 0068, "Back office"): area "ad-manager" (AD_MANAGER; admins pass), under
 * /api/support/adverts|campaigns|slots. Every change is an audit row and refreshes the slots it touched; the
 * back-office pages call the same services in-process.
 */
export const advertsSupportRoutes: FastifyPluginAsyncZod<{ adverts: AdvertsServices }> = async (app, { adverts }) => {
  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });

  app.get("/api/support/adverts", { schema: { response: { 200: advertList, ...errors } } }, async () => ({
    Adverts: await adverts.listAdverts(),
  }));
  app.post("/api/support/adverts", { schema: { body: advertInput, response: { 201: advertSaved, ...errors } } }, async (req, reply) => {
    const saved = await adverts.createAdvert(actor(req), req.body);
    reply.code(201);
    return saved;
  });
  app.get("/api/support/adverts/:id", { schema: { params: advertParams, response: { 200: advertDetail, ...errors } } }, async (req) =>
    adverts.getAdvert(req.params.id),
  );
  app.put(
    "/api/support/adverts/:id",
    { schema: { params: advertParams, body: advertInput, response: { 200: advertSaved, ...errors } } },
    async (req) => adverts.updateAdvert(actor(req), req.params.id, req.body),
  );
  app.delete("/api/support/adverts/:id", { schema: { params: advertParams, response: noContent } }, async (req, reply) => {
    await adverts.deleteAdvert(actor(req), req.params.id);
    return reply.code(204).send(null);
  });

  app.get("/api/support/campaigns", { schema: { response: { 200: campaignList, ...errors } } }, async () => ({
    Campaigns: await adverts.listCampaigns(),
  }));
  app.post(
    "/api/support/campaigns",
    { schema: { body: campaignInput, response: { 201: campaignDetail, ...errors } } },
    async (req, reply) => {
      const saved = await adverts.createCampaign(actor(req), req.body);
      reply.code(201);
      return saved;
    },
  );
  app.get("/api/support/campaigns/:id", { schema: { params: campaignParams, response: { 200: campaignDetail, ...errors } } }, async (req) =>
    adverts.getCampaign(req.params.id),
  );
  app.put(
    "/api/support/campaigns/:id",
    { schema: { params: campaignParams, body: campaignInput, response: { 200: campaignDetail, ...errors } } },
    async (req) => adverts.updateCampaign(actor(req), req.params.id, req.body),
  );
  app.delete("/api/support/campaigns/:id", { schema: { params: campaignParams, response: noContent } }, async (req, reply) => {
    await adverts.deleteCampaign(actor(req), req.params.id);
    return reply.code(204).send(null);
  });
  // The report as JSON, or as CSV with `?format=csv` or the `.csv` path (German Excel, decision 0038).
  const sendCsv = async (reply: FastifyReply, id: number, period: { from?: string; to?: string }) => {
    const file = await adverts.campaignReportCsv(id, period);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .header("Cache-Control", "private, no-store")
      .serializer((payload: string) => payload)
      .send(file.body as never);
  };
  app.get(
    "/api/support/campaigns/:id/report",
    { schema: { params: campaignParams, querystring: reportQuery, response: { 200: campaignReport, ...errors } } },
    async (req, reply) => {
      const period = { from: req.query.from, to: req.query.to };
      if (req.query.format === "csv") return sendCsv(reply, req.params.id, period);
      return (await adverts.campaignReport(req.params.id, period)).report;
    },
  );
  app.get(
    "/api/support/campaigns/:id/report.csv",
    { schema: { params: campaignParams, querystring: reportQuery, response: { 200: z.string().describe("text/csv"), ...errors } } },
    async (req, reply) => sendCsv(reply, req.params.id, { from: req.query.from, to: req.query.to }),
  );

  app.get("/api/support/slots", { schema: { response: { 200: slotList, ...errors } } }, async () => ({
    Slots: await adverts.listAdvertSlots(),
  }));
  app.post("/api/support/slots", { schema: { body: slotInput, response: { 201: slotDetail, ...errors } } }, async (req, reply) => {
    const saved = await adverts.createSlot(actor(req), req.body);
    reply.code(201);
    return saved;
  });
  app.get("/api/support/slots/:id", { schema: { params: slotIdParams, response: { 200: slotDetail, ...errors } } }, async (req) =>
    adverts.getAdvertSlot(req.params.id),
  );
  app.put(
    "/api/support/slots/:id",
    { schema: { params: slotIdParams, body: slotInput, response: { 200: slotDetail, ...errors } } },
    async (req) => adverts.updateSlot(actor(req), req.params.id, req.body),
  );
  app.delete("/api/support/slots/:id", { schema: { params: slotIdParams, response: noContent } }, async (req, reply) => {
    await adverts.deleteSlot(actor(req), req.params.id);
    return reply.code(204).send(null);
  });
};
