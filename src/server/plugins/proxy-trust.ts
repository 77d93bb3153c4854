import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Whether the peer at `address` (hop 0: the socket) is a proxy TRUST_PROXY names; Fastify compiles the same list. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(trustProxy: boolean | string): ProxyTrust {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(trustProxy.split(",").map((v) => v.trim()));
}

/**
 * The one place that decides whose X-Forwarded-Host is believed (decision 0038): only a proxy named in
 * TRUST_PROXY, and only when TRUST_PROXY is set. The default `loopback` lets a TLS proxy on this machine
 * hand on the client's address and scheme, but not the host: any process on the machine can connect
 * over loopback. Every other X-Forwarded-Host is removed before anything reads the request, so Fastify's
 * `req.host`, the country pick, the page URL and the page same-origin rule all see the same host: a
 * named proxy's (the last entry, the one it appended) or the Host header.
 */
export const proxyTrustPlugin = fp<{ trustProxy: boolean | string; trustForwardedHost: boolean }>(async (app: FastifyInstance, opts) => {
  const trusted = proxyTrust(opts.trustProxy);
  app.addHook("onRequest", async (req) => {
    if (req.headers["x-forwarded-host"] === undefined) return;
    if (!opts.trustForwardedHost || !trusted(req.socket?.remoteAddress ?? "", 0)) delete req.raw.headers["x-forwarded-host"];
  });
});
