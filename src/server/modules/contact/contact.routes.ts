import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  contactAnswerRequest,
  contactAssignRequest,
  contactDetail,
  contactGate,
  contactIdParams,
  contactList,
  contactListQuery,
  contactRequestInput,
  contactSubmitted,
} from "../../../domain/contact/contact.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { ContactServices } from "./contact.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * Contact requests over the API (decision 0042). Public: a spam-gate challenge and the request itself
 * (area "public", under /api/site). The queue: area "support" (support desks; admins pass), under
 * /api/support/kontakt. The pages call the same services in-process.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactServices }> = async (app, { contact }) => {
  app.get("/api/site/kontakt/gate", { schema: { response: { 200: contactGate, ...errors } } }, async (_req, reply) => {
    // A challenge is single-use and personal: never from a shared cache.
    reply.header("Cache-Control", "no-store");
    return contact.issueContactGate();
  });
  app.post(
    "/api/site/kontakt",
    { schema: { body: contactRequestInput, response: { 201: contactSubmitted, ...errors } } },
    async (req, reply) => {
      const answer = await contact.submitContactRequest(req.body, {
        userId: req.user?.id ?? null,
        clientAddress: req.ip,
        countryId: req.country.countryId,
      });
      reply.code(201);
      return answer;
    },
  );

  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });
  app.get("/api/support/kontakt", { schema: { querystring: contactListQuery, response: { 200: contactList, ...errors } } }, async (req) =>
    contact.listContactRequests(req.query),
  );
  app.get("/api/support/kontakt/:id", { schema: { params: contactIdParams, response: { 200: contactDetail, ...errors } } }, async (req) =>
    contact.contactRequestDetail({ id: req.params.id }),
  );
  app.post(
    "/api/support/kontakt/:id/assign",
    { schema: { params: contactIdParams, body: contactAssignRequest, response: { 200: contactDetail, ...errors } } },
    async (req) => {
      await contact.assignContactRequest({ actor: actor(req), id: req.params.id, assigneeUserId: req.body.AssigneeUserId });
      return contact.contactRequestDetail({ id: req.params.id });
    },
  );
  app.post(
    "/api/support/kontakt/:id/answer",
    { schema: { params: contactIdParams, body: contactAnswerRequest, response: { 200: contactDetail, ...errors } } },
    async (req) => {
      await contact.answerContactRequest({ actor: actor(req), id: req.params.id, message: req.body.Message });
      return contact.contactRequestDetail({ id: req.params.id });
    },
  );
  app.post(
    "/api/support/kontakt/:id/close",
    { schema: { params: contactIdParams, response: { 200: contactDetail, ...errors } } },
    async (req) => {
      await contact.closeContactRequest({ actor: actor(req), id: req.params.id });
      return contact.contactRequestDetail({ id: req.params.id });
    },
  );
};
