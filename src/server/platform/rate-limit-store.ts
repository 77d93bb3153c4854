import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { REDIS_CLIENT_OPTIONS } from "./cache/redis-cache.ts";

/**
 * With Redis the /api rate limit counts every instance's requests together (decision 0022): two
 * instances allow the limit, not twice it. While Redis does not answer the limit is skipped rather than
 * failing requests (the login throttle lives in the database and keeps working).
 */
export function sharedRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  keyPrefix: string,
): Pick<RateLimitPluginOptions, "redis" | "nameSpace" | "skipOnError"> {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, REDIS_CLIENT_OPTIONS);
  let down = false;
  redis.on("error", (err) => {
    if (down) return;
    down = true;
    app.log.error({ err: err.message }, "shared rate limit (Redis) unavailable: /api is not limited until it is back");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    app.log.info("shared rate limit (Redis) available again");
  });
  // Counting from the first request: start-up waits (briefly) for the connection.
  app.addHook("onReady", async () => {
    if (redis.status === "ready") return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true };
}

/** Every rate limit's 429, in German with the wait (the /api limit and the page forms' limits alike). */
export const tooManyRequests: NonNullable<RateLimitPluginOptions["errorResponseBuilder"]> = (_req, ctx) => ({
  statusCode: 429,
  code: "RATE_LIMITED",
  message: `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.ceil(ctx.ttl / 1000)} Sekunden erneut.`,
});
