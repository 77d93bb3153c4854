import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

export const seoRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get("/sitemap.xml", async (req, reply) => {
    const origin = config.countryOrigins[req.country.code];
    reply.header("Content-Type", "application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return sitemapXml(db, req.country, origin, new Date().toISOString().slice(0, 10));
  });
  app.get("/robots.txt", async (req, reply) => {
    reply.header("Content-Type", "text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return robotsTxt(config.countryOrigins[req.country.code]);
  });
};
