import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/client.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";

export async function buildTestApp(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  return app;
}
