import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  advertContentSchema,
  clickParams,
  contentParams,
  contentQuery,
  partnerAvailabilitySchema,
  partnerQuery,
  slotListSchema,
  slotParams,
  slotQuery,
  slotSchema,
  slotsQuery,
  stylesParams,
} from "../../../domain/adverts/adverts.schemas.ts";
import { isMobileClient } from "../../../domain/adverts/tracking-source.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { AdvertsServices } from "./adverts.services.ts";

const errors = { 400: errorSchema, 404: errorSchema, 429: errorSchema };
/** The slots' data changes within a minute of a save (decision 0059); a browser or CDN may keep it that long. */
const SLOT_CACHE_CONTROL = "public, max-age=60";

/**
 * The public calls of spec §7 (decision 0068): slots, advert content and stylesheets under /api/iam, the signed
 * click redirect, and the banner partner's availability under /api/partnerbanner. Everybody may call them.
 */
export const advertsRoutes: FastifyPluginAsyncZod<{ adverts: AdvertsServices }> = async (app, { adverts }) => {
  app.get("/api/iam/slots", { schema: { querystring: slotsQuery, response: { 200: slotListSchema, ...errors } } }, async (req, reply) => {
    reply.header("Cache-Control", SLOT_CACHE_CONTROL);
    return { Slots: await adverts.listSlots(req.query.countryId) };
  });
  app.get(
    "/api/iam/slots/:slotKey",
    { schema: { params: slotParams, querystring: slotQuery, response: { 200: slotSchema, ...errors } } },
    async (req, reply) => {
      reply.header("Cache-Control", SLOT_CACHE_CONTROL);
      return adverts.getSlot(req.query.countryId, req.params.slotKey, req.query.zipCode);
    },
  );
  app.get(
    "/api/iam/content/:advertId",
    { schema: { params: contentParams, querystring: contentQuery, response: { 200: advertContentSchema, ...errors } } },
    async (req) => adverts.advertContent(req.params.advertId, req.query.clientSeed),
  );
  app.get(
    "/api/iam/content/css/:stylesFileName",
    { schema: { params: stylesParams, response: { 200: z.string().describe("text/css"), ...errors } } },
    async (req, reply) => {
      const css = await adverts.advertStylesheet(req.params.stylesFileName);
      // The name carries a hash of the sheet (a changed sheet has a new name), so it never changes.
      reply.header("Cache-Control", "public, max-age=31536000, immutable").header("X-Content-Type-Options", "nosniff");
      return reply
        .type("text/css; charset=utf-8")
        .serializer((payload: string) => payload)
        .send(css);
    },
  );
  app.get(
    "/api/iam/click/:token",
    { schema: { params: clickParams, response: { 302: z.null().describe("Weiter zum Ziel der Anzeige"), ...errors } } },
    async (req, reply) => {
      const target = await adverts.followClick({ token: req.params.token, mobile: isMobileClient(req.headers) });
      // Every click is counted: no browser or proxy may answer it from a cache.
      reply.header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer");
      return reply.redirect(target, 302);
    },
  );
  app.get(
    "/api/partnerbanner/is-available",
    { schema: { querystring: partnerQuery, response: { 200: partnerAvailabilitySchema, ...errors } } },
    async (req) => adverts.partnerAvailability(req.query.countryId, req.query.zipCode),
  );
};
