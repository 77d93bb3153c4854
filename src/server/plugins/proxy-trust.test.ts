import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/setup/test-database.ts";
import type { Database } from "../../db/client.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { pageUrl } from "./web.ts";

/**
 * Decision 0038: X-Forwarded-Host only from a proxy named in TRUST_PROXY. What the request's host is for
 * Fastify (`req.host`), the country variant and the page URL (which the page same-origin rule compares a
 * post's Origin with) must be one answer.
 */
describe("whose X-Forwarded-Host is believed (decision 0038)", () => {
  let database: Database;
  const apps: Record<string, FastifyInstance> = {};
  const settings: Record<string, Record<string, string>> = {
    unset: {},
    loopback: { TRUST_PROXY: "loopback" },
    balancer: { TRUST_PROXY: "10.0.0.0/8" },
    none: { TRUST_PROXY: "false" },
  };

  beforeAll(async () => {
    database = await testDatabases()[0].open();
    for (const [name, env] of Object.entries(settings)) {
      const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }), database });
      app.get("/test/host", async (req) => ({
        host: req.host,
        country: req.country.code,
        page: pageUrl(req).host,
        ip: req.ip,
        protocol: req.protocol,
      }));
      await app.ready();
      apps[name] = app;
    }
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app.close();
    await database.close();
  });

  const ask = async (app: string, remoteAddress: string, headers: Record<string, string>) =>
    (await apps[app]!.inject({ url: "/test/host", remoteAddress, headers: { host: "de.localhost:3000", ...headers } })).json();

  it("by default a loopback client cannot set the host: X-Forwarded-Host is ignored, the Host header counts", async () => {
    const seen = await ask("unset", "127.0.0.1", { "x-forwarded-host": "at.localhost" });
    expect(seen).toMatchObject({ host: "de.localhost:3000", country: "de", page: "de.localhost:3000" });
    expect(await ask("unset", "::1", { "x-forwarded-host": "evil.example" })).toMatchObject({
      host: "de.localhost:3000",
      page: "de.localhost:3000",
    });
  });

  it("by default a loopback proxy still hands on the client's address and scheme", async () => {
    expect(await ask("unset", "127.0.0.1", { "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "https" })).toMatchObject({
      ip: "198.51.100.7",
      protocol: "https",
    });
  });

  it("a proxy named in TRUST_PROXY sets the host: its own entry, the last one", async () => {
    expect(await ask("loopback", "127.0.0.1", { "x-forwarded-host": "evil.example, at.localhost" })).toMatchObject({
      host: "at.localhost",
      country: "at",
      page: "at.localhost",
    });
    expect(await ask("balancer", "10.1.2.3", { "x-forwarded-host": "ch.localhost" })).toMatchObject({
      host: "ch.localhost",
      country: "ch",
      page: "ch.localhost",
    });
  });

  it("nobody else does: a client outside the named proxies, or any client with TRUST_PROXY=false", async () => {
    expect(await ask("loopback", "203.0.113.5", { "x-forwarded-host": "at.localhost" })).toMatchObject({
      host: "de.localhost:3000",
      country: "de",
      page: "de.localhost:3000",
    });
    expect(await ask("balancer", "127.0.0.1", { "x-forwarded-host": "at.localhost" })).toMatchObject({
      host: "de.localhost:3000",
      country: "de",
    });
    expect(await ask("none", "127.0.0.1", { "x-forwarded-host": "at.localhost" })).toMatchObject({
      host: "de.localhost:3000",
      country: "de",
    });
  });
});
