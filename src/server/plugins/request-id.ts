import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** An id a proxy may hand on: short, and nothing a log line or a header could be bent with. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId (decision 0018): the proxy's X-Request-Id when the request came through a
 * trusted proxy (TRUST_PROXY, the same rule as for X-Forwarded-For) and the id is safe; otherwise a
 * new UUID. A client cannot choose the id support will search the logs for.
 */
export function requestIdGenerator(trustProxy: boolean | string): (req: IncomingMessage) => string {
  const trusted =
    trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy.split(",").map((v) => v.trim()));
  return (req) => {
    const incoming = req.headers["x-request-id"];
    if (typeof incoming === "string" && SAFE_ID.test(incoming) && trusted(req.socket?.remoteAddress ?? "", 0)) return incoming;
    return randomUUID();
  };
}

const currentRequest = new AsyncLocalStorage<string>();

/**
 * pino mixin: lines logged through the app's logger while a request runs (use cases log through
 * app.log, not req.log) carry the request id too. Request loggers have it bound already.
 */
export function requestIdMixin(_merge: object, _level: number, logger?: { bindings(): Record<string, unknown> }): object {
  const id = currentRequest.getStore();
  if (id === undefined || logger?.bindings().reqId !== undefined) return {};
  return { reqId: id };
}

/** X-Request-Id on every answer; the id is the request's async context for the log mixin. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("X-Request-Id", req.id);
    currentRequest.run(req.id, done);
  });
  // The body arrives in the socket's context: enter the request's again before validation and handler.
  app.addHook("preValidation", (req, _reply, done) => currentRequest.run(req.id, done));
});
