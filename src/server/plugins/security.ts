import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
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
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The headers that are the same on every answer, as helmet sets them (HSTS and the CSP are written
 * below). Helmet's middleware runs once here, against a response that only records headers, instead
 * of on every request: its chain worked the same values out anew each time (≈ 5 % of a small API
 * answer's CPU time). Referrer policy: the browser default instead of helmet's no-referrer, because
 * with no-referrer a browser sends "Origin: null" on form posts and plain (no-JavaScript) forms would
 * fail the same-origin check of page actions (decision 0007).
 */
function helmetHeaders(): (readonly [string, string])[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  let ran = false;
  helmet({
    hsts: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    ran = true;
  });
  if (!ran || headers.size === 0) throw new Error("helmet did not set its headers synchronously");
  return [...headers];
}

/** Security headers; the CSP carries a nonce on pages (their inline hydration scripts). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("cspNonce", "");
  const staticHeaders = helmetHeaders();
  app.addHook("onRequest", (req, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < staticHeaders.length; i++) raw.setHeader(staticHeaders[i][0], staticHeaders[i][1]);
    if (!req.url.startsWith("/api/")) req.cspNonce = randomBytes(16).toString("base64");
    done();
  });
  app.addHook("onSend", (req, reply, payload, done) => {
    reply.header("Content-Security-Policy", req.cspNonce ? pagePolicy(req.cspNonce) : API_POLICY);
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // HSTS only means something over https (directly or behind a TLS-terminating proxy).
    if (req.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    done(null, payload);
  });
});
