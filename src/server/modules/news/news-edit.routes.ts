import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  newsArticleEdit,
  newsArticleEditList,
  newsArticleInput,
  newsArticleUpdate,
  newsEditParams,
} from "../../../domain/news/news-edit.schemas.ts";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import type { NewsServices } from "./news.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };

/** The editors' news API (decision 0065): area "editor" by its prefix /api/support/cms. */
export const newsEditRoutes: FastifyPluginAsyncZod<{ news: NewsServices }> = async (app, { news }) => {
  const actor = (req: { user: { id: number } | null; id: string }) => ({ id: req.user!.id, requestId: req.id });
  app.get("/api/support/cms/news", { schema: { response: { 200: newsArticleEditList, ...errors } } }, async () => ({
    Articles: await news.listNewsForEditors(),
  }));
  app.post(
    "/api/support/cms/news",
    { schema: { body: newsArticleInput, response: { 201: newsArticleEdit, ...errors } } },
    async (req, reply) => {
      const saved = await news.saveNewsArticle(actor(req), null, req.body, null);
      reply.code(201);
      return saved;
    },
  );
  app.get("/api/support/cms/news/:id", { schema: { params: newsEditParams, response: { 200: newsArticleEdit, ...errors } } }, async (req) =>
    news.newsArticleForEditors(req.params.id),
  );
  app.put(
    "/api/support/cms/news/:id",
    { schema: { params: newsEditParams, body: newsArticleUpdate, response: { 200: newsArticleEdit, ...errors } } },
    async (req) => {
      const { Version, ...input } = req.body;
      return news.saveNewsArticle(actor(req), req.params.id, input, Version);
    },
  );
};
