import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mediaAltUpdate, mediaItem, mediaList, mediaParams } from "../../../domain/cms/media.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import { readUpload, registerUploads } from "../../platform/files/uploads.ts";
import type { CmsServices } from "./cms.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * The media library's API (decision 0065, "Media library"), area "editor" like the pages. Uploads are
 * multipart only here (registerUploads in this scope); the rest of the API keeps its 64 KB JSON bodies.
 * The library page's form calls the same use cases in-process.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ cms: CmsServices }> = async (app, { cms }) => {
  await registerUploads(app);
  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });

  app.get("/api/support/cms/media", { schema: { response: { 200: mediaList, ...errors } } }, async () => ({
    Media: await cms.listMedia(),
  }));
  app.post(
    "/api/support/cms/media",
    { schema: { response: { 201: mediaItem, ...errors, 413: errorSchema, 415: errorSchema } } },
    async (req, reply) => {
      // Read up to the larger limit (PDF); the use case applies the limit of the type the bytes turn out to be.
      const { bytes, fields, fileName } = await readUpload(req, "document");
      const item = await cms.uploadMedia({ actor: actor(req), bytes, fileName, fields });
      reply.code(201);
      return item;
    },
  );
  app.put(
    "/api/support/cms/media/:id",
    { schema: { params: mediaParams, body: mediaAltUpdate, response: { 200: mediaItem, ...errors } } },
    async (req) => {
      await cms.updateMediaAlt({ actor: actor(req), id: req.params.id, alt: req.body.Alt });
      return (await cms.listMedia()).find((m) => m.Id === req.params.id)!;
    },
  );
  app.delete(
    "/api/support/cms/media/:id",
    { schema: { params: mediaParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await cms.deleteMedia({ actor: actor(req), id: req.params.id });
      reply.code(204);
      return null;
    },
  );
};
