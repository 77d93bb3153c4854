import type { FastifyPluginAsync } from "fastify";
import { setCsrfCookie } from "./session-cookies.ts";

/**
 * GET /session/renew (spec §7, every 300000 ms): keeps the CSRF cookie alive while a page is open
 * (issues one when missing). Outside /api, like the health routes; registered before the pages.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get("/session/renew", async (req, reply) => {
    setCsrfCookie(req, reply, req.user?.sid ?? null);
    return reply.header("Cache-Control", "no-store").status(204).send();
  });
};
