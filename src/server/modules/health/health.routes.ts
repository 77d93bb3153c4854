import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../../db/client.ts";

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "unavailable", database: database.kind });
  });
};
