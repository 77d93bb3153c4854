import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { TestDatabaseKind } from "./test-database.ts";
import type { Database } from "../../src/db/client.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";

export async function buildTestApp(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  return app;
}

/** One database copy and one app per describe block, closed afterwards. */
export function withTestApp(kind: TestDatabaseKind, env: Record<string, string> = {}) {
  const ctx = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    ctx.database = await kind.open();
    ctx.app = await buildTestApp(ctx.database, env);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
  });
  return ctx;
}
