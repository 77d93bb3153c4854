import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { proxyTrust } from "./proxy-trust.ts";

/** An id a proxy may hand on: short, and nothing a log line or a header could be bent with. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId (decision 0018): the proxy's X-Request-Id when the request came through a
 * trusted proxy (TRUST_PROXY, the same rule as for X-Forwarded-For) and the id is safe; otherwise a
 * new UUID. A client cannot choose the id support will search the logs for.
 */
export function requestIdGenerator(trustProxy: boolean | string): (req: IncomingMessage) => string {
  const trusted = proxyTrust(trustProxy);
  return (req) => {
    const incoming = req.headers["x-request-id"];
    if (typeof incoming === "string" && SAFE_ID.test(incoming) && trusted(req.socket?.remoteAddress ?? "", 0)) return incoming;
    return randomUUID();
  };
}

/**
 * X-Request-Id on every answer. The request's own log lines (req.log: request logging, the error
 * handler's 5xx line, page errors) carry the same id as `reqId`. Not carried into the app logger through
 * AsyncLocalStorage: on Node 20 its promise hooks cost about a third of the API's throughput (measured
 * with `npm run bench`, decision 0018).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("X-Request-Id", req.id);
    done();
  });
});
