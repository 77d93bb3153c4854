import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { testDatabases } from "../../../tests/setup/test-database.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { requestIdGenerator } from "./request-id.ts";

describe("request ids (decision 0018)", () => {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await testDatabases()[0].open();
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line));
        }
        done();
      },
    });
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }), database, logger: { level: "info", stream } });
    // A route that logs through its request's logger, and one that fails.
    app.get("/api/test/logs", async (req) => {
      req.log.info("route ran");
      return { ok: true };
    });
    app.get("/api/test/kaputt", async () => {
      throw new Error("kaputt");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("a failing route answers 500 with the request id of its header and its log line", async () => {
    const res = await app.inject({ url: "/api/test/kaputt" });
    expect(res.statusCode).toBe(500);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toEqual({
      message: "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut.",
      code: "INTERNAL_ERROR",
      requestId: id,
    });
    const logged = lines.filter((l) => l.msg === "request failed");
    expect(logged).toHaveLength(1);
    expect(logged[0].reqId).toBe(id);
    // The request logger binds it once.
    expect(raw.find((l) => l.includes('"request failed"'))!.match(/"reqId"/g)).toHaveLength(1);
  });

  it("lines logged through the request's logger carry its id; the app logger's lines outside a request none", async () => {
    const res = await app.inject({ url: "/api/test/logs" });
    const line = lines.find((l) => l.msg === "route ran");
    expect(line?.reqId).toBe(res.headers["x-request-id"]);
    app.log.info("outside a request");
    expect(lines.find((l) => l.msg === "outside a request")).not.toHaveProperty("reqId");
  });

  it("every answer has an id, a fresh one each time; 4xx bodies do not repeat it", async () => {
    const a = await app.inject({ url: "/api/site/1/country-states" });
    const b = await app.inject({ url: "/api/gibt-es-nicht" });
    expect(a.headers["x-request-id"]).toBeTruthy();
    expect(b.headers["x-request-id"]).not.toBe(a.headers["x-request-id"]);
    expect(b.json()).not.toHaveProperty("requestId");
  });

  it("takes a trusted proxy's X-Request-Id when it is short and safe, never a client's", async () => {
    const fromProxy = await app.inject({ url: "/healthz", headers: { "x-request-id": "lb-7f3a9c21e0" } });
    expect(fromProxy.headers["x-request-id"]).toBe("lb-7f3a9c21e0");
    const unsafe = await app.inject({ url: "/healthz", headers: { "x-request-id": 'x" injected\nline' } });
    expect(unsafe.headers["x-request-id"]).not.toContain("injected");
    const tooLong = await app.inject({ url: "/healthz", headers: { "x-request-id": "a".repeat(65) } });
    expect(tooLong.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const fromClient = await app.inject({ url: "/healthz", remoteAddress: "203.0.113.5", headers: { "x-request-id": "chosen-by-client" } });
    expect(fromClient.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("trust follows TRUST_PROXY", () => {
    const req = (remoteAddress: string) => ({ headers: { "x-request-id": "proxy-id-1234" }, socket: { remoteAddress } }) as never;
    expect(requestIdGenerator("10.0.0.0/8")(req("10.1.2.3"))).toBe("proxy-id-1234");
    expect(requestIdGenerator("10.0.0.0/8")(req("127.0.0.1"))).not.toBe("proxy-id-1234");
    expect(requestIdGenerator(false)(req("127.0.0.1"))).not.toBe("proxy-id-1234");
    expect(requestIdGenerator(true)(req("198.51.100.1"))).toBe("proxy-id-1234");
  });
});
