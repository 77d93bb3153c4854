import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addressSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmTokenSchema,
  COUNTRY_LIST,
  guestSchema,
  loginSchema,
  notificationsSchema,
  passwordForgottenSchema,
  personalDataSchema,
  registerSchema,
  registrationDataSchema,
  setNewPasswordSchema,
  TITLE1_LIST,
  TITLE2_LIST,
  loginAnswer,
  tokenAnswer,
  messageAnswer,
  personalDataAnswer,
  addressAnswer,
  logoutAnswer,
  renewTokenRequest,
  renewTokenAnswer,
  refreshTokenRequest,
  refreshTokenAnswer,
  cookieLoginRequest,
  successAnswer,
  emailConfirmationAnswer,
  addressListsAnswer,
  baseDataAnswer,
  setFavouriteRequest,
  emailChangeAnswer,
  notificationsAnswer,
  addressListAnswer,
  idParams,
} from "../../../domain/account/account.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { AUTH_COOKIE, REFRESH_COOKIE } from "../../plugins/auth.ts";
import type { AccountServices } from "./account.services.ts";
import type { Session } from "./issue-session.ts";
import {
  clearSessionCookies,
  REGISTRATION_COOKIE,
  setAccessCookies,
  setCsrfCookie,
  setRegistrationCookie,
  setSessionCookies,
} from "./session-cookies.ts";
import { ACCOUNT_WRITE_LIMITS, ACCOUNT_WRITE_WINDOW } from "../../../domain/account/write-limits.ts";

/** Per-route limits on top of the /api limit: against mail bombing and address probing (decision 0008). */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: ACCOUNT_WRITE_WINDOW } });

