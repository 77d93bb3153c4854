import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServerResponse } from "node:http";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

type NonceResponse = ServerResponse & { cspNonce?: string };

/**
 * Security headers. Scripts run only from our origin or with the per-request nonce that the
 * React Router document puts on its inline hydration scripts (see src/web/entry.server.tsx).
 * Inline style attributes are allowed: React renders them and they cannot execute code.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (req, reply) => {
    req.cspNonce = randomBytes(16).toString("base64");
    (reply.raw as NonceResponse).cspNonce = req.cspNonce;
  });
  await app.register(helmet, {
    global: true,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceResponse).cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  // HSTS only means something over https (directly or behind a TLS-terminating proxy).
  app.addHook("onSend", async (req, reply) => {
    if (req.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
});
