import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import {
  auditList,
  auditQuery,
  cacheClearAnswer,
  cacheClearRequest,
  cacheOverview,
  failedJobList,
  failedJobsQuery,
  jobRetryAnswer,
  jobRetryParams,
  parameterRequirement,
  parameterRequirementQuery,
  queueOverview,
} from "../../../domain/operations/operations.schemas.ts";
import type { OperationsServices } from "./operations.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Operations (decisions 0031, 0032), area "admin": every route is ADMIN only by its prefix. */
export const operationsRoutes: FastifyPluginAsyncZod<{ operations: OperationsServices }> = async (app, { operations }) => {
  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });

  app.get("/api/support/cache", { schema: { response: { 200: cacheOverview, ...errors } } }, async () => operations.cacheOverview());

  app.post(
    "/api/support/cache/clear",
    { schema: { body: cacheClearRequest.optional(), response: { 200: cacheClearAnswer, ...errors } } },
    async (req) => operations.clearCache({ actor: actor(req), area: req.body?.Area }),
  );

  app.get("/api/support/jobs", { schema: { response: { 200: queueOverview, ...errors } } }, async () => operations.queueOverview());

  app.get(
    "/api/support/jobs/failed",
    { schema: { querystring: failedJobsQuery, response: { 200: failedJobList, ...errors } } },
    async (req) => operations.listFailedJobs(req.query),
  );

  app.post(
    "/api/support/jobs/:queue/:id/retry",
    { schema: { params: jobRetryParams, response: { 200: jobRetryAnswer, ...errors } } },
    async (req) => operations.retryJob({ actor: actor(req), queue: req.params.queue, id: req.params.id }),
  );

  app.get(
    "/api/support/parameter-requirement",
    { schema: { querystring: parameterRequirementQuery, response: { 200: parameterRequirement, ...errors } } },
    async (req) => operations.parameterRequirement({ countryId: req.query.countryId }),
  );

  app.get("/api/support/audit-log", { schema: { querystring: auditQuery, response: { 200: auditList, ...errors } } }, async (req) =>
    operations.listAuditLog(req.query),
  );
};
