import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { int32Param, smallIdParam } from "../../../domain/number-schemas.ts";
import type { NewsServices } from "./news.services.ts";
import { NEWS_PAGING, publicCacheControl } from "../../../domain/spec-constants.ts";

const teaser = z.object({
  Id: z.number(),
  Slug: z.string(),
  Title: z.string(),
  Teaser: z.string(),
  FilePath: z.string().nullable(),
  PublishedAt: z.string(),
});
const NEWS_CACHE = publicCacheControl("news");

export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsServices }> = async (app, { news }) => {
  const params = z.object({ countryId: smallIdParam() });
  app.get(
    "/api/site/:countryId/news-articles",
    {
      schema: {
        params,
        querystring: z.object({ page: int32Param().default(NEWS_PAGING.page), size: int32Param().default(NEWS_PAGING.size) }),
        response: { 200: z.object({ Items: z.array(teaser), Total: z.number(), Page: z.number(), Size: z.number() }) },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", NEWS_CACHE);
      return news.listNews(req.params.countryId, req.query.page, req.query.size);
    },
  );
  app.get("/api/site/:countryId/news-articles/featured", { schema: { params, response: { 200: teaser } } }, async (req, reply) => {
    reply.header("Cache-Control", NEWS_CACHE);
    return news.featuredNews(req.params.countryId);
  });
  app.get(
    "/api/site/:countryId/news-articles/detail",
    {
      schema: {
        params,
        querystring: z.object({ artikelString: z.string().min(1).max(200) }),
        response: { 200: teaser.extend({ Content: z.string() }) },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", NEWS_CACHE);
      return news.newsDetail(req.params.countryId, req.query.artikelString);
    },
  );
};
