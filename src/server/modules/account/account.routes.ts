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
  ratingSchema,
  registerSchema,
  registrationDataSchema,
  setNewPasswordSchema,
  TITLE1_LIST,
  TITLE2_LIST,
} from "../../../domain/account.ts";
import { idNumber, idParam } from "../../../domain/number-schemas.ts";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import { AUTH_COOKIE, REFRESH_COOKIE } from "../../plugins/auth.ts";
import { accountDeps } from "./account-deps.ts";
import { openRegistrationData, sealRegistrationData } from "./cache-registration-data.ts";
import { changeNotifications } from "./change-notifications.ts";
import { changePassword } from "./change-password.ts";
import { hasAnyOrder } from "./check-orders.ts";
import { confirmEmail } from "./confirm-email.ts";
import { confirmNotifications } from "./confirm-notifications.ts";
import { getBaseData } from "./get-base-data.ts";
import { getPersonalData } from "./get-personal-data.ts";
import type { Session } from "./issue-session.ts";
import { getOwnAddress, listOwnAddresses } from "./list-addresses.ts";
import { logIn } from "./log-in.ts";
import { logInWithCookie } from "./log-in-with-cookie.ts";
import { logOut } from "./log-out.ts";
import { rateOrder } from "./rate-order.ts";
import { refreshSession } from "./refresh-session.ts";
import { registerCustomer } from "./register-customer.ts";
import { registerGuest } from "./register-guest.ts";
import { removeAddress } from "./remove-address.ts";
import { renewToken } from "./renew-token.ts";
import { requestEmailChange } from "./request-email-change.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { resetPassword } from "./reset-password.ts";
import { addAddress, changeAddress } from "./save-address.ts";
import { clearSessionCookies, cookieBase, REFRESH_COOKIE_PATH, REGISTRATION_COOKIE, setAccessCookies, setSessionCookies } from "./session-cookies.ts";
import { setFavourite } from "./set-favourite.ts";
import { updatePersonalData } from "./update-personal-data.ts";

export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

const loginAnswer = z.object({ success: z.boolean(), token: z.string().nullable(), redirectUrl: z.string().nullable() });
const tokenAnswer = z.object({ success: z.boolean(), token: z.string().nullable() });
const messageAnswer = z.object({ success: z.literal(true), message: z.string() });

const personalDataAnswer = z.object({
  Email: z.string(),
  Title1: z.string(),
  Title2: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Phone: z.string(),
  CountryId: z.number(),
  IsGuest: z.boolean(),
  EmailConfirmed: z.boolean(),
  PendingEmail: z.string().nullable(),
  NotificationsConfirmed: z.boolean(),
});

export const addressAnswer = z.object({
  Id: z.number(),
  AddressType: z.union([z.literal(0), z.literal(1)]),
  Title1: z.string(),
  Title2: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  CompanyName: z.string(),
  Street: z.string(),
  HouseNumber: z.string(),
  ZipCode: z.string(),
  City: z.string(),
  CountryId: z.number(),
  Phone: z.string(),
});

const idParams = z.object({ id: idParam() });

/** Per-route limits on top of the /api limit: against mail bombing and address probing (decision 0008). */
const limit = (max: number) => ({ rateLimit: { max, timeWindow: "15 minutes" } });