function startSessionReply(req: FastifyRequest, reply: FastifyReply, session: Session) {
  setSessionCookies(req, reply, session);
  reply.header("Cache-Control", "no-store");
}

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountServices }> = async (app, { account }) => {
  // Spec §7 Authentication

  app.post(
    "/api/account/jwt/anmelden",
    { schema: { body: loginSchema, response: { 200: loginAnswer, 401: errorSchema, 429: errorSchema } } },
    async (req, reply) => {
      const result = await account.logIn({ ...req.body, clientAddress: req.ip });
      if (result.kind === "redirect") return { success: true, token: null, redirectUrl: result.redirectUrl };
      startSessionReply(req, reply, result.session);
      // A dealer's staff member: signed in, and the login page leads on into the portal (decision 0026).
      return { success: true, token: result.session.access.token, redirectUrl: result.redirectUrl };
    },
  );

  app.post("/api/account/jwt/abmelden", { schema: { response: { 200: logoutAnswer } } }, async (req, reply) => {
    const { session, ...answer } = await account.logOut({ refreshToken: req.cookies[REFRESH_COOKIE], user: req.user });
    // The end of an impersonation signs the support user in again; the page reloads (spec §4).
    if (session) setSessionCookies(req, reply, session);
    else clearSessionCookies(req, reply);
    return answer;
  });

  app.post(
    "/api/account/v2/get/token",
    {
      schema: {
        body: renewTokenRequest,
        response: { 200: renewTokenAnswer, 401: errorSchema },
      },
    },
    async (req, reply) => {
      const result = await account.renewToken({ currentToken: req.body.CurrentToken, cookieToken: req.cookies[AUTH_COOKIE] });
      if (result.reload) return { success: true, reload: true, token: null };
      setAccessCookies(req, reply, result.access);
      reply.header("Cache-Control", "no-store");
      return { success: true, reload: false, token: result.access.token };
    },
  );

  app.post(
    "/api/account/get/token",
    {
      schema: {
        body: refreshTokenRequest,
        response: { 200: refreshTokenAnswer, 401: errorSchema },
      },
    },
    async (req, reply) => {
      const { access, rotated } = await account.resumeSession({
        refreshToken: req.body.RefreshToken || req.cookies[REFRESH_COOKIE],
        // A refresh token in the body asks for its rotation (spec §7); the cookie's session otherwise.
        cookieAccessToken: req.body.RefreshToken ? undefined : req.cookies[AUTH_COOKIE],
      });
      // The same session goes on: the CSRF token in use stays, so requests already under way still match.
      if (rotated) setSessionCookies(req, reply, rotated, { rotateCsrf: false });
      else {
        setAccessCookies(req, reply, access);
        setCsrfCookie(req, reply, access.sessionId);
      }
      reply.header("Cache-Control", "no-store");
      return { token: access.token };
    },
  );

  app.post(
    "/api/account/anmelden-cookie",
    {
      schema: {
        body: cookieLoginRequest,
        response: { 200: tokenAnswer },
      },
    },
    async (req, reply) => {
      const session = await account.logInWithCookie(req.body);
      if (!session) return { success: false, token: null };
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token };
    },
  );

  app.post(
    "/api/account/cache-reg-data",
    { schema: { body: registrationDataSchema, response: { 200: successAnswer } } },
    async (req, reply) => {
      setRegistrationCookie(req, reply, await account.sealRegistrationData(req.body));
      return { success: true as const };
    },
  );

  app.get("/api/account/cache-reg-data", { schema: { response: { 200: registrationDataSchema } } }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return account.openRegistrationData(req.cookies[REGISTRATION_COOKIE]);
  });

  // Registration, password and e-mail links (paths of decision 0008)

  app.post(
    "/api/account/registrieren",
    { config: limit(ACCOUNT_WRITE_LIMITS.register), schema: { body: registerSchema, response: { 200: loginAnswer, 409: errorSchema } } },
    async (req, reply) => {
      const { session } = await account.registerCustomer(req.body, req.country.countryId);
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token, redirectUrl: null };
    },
  );

  app.post(
    "/api/account/gast",
    { config: limit(ACCOUNT_WRITE_LIMITS.guest), schema: { body: guestSchema, response: { 200: tokenAnswer } } },
    async (req, reply) => {
      const session = await account.registerGuest(req.body, req.country.countryId);
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token };
    },
  );

  app.post(
    "/api/account/kennwort-vergessen",
    { config: limit(ACCOUNT_WRITE_LIMITS.passwordForgotten), schema: { body: passwordForgottenSchema, response: { 200: messageAnswer } } },
    async (req) => {
      const { message } = account.requestPasswordReset(req.body.Email, req.country.countryId);
      return { success: true as const, message };
    },
  );

  app.post(
    "/api/account/kennwort-setzen",
    {
      config: limit(ACCOUNT_WRITE_LIMITS.newPassword),
      schema: { body: setNewPasswordSchema, response: { 200: messageAnswer, 400: errorSchema } },
    },
    async (req) => account.resetPassword(req.body),
  );

  app.post(
    "/api/account/email/bestaetigen",
    {
      schema: {
        body: confirmTokenSchema,
        response: {
          200: emailConfirmationAnswer,
          400: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req) => account.confirmEmail(req.body.Token),
  );

  app.post(
    "/api/account/benachrichtigungen/bestaetigen",
    { schema: { body: confirmTokenSchema, response: { 200: messageAnswer, 400: errorSchema } } },
    async (req) => account.confirmNotifications(req.body.Token),
  );

  // Spec §7 "Customer, mex and account data"

  app.get(
    "/api/common/address",
    {
      schema: {
        response: {
          200: addressListsAnswer,
        },
      },
    },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return { Title1List: TITLE1_LIST.map((t) => ({ ...t })), Title2List: TITLE2_LIST.map((t) => ({ ...t })), CountryList: COUNTRY_LIST };
    },
  );

  app.get(
    "/api/basedata/get",
    {
      schema: {
        response: {
          200: baseDataAnswer,
          401: errorSchema,
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return account.baseData(req.user!.id);
    },
  );

  // Everything under /api/jwt/ (and /api/basedata above) needs a logged-in user: the area guard of
  // "account" checks the whole prefix (decision 0019).

  app.get("/api/jwt/kunde/hat-bestellungen", { schema: { response: { 200: z.boolean() } } }, async (req, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return account.hasAnyOrder(req.user!.id);
  });

  app.post(
    "/api/jwt/kunde/set/favourite",
    {
      schema: {
        body: setFavouriteRequest,
        response: { 200: z.boolean(), 404: errorSchema },
      },
    },
    async (req) => account.setFavourite(req.user!.id, req.body),
  );

  app.get("/api/jwt/konto/persoenliche-daten", { schema: { response: { 200: personalDataAnswer } } }, async (req, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return account.getPersonalData(req.user!.id);
  });

  app.put(
    "/api/jwt/konto/persoenliche-daten",
    { schema: { body: personalDataSchema, response: { 200: personalDataAnswer } } },
    async (req) => account.updatePersonalData(req.user!.id, req.body),
  );

  app.put(
    "/api/jwt/konto/kennwort",
    {
      config: limit(ACCOUNT_WRITE_LIMITS.passwordChange),
      schema: { body: changePasswordSchema, response: { 200: tokenAnswer, 400: errorSchema, 403: errorSchema } },
    },
    async (req, reply) => {
      const session = await account.changePassword({ id: req.user!.id, isImpersonated: req.user!.isImpersonatedS }, req.body);
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token };
    },
  );

  app.post(
    "/api/jwt/konto/email",
    {
      config: limit(ACCOUNT_WRITE_LIMITS.emailChange),
      schema: {
        body: changeEmailSchema,
        response: { 200: emailChangeAnswer, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (req) =>
      account.requestEmailChange({ id: req.user!.id, isImpersonated: req.user!.isImpersonatedS }, req.body, req.country.countryId),
  );

  app.put(
    "/api/jwt/konto/benachrichtigungen",
    {
      config: limit(ACCOUNT_WRITE_LIMITS.notifications),
      schema: {
        body: notificationsSchema,
        response: { 200: notificationsAnswer, 403: errorSchema },
      },
    },
    async (req) => account.changeNotifications(req.user!.id, req.body.Enabled, req.country.countryId),
  );

  app.get("/api/jwt/adressen", { schema: { response: { 200: addressListAnswer } } }, async (req, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return account.listOwnAddresses(req.user!.id);
  });

  app.get("/api/jwt/adressen/:id", { schema: { params: idParams, response: { 200: addressAnswer, 404: errorSchema } } }, async (req) =>
    account.getOwnAddress(req.user!.id, req.params.id),
  );

  app.post("/api/jwt/adressen", { schema: { body: addressSchema, response: { 200: addressAnswer, 400: errorSchema } } }, async (req) =>
    account.addAddress(req.user!.id, req.body),
  );

  app.put(
    "/api/jwt/adressen/:id",
    { schema: { params: idParams, body: addressSchema, response: { 200: addressAnswer, 404: errorSchema } } },
    async (req) => account.changeAddress(req.user!.id, req.params.id, req.body),
  );

  app.delete("/api/jwt/adressen/:id", { schema: { params: idParams, response: { 200: successAnswer, 404: errorSchema } } }, async (req) =>
    account.removeAddress(req.user!.id, req.params.id),
  );
};
