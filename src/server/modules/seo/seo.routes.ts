import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { SeoServices } from "./seo.services.ts";
import { robotsTxt } from "./sitemap.ts";

export const seoRoutes: FastifyPluginAsync<{ seo: SeoServices; config: Config }> = async (app, { seo, config }) => {
  app.get("/sitemap.xml", async (req, reply) => {
    const origin = config.countryOrigins[req.country.code];
    reply.header("Content-Type", "application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return seo.sitemapXml(req.country, origin);
  });
  app.get("/robots.txt", async (req, reply) => {
    reply.header("Content-Type", "text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return robotsTxt(config.countryOrigins[req.country.code]);
  });
};