function startSessionReply(req: FastifyRequest, reply: FastifyReply, session: Session) {
  setSessionCookies(req, reply, session);
  reply.header("Cache-Control", "no-store");
}

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  const deps = accountDeps(opts.db, {
    jobs: app.jobs,
    config: opts.config,
    sessions: app.sessions,
    log: (msg, data) => app.log.warn(data ?? {}, msg),
  });

  // Spec §7 Authentication

  app.post(
    "/api/account/jwt/anmelden",
    { schema: { body: loginSchema, response: { 200: loginAnswer, 401: errorSchema, 429: errorSchema } } },
    async (req, reply) => {
      const result = await logIn(deps, { ...req.body, clientAddress: req.ip });
      if (result.kind === "redirect") return { success: true, token: null, redirectUrl: result.redirectUrl };
      startSessionReply(req, reply, result.session);
      return { success: true, token: result.session.access.token, redirectUrl: null };
    },
  );

  app.post(
    "/api/account/jwt/abmelden",
    { schema: { response: { 200: z.object({ Success: z.boolean(), UserSwitched: z.boolean() }) } } },
    async (req, reply) => {
      const answer = await logOut(deps, { refreshToken: req.cookies[REFRESH_COOKIE], user: req.user });
      clearSessionCookies(req, reply);
      return answer;
    },
  );

  app.post(
    "/api/account/v2/get/token",
    {
      schema: {
        body: z.object({ CurrentToken: z.string().min(1).max(4000) }),
        response: { 200: z.object({ success: z.boolean(), reload: z.boolean(), token: z.string().nullable() }), 401: errorSchema },
      },
    },
    async (req, reply) => {
      const result = await renewToken(deps, { currentToken: req.body.CurrentToken, cookieToken: req.cookies[AUTH_COOKIE] });
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
        body: z.object({ CurrentToken: z.string().max(4000).optional(), RefreshToken: z.string().max(200).optional() }).default({}),
        response: { 200: z.object({ token: z.string() }), 401: errorSchema },
      },
    },
    async (req, reply) => {
      const session = await refreshSession(deps, req.body.RefreshToken || req.cookies[REFRESH_COOKIE]);
      startSessionReply(req, reply, session);
      return { token: session.access.token };
    },
  );

  app.post(
    "/api/account/anmelden-cookie",
    {
      schema: {
        body: z.object({ Type: z.enum(["v4", "legacy"]), AuthCookieValue: z.string().max(4000) }),
        response: { 200: tokenAnswer },
      },
    },
    async (req, reply) => {
      const session = await logInWithCookie(deps, req.body);
      if (!session) return { success: false, token: null };
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token };
    },
  );

  app.post(
    "/api/account/cache-reg-data",
    { schema: { body: registrationDataSchema, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (req, reply) => {
      const sealed = await sealRegistrationData(deps, req.body);
      reply.setCookie(REGISTRATION_COOKIE, sealed.value, { ...cookieBase(req), path: REFRESH_COOKIE_PATH, httpOnly: true, maxAge: sealed.maxAge });
      return { success: true as const };
    },
  );

  app.get("/api/account/cache-reg-data", { schema: { response: { 200: registrationDataSchema } } }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return openRegistrationData(deps, req.cookies[REGISTRATION_COOKIE]);
  });

  // Registration, password and e-mail links (paths of decision 0008)

  app.post(
    "/api/account/registrieren",
    { config: limit(10), schema: { body: registerSchema, response: { 200: loginAnswer, 409: errorSchema } } },
    async (req, reply) => {
      const { session } = await registerCustomer(deps, req.body, req.country.countryId);
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token, redirectUrl: null };
    },
  );

  app.post("/api/account/gast", { config: limit(30), schema: { body: guestSchema, response: { 200: tokenAnswer } } }, async (req, reply) => {
    const session = await registerGuest(deps, req.body, req.country.countryId);
    startSessionReply(req, reply, session);
    return { success: true, token: session.access.token };
  });

  app.post(
    "/api/account/kennwort-vergessen",
    { config: limit(5), schema: { body: passwordForgottenSchema, response: { 200: messageAnswer } } },
    async (req) => {
      const { message } = requestPasswordReset(deps, req.body.Email, req.country.countryId);
      return { success: true as const, message };
    },
  );

  app.post(
    "/api/account/kennwort-setzen",
    { config: limit(10), schema: { body: setNewPasswordSchema, response: { 200: messageAnswer, 400: errorSchema } } },
    async (req) => resetPassword(deps, req.body),
  );

  app.post(
    "/api/account/email/bestaetigen",
    {
      schema: {
        body: confirmTokenSchema,
        response: {
          200: messageAnswer.extend({ Kind: z.enum(["registration", "change"]), Email: z.string() }),
          400: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req) => confirmEmail(deps, req.body.Token),
  );

  app.post(
    "/api/account/benachrichtigungen/bestaetigen",
    { schema: { body: confirmTokenSchema, response: { 200: messageAnswer, 400: errorSchema } } },
    async (req) => confirmNotifications(deps, req.body.Token),
  );

  app.post(
    "/api/account/bewertung",
    {
      schema: {
        body: ratingSchema,
        response: { 200: messageAnswer.extend({ Rating: z.number(), ReviewCount: z.number() }), 400: errorSchema, 409: errorSchema },
      },
    },
    async (req) => rateOrder(deps, req.body),
  );

  // Spec §7 "Customer, mex and account data"

  app.get(
    "/api/common/address",
    {
      schema: {
        response: {
          200: z.object({
            Title1List: z.array(z.object({ Id: z.string(), DisplayName: z.string() })),
            Title2List: z.array(z.object({ Id: z.string(), DisplayName: z.string() })),
            CountryList: z.array(z.object({ Id: z.number(), DisplayName: z.string(), Iso: z.string() })),
          }),
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
          200: personalDataAnswer.extend({ DeliveryAddresses: z.array(addressAnswer), InvoiceAddresses: z.array(addressAnswer) }),
          401: errorSchema,
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return getBaseData(deps, req.user!.id);
    },
  );

  // Everything under /api/jwt/ (and /api/basedata above) needs a logged-in user: the area guard of
  // "account" checks the whole prefix (decision 0019).

  app.get("/api/jwt/kunde/hat-bestellungen", { schema: { response: { 200: z.boolean() } } }, async (req, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return hasAnyOrder(deps, req.user!.id);
  });

  app.post(
    "/api/jwt/kunde/set/favourite",
    {
      schema: {
        body: z.object({ UserId: idNumber(), State: z.boolean() }),
        response: { 200: z.boolean(), 404: errorSchema },
      },
    },
    async (req) => setFavourite(deps, req.user!.id, req.body),
  );

  app.get("/api/jwt/konto/persoenliche-daten", { schema: { response: { 200: personalDataAnswer } } }, async (req, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return getPersonalData(deps, req.user!.id);
  });

  app.put(
    "/api/jwt/konto/persoenliche-daten",
    { schema: { body: personalDataSchema, response: { 200: personalDataAnswer } } },
    async (req) => updatePersonalData(deps, req.user!.id, req.body),
  );

  app.put(
    "/api/jwt/konto/kennwort",
    { config: limit(10), schema: { body: changePasswordSchema, response: { 200: tokenAnswer, 400: errorSchema, 403: errorSchema } } },
    async (req, reply) => {
      const session = await changePassword(deps, req.user!.id, req.body);
      startSessionReply(req, reply, session);
      return { success: true, token: session.access.token };
    },
  );

  app.post(
    "/api/jwt/konto/email",
    {
      config: limit(5),
      schema: {
        body: changeEmailSchema,
        response: { 200: z.object({ success: z.literal(true), PendingEmail: z.string() }), 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (req) => requestEmailChange(deps, req.user!.id, req.body, req.country.countryId),
  );

  app.put(
    "/api/jwt/konto/benachrichtigungen",
    {
      config: limit(10),
      schema: {
        body: notificationsSchema,
        response: { 200: z.object({ success: z.literal(true), NotificationsConfirmed: z.boolean(), ConfirmationSent: z.boolean() }), 403: errorSchema },
      },
    },
    async (req) => changeNotifications(deps, req.user!.id, req.body.Enabled, req.country.countryId),
  );

  app.get("/api/jwt/adressen", { schema: { response: { 200: z.array(addressAnswer) } } }, async (req, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return listOwnAddresses(deps, req.user!.id);
  });

  app.get("/api/jwt/adressen/:id", { schema: { params: idParams, response: { 200: addressAnswer, 404: errorSchema } } }, async (req) =>
    getOwnAddress(deps, req.user!.id, req.params.id),
  );

  app.post("/api/jwt/adressen", { schema: { body: addressSchema, response: { 200: addressAnswer, 400: errorSchema } } }, async (req) =>
    addAddress(deps, req.user!.id, req.body),
  );

  app.put(
    "/api/jwt/adressen/:id",
    { schema: { params: idParams, body: addressSchema, response: { 200: addressAnswer, 404: errorSchema } } },
    async (req) => changeAddress(deps, req.user!.id, req.params.id, req.body),
  );

  app.delete(
    "/api/jwt/adressen/:id",
    { schema: { params: idParams, response: { 200: z.object({ success: z.literal(true) }), 404: errorSchema } } },
    async (req) => removeAddress(deps, req.user!.id, req.params.id),
  );
};
