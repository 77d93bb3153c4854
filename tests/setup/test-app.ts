import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { TestDatabaseKind } from "./test-database.ts";
import type { Database } from "../../src/db/client.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { startSmtpCatcher, type SmtpCatcher } from "./smtp-catcher.ts";

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

/**
 * `withTestApp` whose mails go over real SMTP to a catcher (tests/setup/smtp-catcher.ts) that starts
 * before the app and stops after it; `failFirst` makes it refuse each message that often first.
 */
export function withMailCatchingApp(kind: TestDatabaseKind, env: Record<string, string> = {}, catcher: { failFirst?: number } = {}) {
  const appEnv = { ...env };
  let smtp: SmtpCatcher | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher(catcher);
    appEnv.SMTP_URL = smtp.url;
  });
  // Hooks after a block run in reverse order: the catcher closes after the app has.
  afterAll(() => smtp?.close());
  const ctx = withTestApp(kind, appEnv);
  return Object.defineProperty(ctx, "smtp", { get: () => smtp }) as typeof ctx & { readonly smtp: SmtpCatcher };
}
