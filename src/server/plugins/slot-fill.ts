import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { visitorSeed } from "../../domain/analytics/visitor-seed.ts";
import { SLOT_NAME_PATTERN } from "../../domain/slots/slots.types.ts";
import type { SlotRegistry } from "../platform/slots/slot-registry.ts";

const slotFillParams = z.object({ name: z.string().max(60) });
const slotFillQuery = z.object({
  // The page's postcode (the offer list's query); anything that is no postcode is ignored.
  zipCode: z
    .string()
    .max(10)
    .optional()
    .transform((zip) => (zip && /^\d{4,5}$/.test(zip) ? zip : undefined)),
});
const slotFillAnswer = z.object({
  Slot: z
    .object({
      Html: z.string(),
      Css: z.string(),
      ScopeClass: z.string(),
      Label: z.string().nullable(),
      Size: z.object({ Width: z.number(), Height: z.number(), MobileWidth: z.number(), MobileHeight: z.number() }).nullable(),
    })
    .nullable(),
});

/**
 * `GET /api/slots/{name}` (decision 0059, "A page kept for every visitor"): the visitor's own draw for one
 * slot of a page served from the shared page cache (decision 0062), whose render reserved the box and drew
 * nothing. Same seed as the root loader's (user agent and forwarded address), so the variant is the one a
 * page rendered for her alone would have shown. Never cached: each answer is a draw.
 */
export const slotFillRoutes: FastifyPluginAsyncZod<{ slots: SlotRegistry }> = async (app, { slots }) => {
  app.get(
    "/api/slots/:name",
    { schema: { params: slotFillParams, querystring: slotFillQuery, response: { 200: slotFillAnswer } } },
    async (req, reply) => {
      reply.header("Cache-Control", "private, no-store");
      const { name } = req.params;
      if (!SLOT_NAME_PATTERN.test(name)) return { Slot: null };
      const forwarded =
        String(req.headers["x-forwarded-for"] ?? "")
          .split(",")[0]
          ?.trim() || req.ip;
      const clientSeed = visitorSeed(req.headers["user-agent"] ?? "", forwarded);
      const filled = await slots.fill({ names: [name], countryId: req.country.countryId, clientSeed, zipCode: req.query.zipCode });
      const content = filled[name];
      if (!content) return { Slot: null };
      const size = content.size;
      return {
        Slot: {
          Html: content.html,
          Css: content.css,
          ScopeClass: content.scopeClass,
          Label: content.label ?? null,
          Size: size ? { Width: size.width, Height: size.height, MobileWidth: size.mobileWidth, MobileHeight: size.mobileHeight } : null,
        },
      };
    },
  );
};
