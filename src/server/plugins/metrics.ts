import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Metrics } from "../platform/metrics/metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Bearer token check in constant time (both sides hashed to the same length first). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Request metrics for every route, and GET /metrics in Prometheus' text format for whoever presents
 * METRICS_TOKEN as a bearer token (decision 0018). Without a token the endpoint does not exist.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { metrics: Metrics; token?: string }) => {
  const { metrics, token } = opts;
  app.decorate("metrics", metrics);
  // The route's pattern, never the URL: one series per route, whatever the path parameters are.
  app.addHook("onResponse", (req, reply, done) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? "(keine Route)", reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  metrics.collectProcessMetrics();
  app.get("/metrics", async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply
        .status(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain; charset=utf-8")
        .send("Zugriff nur mit gültigem Token.");
    }
    return reply
      .type(metrics.registry.contentType)
      .header("Cache-Control", "no-store")
      .send(await metrics.registry.metrics());
  });
});
