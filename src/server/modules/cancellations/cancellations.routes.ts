import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  cancellationCommentRequest,
  cancellationCommentResponse,
  cancellationFeedbackRequest,
  cancellationFeedbackResponse,
  cancellationList,
  cancellationListRequest,
  cancellationNotFound,
  cancellationSaveRequest,
  cancellationSaveResponse,
} from "../../../domain/cancellations/cancellations.schemas.ts";
import { errorBodySchema as errorSchema, isAppError } from "../../../domain/shared/errors.ts";
import type { CancellationServices } from "./cancellations.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: cancellationNotFound };

/** Spec §8: the cancellation calls answer a 404 with false (the page treats false as "not there"). */
async function falseWhenMissing<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | false> {
  try {
    return await run();
  } catch (err) {
    if (isAppError(err) && err.statusCode === 404) {
      reply.code(404);
      return false;
    }
    throw err;
  }
}

/** Spec §7 "Back office and statistics", area "cancellations" (support handles, finance books; decision 0031). */
export const cancellationsRoutes: FastifyPluginAsyncZod<{ cancellations: CancellationServices }> = async (app, { cancellations }) => {
  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });
  const base = "/api/ordercancellationlist";

  app.post(
    `${base}/getOrderCancellationList`,
    { schema: { body: cancellationListRequest, response: { 200: cancellationList, ...errors } } },
    async (req) => cancellations.getOrderCancellationList(req.body),
  );
  app.post(
    `${base}/saveOrderCancellationList`,
    { schema: { body: cancellationSaveRequest, response: { 200: cancellationSaveResponse, ...errors } } },
    async (req, reply) => falseWhenMissing(reply, () => cancellations.saveOrderCancellationList({ actor: actor(req), orders: req.body })),
  );
  app.post(
    `${base}/saveOrderCancellationComment`,
    { schema: { body: cancellationCommentRequest, response: { 200: cancellationCommentResponse, ...errors } } },
    async (req, reply) => falseWhenMissing(reply, () => cancellations.saveOrderCancellationComment({ actor: actor(req), ...req.body })),
  );
  app.post(
    `${base}/saveOrderCancellationFeedback`,
    { schema: { body: cancellationFeedbackRequest, response: { 200: cancellationFeedbackResponse, ...errors } } },
    async (req, reply) => falseWhenMissing(reply, () => cancellations.saveOrderCancellationFeedback({ actor: actor(req), ...req.body })),
  );
};
