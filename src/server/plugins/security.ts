import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

// Pages: scripts only from our origin or with the per-request nonce that the React Router document
// puts on its inline hydration scripts (src/web/entry.server.tsx). Inline style attributes are allowed:
// React renders them and they cannot execute code.
const pagePolicy = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; ` +
  `font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'`;
// JSON answers are never rendered as documents.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
// The site uses none of these browser features; denied for this origin and every frame it embeds, so
// an injected or third-party script cannot ask for them. Only names Chromium knows: it logs an error
// for unknown ones.
export const PERMISSIONS_POLICY = [
  "accelerometer", "browsing-topics", "camera", "display-capture", "geolocation", "gyroscope", "hid",
  "idle-detection", "magnetometer", "microphone", "midi", "payment", "publickey-credentials-get", "screen-wake-lock",
  "serial", "usb", "xr-spatial-tracking",
].map((feature) => `${feature}=()`).join(", ");

/**
 * Security headers. Helmet sets the static ones; the CSP is written here because a nonce is only
 * needed for pages, and helmet re-parses a policy with per-request parts on every response.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (req) => {
    if (!req.url.startsWith("/api/")) req.cspNonce = randomBytes(16).toString("base64");
  });
  // Referrer policy: the browser default instead of helmet's no-referrer, because with no-referrer a
  // browser sends "Origin: null" on form posts and plain (no-JavaScript) forms would fail the
  // same-origin check of page actions (decision 0007).
  await app.register(helmet, {
    global: true,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onSend", async (req, reply) => {
    reply.header("Content-Security-Policy", req.cspNonce ? pagePolicy(req.cspNonce) : API_POLICY);
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // HSTS only means something over https (directly or behind a TLS-terminating proxy).
    if (req.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
});
