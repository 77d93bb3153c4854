import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Database } from "../db/client.ts";
import type { Config } from "./config.ts";
import { impersonationAuditPlugin } from "./modules/account/impersonation-audit.ts";
import {
  clearedSessionCookieHeaders,
  pageCookieHeader,
  registrationCookieHeader,
  sessionCookieHeaders,
} from "./modules/account/session-cookies.ts";
import { orderLinkCookieName, orderLinkCookiePath } from "../domain/orders/order-access.ts";
import { accessCookieHeaders, setAccessCookies } from "./modules/account/session-cookies.ts";
import { AUTH_COOKIE } from "./plugins/auth.ts";
import { countryPlugin } from "./plugins/country.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { securityPlugin } from "./plugins/security.ts";
import { clientErrorHandler, frameworkErrors, httpEdgePlugin } from "./plugins/http-edge.ts";
import { safeInputPlugin } from "./plugins/safe-input.ts";
import { authPlugin } from "./plugins/auth.ts";
import { areaGuardPlugin } from "./plugins/area-guard.ts";
import { webPlugin } from "./plugins/web.ts";
import { slotFillRoutes } from "./plugins/slot-fill.ts";
import { createServices, needsOf, type AppServices } from "./services.ts";
import { MODULES } from "./modules/index.ts";
import type { RouteContext } from "./platform/module.ts";
import type { Cache } from "./platform/cache/cache.ts";
import { systemClock, type Clock } from "./platform/clock.ts";
import { systemRandom } from "./platform/random.ts";
import { createFileStorage } from "./platform/files/create-file-storage.ts";
import { createSlotRegistry, type SlotRegistry } from "./platform/slots/slot-registry.ts";
import type { Random } from "../domain/random/random.ts";
import { createMailer, type Mailer } from "./platform/mail/mailer.ts";
import { apiDocsPlugin } from "./plugins/api-docs.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { proxyTrustPlugin } from "./plugins/proxy-trust.ts";
import { requestIdGenerator, requestIdPlugin } from "./plugins/request-id.ts";
import { createMetrics } from "./platform/metrics/metrics.ts";
import { instrumentCache } from "./platform/cache/instrumented-cache.ts";
import { createJobs } from "./platform/jobs/pg-boss-jobs.ts";
import { defineMailQueue } from "./platform/mail/mail-jobs.ts";
import { setBackgroundLog } from "./platform/background.ts";
import { createCache } from "./platform/cache/create-cache.ts";
import { sharedRateLimitStore, tooManyRequests } from "./platform/rate-limit-store.ts";
import { pageFormLimitPlugin } from "./plugins/page-form-limit.ts";
import type { Jobs } from "./platform/jobs/jobs.ts";
import type { Events } from "./platform/events/events.ts";
import { createJobEvents } from "./platform/events/job-events.ts";
import type { EventCatalogue } from "../domain/events/catalogue.ts";
import { localeById } from "../domain/shared/countries.ts";
import { AppError, ERRORS } from "../domain/shared/errors.ts";
import { isAppViewRequest } from "../domain/site/app-view.ts";
import { safeLogSerializers } from "./log-safety.ts";
import { serializerCompilerFor } from "./platform/http/serializer-compiler.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    jobs: Jobs;
    /** Domain events between areas (decision 0051); tests wait for their reactions with `events.settled()`. */
    events: Events<EventCatalogue>;
    /** The composition root's services (tests reach use cases and caches through it). */
    services: AppServices;
    /** The pages' slots (decision 0059); tests fill them as a page's root loader would. */
    slots: SlotRegistry;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the React Router build (needs `npm run build`); API tests leave it off. */
  web?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Sees every route as it is registered (the API fuzz test derives its requests from them). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests fix the time; the app runs on the system clock. */
  clock?: Clock;
  /** Tests may share or inspect a cache; the app makes its own. */
  cache?: Cache;
  /** Tests fix the seed (decision 0055); the app seeds from the operating system. */
  random?: Random;
}

