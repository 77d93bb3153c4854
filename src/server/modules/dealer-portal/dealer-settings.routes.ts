import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  areaChangeRequest,
  areasAnswer,
  branchAreaSchema,
  branchConditionsSchema,
  branchesAnswer,
  branchParams,
  conditionsAnswer,
  csvPriceRequest,
  dealerConditionsSchema,
  inviteStaffRequest,
  messageOnlyAnswer,
  priceChangeRequest,
  pricePreviewAnswer,
  priceSavedAnswer,
  pricesAnswer,
  staffAnswer,
  staffMemberAnswer,
  staffParams,
  staffRoleRequest,
} from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { AppError, errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { priceFormFromWire } from "./dealer-prices.ts";
import type { DealerPortalServices } from "./dealer-portal.services.ts";

/** The caller (the area guard already refused anonymous callers and those without the DEALER check). */
function callerId(req: FastifyRequest): number {
  if (!req.user) throw new AppError("UNAUTHORIZED");
  return req.user.id;
}

const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
/**
 * No HEAD twins for these reads: a HEAD answer has no body, so a 403 of the use case ("keinem Händler
 * zugeordnet", staff) could not be told from the area guard's 403, and nobody probes a portal's JSON by HEAD.
 */
const read = { exposeHeadRoute: false } as const;
const writeRefusals = { ...refusals, 400: errorSchema, 409: errorSchema } as const;

/**
 * The dealer admin's settings (decisions 0026, 0027) under /api/haendlerportal: thin, every
 * rule and ownership check is in the use cases. Staff get 403, another dealer's rows 404.
 */
export const dealerSettingsRoutes: FastifyPluginAsyncZod<{ dealerPortal: DealerPortalServices }> = async (app, { dealerPortal }) => {
  app.addHook("onSend", async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  app.get("/api/haendlerportal/filialen", { ...read, schema: { response: { 200: branchesAnswer, ...refusals } } }, async (req) =>
    dealerPortal.listBranches(callerId(req)),
  );

  // Price lists
  app.get("/api/haendlerportal/preise", { ...read, schema: { response: { 200: pricesAnswer, ...refusals } } }, async (req) =>
    dealerPortal.dealerPrices(callerId(req)),
  );
  app.post(
    "/api/haendlerportal/preise/vorschau",
    { schema: { body: priceChangeRequest, response: { 200: pricePreviewAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.previewPriceChange(callerId(req), priceFormFromWire(req.body)),
  );
  app.post(
    "/api/haendlerportal/preise",
    { schema: { body: priceChangeRequest, response: { 200: priceSavedAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.savePriceChange(callerId(req), priceFormFromWire(req.body)),
  );
  app.post(
    "/api/haendlerportal/preise/csv/vorschau",
    { schema: { body: csvPriceRequest, response: { 200: pricePreviewAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.previewPriceCsv(callerId(req), req.body.Csv),
  );
  app.post(
    "/api/haendlerportal/preise/csv",
    { schema: { body: csvPriceRequest, response: { 200: priceSavedAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.importPriceCsv(callerId(req), req.body.Csv),
  );

  // Delivery areas
  app.get("/api/haendlerportal/liefergebiete", { ...read, schema: { response: { 200: areasAnswer, ...refusals } } }, async (req) =>
    dealerPortal.dealerAreas(callerId(req)),
  );
  app.put(
    "/api/haendlerportal/liefergebiete/:branchId",
    { schema: { params: branchParams, body: areaChangeRequest, response: { 200: branchAreaSchema, ...writeRefusals } } },
    async (req) => dealerPortal.saveDealerArea(callerId(req), req.params.branchId, req.body),
  );

  // Conditions
  app.get("/api/haendlerportal/konditionen", { ...read, schema: { response: { 200: conditionsAnswer, ...refusals } } }, async (req) =>
    dealerPortal.dealerConditions(callerId(req)),
  );
  app.put(
    "/api/haendlerportal/konditionen/filialen/:branchId",
    { schema: { params: branchParams, body: branchConditionsSchema, response: { 200: conditionsAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.saveBranchConditions(callerId(req), req.params.branchId, req.body),
  );
  app.put(
    "/api/haendlerportal/konditionen/haendler",
    { schema: { body: dealerConditionsSchema, response: { 200: conditionsAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.saveDealerConditions(callerId(req), req.body),
  );

  // Staff
  app.get("/api/haendlerportal/mitarbeiter", { ...read, schema: { response: { 200: staffAnswer, ...refusals } } }, async (req) =>
    dealerPortal.listStaff(callerId(req)),
  );
  app.post(
    "/api/haendlerportal/mitarbeiter",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: { body: inviteStaffRequest, response: { 200: staffMemberAnswer, ...writeRefusals } },
    },
    async (req) => dealerPortal.inviteStaff(callerId(req), req.body),
  );
  app.post(
    "/api/haendlerportal/mitarbeiter/:userId/einladung",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: { params: staffParams, response: { 200: messageOnlyAnswer, ...writeRefusals } },
    },
    async (req) => dealerPortal.resendInvitation(callerId(req), req.params.userId),
  );
  app.put(
    "/api/haendlerportal/mitarbeiter/:userId",
    { schema: { params: staffParams, body: staffRoleRequest, response: { 200: staffMemberAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.changeStaffRole(callerId(req), req.params.userId, req.body.DealerRole),
  );
  app.delete(
    "/api/haendlerportal/mitarbeiter/:userId",
    { schema: { params: staffParams, response: { 200: messageOnlyAnswer, ...writeRefusals } } },
    async (req) => dealerPortal.removeStaff(callerId(req), req.params.userId),
  );
};
