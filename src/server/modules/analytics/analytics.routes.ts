import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageViewSchema } from "../../../domain/analytics/analytics.schemas.ts";
import { isVisitId } from "../../../domain/analytics/visits.ts";
import { allowsStatistics, consentFromCookie, VISIT_COOKIE } from "../../../domain/site/consent.ts";
import { errorBodySchema } from "../../../domain/shared/errors.ts";
import { cookieBase } from "../account/account.module.ts";
import type { AnalyticsServices } from "./analytics.services.ts";

/**
 * The page-view beacon of public/analytics.js (decision 0043). navigator.sendBeacon cannot send the CSRF
 * header, so the route takes none (`csrf: "same-origin"`): it acts for nobody — it writes counts, never a
 * user's data — and only our own pages may send it; a visitor's consent is read from her cookie here, not
 * trusted from the script; the client's rate is capped.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsServices }> = async (app, { analytics }) => {
  app.post(
    "/api/analytics/page-view",
    {
      schema: {
        body: pageViewSchema,
        response: {
          204: z.null().describe("Gezählt (oder ohne Einwilligung: nicht gezählt)"),
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
      // A page view per click: a person stays far below 120 a minute.
      config: { csrf: "same-origin", rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (req, reply) => {
      const sent = req.cookies?.[VISIT_COOKIE];
      const { visitId } = await analytics.recordPageView({
        countryId: req.country.countryId,
        path: req.body.path,
        consented: allowsStatistics(consentFromCookie(req.headers.cookie)),
        visitId: isVisitId(sent) ? sent : null,
        userId: req.user?.id ?? null,
      });
      // A session cookie (no Max-Age): the visit ends with the browser at the latest.
      if (visitId && visitId !== sent) reply.setCookie(VISIT_COOKIE, visitId, { ...cookieBase(req), httpOnly: true });
      if (!visitId && sent !== undefined) reply.clearCookie(VISIT_COOKIE, { ...cookieBase(req), httpOnly: true });
      return reply.status(204).send(null);
    },
  );
};
