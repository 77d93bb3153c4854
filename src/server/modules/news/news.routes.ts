import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countryParams } from "../../../domain/shared/number-schemas.ts";
import { newsArticleSchema, newsDetailQuery, newsPageQuery, newsPageSchema, newsTeaserSchema } from "../../../domain/news/news.schemas.ts";
import type { NewsServices } from "./news.services.ts";
import { publicCacheControl } from "../../../domain/shared/spec-constants.ts";

const NEWS_CACHE = publicCacheControl("news");

export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsServices }> = async (app, { news }) => {
  app.get(
    "/api/site/:countryId/news-articles",
    {
      schema: {
        params: countryParams,
        querystring: newsPageQuery,
        response: { 200: newsPageSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", NEWS_CACHE);
      return news.listNews(req.params.countryId, req.query.page, req.query.size);
    },
  );
  app.get(
    "/api/site/:countryId/news-articles/featured",
    { schema: { params: countryParams, response: { 200: newsTeaserSchema } } },
    async (req, reply) => {
      reply.header("Cache-Control", NEWS_CACHE);
      return news.featuredNews(req.params.countryId);
    },
  );
  app.get(
    "/api/site/:countryId/news-articles/detail",
    {
      schema: {
        params: countryParams,
        querystring: newsDetailQuery,
        response: { 200: newsArticleSchema },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", NEWS_CACHE);
      return news.newsDetail(req.params.countryId, req.query.artikelString);
    },
  );
};
