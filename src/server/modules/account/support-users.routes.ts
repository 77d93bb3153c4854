import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  impersonateAnswer,
  lockRequest,
  supportActionAnswer,
  userDetail,
  userIdParams,
  userList,
  userSearchQuery,
  userUpdateRequest,
} from "../../../domain/back-office/support-users.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { AccountServices } from "./account.services.ts";
import { setSessionCookies } from "./session-cookies.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The back office's user administration (decision 0031), area "support" (the support
 * desks; ADMIN passes). The caller's roles decide which roles an edit may change (grantableRoles).
 */
export const supportUsersRoutes: FastifyPluginAsyncZod<{ account: AccountServices }> = async (app, { account }) => {
  const actor = (req: { user: { id: number; roles: string[] } | null; id: string }) => ({
    id: req.user!.id,
    roles: req.user!.roles,
    requestId: req.id,
  });

  app.get("/api/support/users", { schema: { querystring: userSearchQuery, response: { 200: userList, ...errors } } }, async (req) =>
    account.supportSearchUsers(req.query),
  );

  app.get("/api/support/users/:id", { schema: { params: userIdParams, response: { 200: userDetail, ...errors } } }, async (req) =>
    account.supportUserDetail({ actor: actor(req), userId: req.params.id }),
  );

  app.put(
    "/api/support/users/:id",
    { schema: { params: userIdParams, body: userUpdateRequest, response: { 200: userDetail, ...errors } } },
    async (req) => account.supportUpdateUser({ actor: actor(req), userId: req.params.id, data: req.body }),
  );

  app.post(
    "/api/support/users/:id/lock",
    { schema: { params: userIdParams, body: lockRequest, response: { 200: userDetail, ...errors } } },
    async (req) => account.supportSetLocked({ actor: actor(req), userId: req.params.id, locked: true, reason: req.body.Reason }),
  );
  app.post("/api/support/users/:id/unlock", { schema: { params: userIdParams, response: { 200: userDetail, ...errors } } }, async (req) =>
    account.supportSetLocked({ actor: actor(req), userId: req.params.id, locked: false }),
  );

  app.post(
    "/api/support/users/:id/resend-confirmation",
    { schema: { params: userIdParams, response: { 200: supportActionAnswer, ...errors } } },
    async (req) => ({
      success: true,
      ...(await account.supportResendConfirmation({ actor: actor(req), userId: req.params.id })),
    }),
  );

  app.post(
    "/api/support/users/:id/password-reset",
    { schema: { params: userIdParams, response: { 200: supportActionAnswer, ...errors } } },
    async (req) => ({
      success: true,
      ...(await account.supportPasswordReset({ actor: actor(req), userId: req.params.id })),
    }),
  );

  // The browser now holds the customer's session (cookies and token); logout returns to the support account.
  app.post(
    "/api/support/users/:id/impersonate",
    { schema: { params: userIdParams, response: { 200: impersonateAnswer, ...errors } } },
    async (req, reply) => {
      const session = await account.impersonateUser({ actor: actor(req), userId: req.params.id });
      setSessionCookies(req, reply, session);
      reply.header("Cache-Control", "no-store");
      return { success: true, token: session.access.token, redirectUrl: "/kunde/startseite" };
    },
  );
};