export async function buildApp({
  config,
  database,
  web = false,
  logger,
  onRoute,
  clock = systemClock(),
  random = systemRandom(),
  cache: givenCache,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without query parameters or other customer data (log-safety.ts, decision 0012).
    // Every line of a request carries its id (reqId), also lines the use cases log through app.log.
    logger:
      typeof logger === "object"
        ? { ...logger, serializers: { ...logger.serializers, ...safeLogSerializers } }
        : (logger ?? { level: config.LOG_LEVEL, serializers: safeLogSerializers }),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // Client address and protocol from X-Forwarded-* only when a trusted proxy set them: rate limits
    // per address must not be dodged with a forged header.
    trustProxy: config.TRUST_PROXY,
    // German answers without the URL for what fails before routing (plugins/http-edge.ts).
    frameworkErrors,
    clientErrorHandler,
    // Per-request lines only when debugging: at info level they would drown everything else.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace",
    }),
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written from their response schemas; outside production zod checks each one too (decision 0018).
  app.setSerializerCompiler(serializerCompilerFor(config.NODE_ENV));

  const mailer = createMailer(database.db, {
    smtpUrl: config.SMTP_URL,
    mailDir: config.MAIL_DIR,
    from: (countryId) =>
      ({ at: config.MAIL_FROM_AT, ch: config.MAIL_FROM_CH })[localeById(countryId)?.code as "at" | "ch"] ?? config.MAIL_FROM,
    // Every mail's closing sentence links the contact form of its own country site (decision 0042).
    contactUrl: (countryId) => `${config.countryOrigins[localeById(countryId)?.code ?? "de"]}/kontakt`,
    log: (level, msg, data) => app.log[level](data, msg),
  });
  app.decorate("mailer", mailer);
  setBackgroundLog((msg, data) => app.log.error(data, msg));
  // Durable jobs (order mails; decision 0013): the worker runs while the app is up.
  const jobs = createJobs(database, { log: (level, msg, data) => app.log[level](data ?? {}, msg) });
  app.decorate("jobs", jobs);
  defineMailQueue(jobs, mailer);
  // Reactions of one area to what happened in another, delivered through the job queue (decision 0051).
  const events = createJobEvents<EventCatalogue>(jobs, { log: (level, msg, data) => app.log[level](data ?? {}, msg) });
  app.decorate("events", events);
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  // Prometheus metrics (decision 0018): requests, database pool, queue depth, cache, orders placed.
  const metrics = createMetrics({ database, jobs });
  // One cache for the app; with REDIS_URL shared by every instance (decisions 0016, 0022).
  const cache = instrumentCache(
    givenCache ??
      createCache({
        redisUrl: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
        log: (level, msg, data) => app.log[level](data ?? {}, msg),
      }),
    metrics,
  );
  app.addHook("onClose", () => cache.close());
  // The composition root: every area's services, built once, shared by the API routes and the pages.
  // Slot providers register while the services are built; the pages' root loader fills from it (decision 0059).
  const slots = createSlotRegistry({ cache, random, logger: app.log });
  const services = createServices(
    {
      db: database.db,
      cache,
      clock,
      random,
      jobs,
      events,
      files: createFileStorage(database.db, config),
      slots,
      mailer,
      config,
      logger: app.log,
    },
    {
      onOrderPlaced: (order) => metrics.orderPlaced(order.countryId),
    },
  );
  app.decorate("services", services);
  app.decorate("slots", slots);
  // What the areas stop on close (timers of their own).
  app.addHook("onClose", async () => {
    for (const module of MODULES) await module.close?.(services[module.name] as never);
  });
  /** A fresh access token for the caller's session (new claims from the database), or null without one. */
  const renewedAccess = async (req: import("fastify").FastifyRequest) => {
    const current = req.cookies?.[AUTH_COOKIE] ?? /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!current) return null;
    const renewed = await services.account.renewToken({ currentToken: current });
    return renewed.reload ? null : renewed.access;
  };
  const routeContext: RouteContext = {
    config,
    database,
    renewAccess: async (req, reply) => {
      const access = await renewedAccess(req);
      if (access) setAccessCookies(req, reply, access);
    },
  };
  const built = new Map<string, unknown>(Object.entries(services));
  // Every area's routes with their options from its own services (decision 0052), in the list's order.
  const mounts = MODULES.flatMap(
    (module) => module.routes?.(services[module.name] as never, needsOf(module, built) as never, routeContext) ?? [],
  );
  // First: an X-Forwarded-Host no named proxy set is gone before anything reads the host (decision 0038).
  await app.register(proxyTrustPlugin, { trustProxy: config.TRUST_PROXY, trustForwardedHost: config.trustForwardedHost });
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before any route: the OpenAPI document collects routes as they are registered.
  await app.register(apiDocsPlugin);
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  await app.register(httpEdgePlugin);
  await app.register(countryPlugin, { config });
  await app.register(cookie);
  // The platform's HTTP edge, not an area's routes: who is calling (the session of every request, API and
  // pages alike) and the audit of an impersonated session's writes must wrap every area's routes and the
  // pages, so they sit here at the root before any mount, with the account area's services.
  await app.register(authPlugin, { keys: services.account.tokenKeys, sessions: services.account.sessions });
  await app.register(impersonationAuditPlugin, { account: services.account });
  await app.register(compress, { threshold: 1024 });
  // Beside the API scope (no rate limit, no area guard), in the list's order: health first, then the
  // session check, sitemap and robots.txt, and mex's MQTT ingestion when a broker is configured.
  for (const mount of mounts.filter((m) => m.scope === "root")) await app.register(mount.plugin, mount.options);

  const rateLimitStore = sharedRateLimitStore(app, config.REDIS_URL, config.REDIS_KEY_PREFIX);
  await app.register(async (api) => {
    await api.register(rateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: "1 minute",
      ...rateLimitStore,
      errorResponseBuilder: tooManyRequests,
    });
    await api.register(safeInputPlugin);
    // Every route below gets the guard of its area (src/domain/access/access-areas.ts, decision 0019).
    await api.register(areaGuardPlugin);
    // The platform's own: a slot of a shared page, drawn for this visitor (decision 0059).
    await api.register(slotFillRoutes, { slots });
    for (const mount of mounts.filter((m) => m.scope === "api")) await api.register(mount.plugin, mount.options);
    api.all("/api/*", async () => {
      throw new AppError("NOT_FOUND", { message: ERRORS.API_NOT_FOUND.message });
    });
  });

  if (web) {
    // The page forms that stand in for limited API routes count as those do (decision 0061).
    await app.register(async (pages) => {
      await pageFormLimitPlugin(pages, { store: rateLimitStore });
      await pages.register(webPlugin, {
        // Decision 0039. The embedded database runs every statement in this thread, one at a time: a second
        // page at once gains nothing and lengthens the event loop's turns. With PostgreSQL one page's
        // statements run while another renders; four at once made the turns longer again (two renders each).
        pagesAtOnce: database.kind === "pglite" ? 1 : 2,
        uploadPages: MODULES.flatMap((module) => module.uploadPages ?? []),
        slots,
        cache,
        context: (req) => ({
          country: req.country,
          cspNonce: req.cspNonce,
          countryOrigins: config.countryOrigins,
          isAppView: isAppViewRequest(req.headers["user-agent"], req.cookies?.app_view),
          clientAddress: req.ip,
          analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL,
          services,
          user: req.user,
          sessionCookies: (session) => sessionCookieHeaders(req, session),
          endedSessionCookies: () => clearedSessionCookieHeaders(req),
          registrationCookie: async (data) => registrationCookieHeader(req, await services.account.sealRegistrationData(data)),
          renewedAccessCookies: async () => {
            const access = await renewedAccess(req);
            return access ? accessCookieHeaders(req, access) : [];
          },
          orderLinkCookie: (link) =>
            pageCookieHeader(req, orderLinkCookieName(link.orderId), link.token, {
              path: orderLinkCookiePath(link.productGroupUrlName),
              httpOnly: true,
              maxAge: Math.max(0, Math.floor((link.expiresAt.getTime() - Date.now()) / 1000)),
            }),
        }),
      });
    });
  }
  return app;
}
