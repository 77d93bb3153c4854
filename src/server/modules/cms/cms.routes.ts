import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cmsListQuery,
  cmsPage,
  cmsPageInput,
  cmsPageList,
  cmsPageParams,
  cmsPageUpdate,
  cmsPreviewLink,
  cmsPrompt,
  cmsPromptList,
  cmsPromptParams,
  cmsPromptUpdate,
  cmsPromptVersionList,
  cmsPublishInput,
  cmsSiteText,
  cmsSiteTextList,
  cmsSiteTextParams,
  cmsSiteTextUpdate,
  cmsVersionList,
  cmsVersionParams,
} from "../../../domain/cms/cms.schemas.ts";
import { previewPath } from "../../../domain/cms/preview-path.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { CmsServices } from "./cms.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * The editors' API (decision 0065): area "editor" (EDITOR, MARKETING; admins pass), under /api/support/cms.
 * Every change is a version and an audit row; the pages call the same services in-process.
 */
export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsServices }> = async (app, { cms }) => {
  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });

  app.get("/api/support/cms/pages", { schema: { querystring: cmsListQuery, response: { 200: cmsPageList, ...errors } } }, async (req) => ({
    Pages: await cms.listPages(req.query),
  }));
  app.post("/api/support/cms/pages", { schema: { body: cmsPageInput, response: { 201: cmsPage, ...errors } } }, async (req, reply) => {
    const page = await cms.createPage(actor(req), req.body);
    reply.code(201);
    return page;
  });
  app.get("/api/support/cms/pages/:id", { schema: { params: cmsPageParams, response: { 200: cmsPage, ...errors } } }, async (req) =>
    cms.getPage(req.params.id),
  );
  app.put(
    "/api/support/cms/pages/:id",
    { schema: { params: cmsPageParams, body: cmsPageUpdate, response: { 200: cmsPage, ...errors } } },
    async (req) => {
      const { Version, ...input } = req.body;
      return cms.updatePage(actor(req), req.params.id, input, Version);
    },
  );
  app.delete(
    "/api/support/cms/pages/:id",
    { schema: { params: cmsPageParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await cms.deletePage({ actor: actor(req), id: req.params.id });
      reply.code(204);
      return null;
    },
  );
  app.post(
    "/api/support/cms/pages/:id/publish",
    { schema: { params: cmsPageParams, body: cmsPublishInput, response: { 200: cmsPage, ...errors } } },
    async (req) => cms.publishPage({ actor: actor(req), id: req.params.id, version: req.body.Version }),
  );
  app.get(
    "/api/support/cms/pages/:id/versions",
    { schema: { params: cmsPageParams, response: { 200: cmsVersionList, ...errors } } },
    async (req) => ({
      Versions: await cms.pageVersions(req.params.id),
    }),
  );
  app.post(
    "/api/support/cms/pages/:id/versions/:version/restore",
    { schema: { params: cmsVersionParams, body: cmsPublishInput, response: { 200: cmsPage, ...errors } } },
    async (req) => cms.restoreVersion({ actor: actor(req), id: req.params.id, restore: req.params.version, version: req.body.Version }),
  );
  app.post(
    "/api/support/cms/pages/:id/preview-link",
    { schema: { params: cmsPageParams, response: { 200: cmsPreviewLink, ...errors } } },
    async (req) => {
      const page = await cms.getPage(req.params.id);
      const link = cms.previewLink(page.Id, page.Version);
      return { Url: previewPath(link.token), ExpiresAt: link.expiresAt };
    },
  );

  app.get("/api/support/cms/prompts", { schema: { response: { 200: cmsPromptList, ...errors } } }, async () => ({
    Prompts: await cms.listPrompts(),
  }));
  app.get("/api/support/cms/prompts/:id", { schema: { params: cmsPromptParams, response: { 200: cmsPrompt, ...errors } } }, async (req) =>
    cms.getPrompt(req.params.id),
  );
  app.put(
    "/api/support/cms/prompts/:id",
    { schema: { params: cmsPromptParams, body: cmsPromptUpdate, response: { 200: cmsPrompt, ...errors } } },
    async (req) => cms.savePrompt(actor(req), req.params.id, req.body.Text, req.body.Version),
  );
  app.get(
    "/api/support/cms/prompts/:id/versions",
    { schema: { params: cmsPromptParams, response: { 200: cmsPromptVersionList, ...errors } } },
    async (req) => ({ Versions: await cms.promptVersions(req.params.id) }),
  );

  app.get("/api/support/cms/texts", { schema: { response: { 200: cmsSiteTextList, ...errors } } }, async () => ({
    Texts: await cms.listSiteTexts(),
  }));
  app.get(
    "/api/support/cms/texts/:key",
    { schema: { params: cmsSiteTextParams, response: { 200: cmsSiteText, ...errors } } },
    async (req) => cms.getSiteText(req.params.key),
  );
  app.put(
    "/api/support/cms/texts/:key",
    { schema: { params: cmsSiteTextParams, body: cmsSiteTextUpdate, response: { 200: cmsSiteText, ...errors } } },
    async (req) => {
      const v = req.body.Values;
      return cms.saveSiteText(actor(req), req.params.key, { all: v.All, de: v.De, at: v.At, ch: v.Ch }, req.body.Version);
    },
  );
};
