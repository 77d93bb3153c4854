import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { withTestApp } from "../../tests/setup/test-app.ts";
import { testDatabases } from "../../tests/setup/test-database.ts";
import { loadConfig } from "./config.ts";
import { countryForHost } from "./plugins/country.ts";

// Tests that do not look at the secret run as NODE_ENV=test, so they write no secret file.
const TEST = { NODE_ENV: "test" } as const;

describe("configuration", () => {
  it("has working defaults for the embedded start", () => {
    const c = loadConfig(TEST);
    expect(c.PORT).toBe(3000);
    expect(c.PGLITE_DIR).toBe("./data/pglite");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.countryOrigins).toEqual({
      de: "http://de.localhost:3000",
      at: "http://at.localhost:3000",
      ch: "http://ch.localhost:3000",
    });
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_HOSTS: "example.org=fr" })).toThrow(/PUBLIC_HOSTS.*example.org=fr/s);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("takes a redis:// or rediss:// REDIS_URL, and stays in process without one", () => {
    expect(loadConfig(TEST).REDIS_URL).toBeUndefined();
    expect(loadConfig({ ...TEST, REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ ...TEST, REDIS_URL: "redis://127.0.0.1:6379/2" }).REDIS_URL).toBe("redis://127.0.0.1:6379/2");
    expect(loadConfig({ ...TEST, REDIS_URL: "rediss://user:pw@cache.example:6380" }).REDIS_URL).toBe("rediss://user:pw@cache.example:6380");
    expect(loadConfig(TEST).REDIS_KEY_PREFIX).toBe("hm:");
    expect(() => loadConfig({ ...TEST, REDIS_URL: "127.0.0.1:6379" })).toThrow(/REDIS_URL: expected redis:\/\//);
    expect(() => loadConfig({ ...TEST, REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
  });

  it("requires JWT_SECRET in production with a real database", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x@localhost/db" })).toThrow(/JWT_SECRET/);
  });

  it("seeds demo data by default only on the embedded database", () => {
    expect(loadConfig(TEST).seedDemoData).toBe(true);
    expect(loadConfig({ ...TEST, DATABASE_URL: "postgres://x@localhost/db" }).seedDemoData).toBe(false);
    expect(loadConfig({ ...TEST, DATABASE_URL: "postgres://x@localhost/db", SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
    expect(loadConfig({ ...TEST, SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
  });

  it("trusts forwarded headers only from loopback proxies unless told otherwise", () => {
    expect(loadConfig(TEST).TRUST_PROXY).toBe("loopback");
    expect(loadConfig({ ...TEST, TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...TEST, TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...TEST, TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8,127.0.0.1");
  });

  it("believes X-Forwarded-Host only when TRUST_PROXY names the proxy (decision 0038)", () => {
    expect(loadConfig(TEST).trustForwardedHost).toBe(false);
    expect(loadConfig({ ...TEST, TRUST_PROXY: "loopback" }).trustForwardedHost).toBe(true);
    expect(loadConfig({ ...TEST, TRUST_PROXY: "10.0.0.0/8" }).trustForwardedHost).toBe(true);
    expect(loadConfig({ ...TEST, TRUST_PROXY: "false" }).trustForwardedHost).toBe(false);
  });

  it("reads country origins", () => {
    const c = loadConfig({ ...TEST, COUNTRY_ORIGINS: "de=https://heizoel-marktplatz.de, ch=https://heizoel-marktplatz.ch" });
    expect(c.countryOrigins.de).toBe("https://heizoel-marktplatz.de");
    expect(c.countryOrigins.ch).toBe("https://heizoel-marktplatz.ch");
    expect(c.countryOrigins.at).toBe("http://at.localhost:3000");
  });
});

describe("signing secret without JWT_SECRET (decision 0010)", () => {
  const dir = mkdtempSync(join(tmpdir(), "config-secret-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = { NODE_ENV: "production", PGLITE_DIR: join(dir, "data", "pglite") } as const;

  it("is generated at the first start into the data directory with mode 0600 and reused later", () => {
    const first = loadConfig(env);
    const file = join(dir, "data", "jwt-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(43);
    expect(loadConfig(env).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ ...env, JWT_SECRET: "x".repeat(40) }).jwtSecret).toBe("x".repeat(40));
  });

  it("differs between installations and is never the old built-in value", () => {
    const other = mkdtempSync(join(tmpdir(), "config-secret-other-"));
    try {
      const a = loadConfig({ NODE_ENV: "development", PGLITE_DIR: join(other, "pglite") }).jwtSecret;
      expect(a).not.toBe(loadConfig(env).jwtSecret);
      expect(a).not.toBe(OLD_CONSTANT);
      expect(loadConfig(TEST).jwtSecret).not.toBe(OLD_CONSTANT);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("tightens a secret file that others can read", () => {
    const file = join(dir, "data", "jwt-secret");
    writeFileSync(file, "y".repeat(43), { mode: 0o644 });
    expect(loadConfig(env).jwtSecret).toBe("y".repeat(43));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

const OLD_CONSTANT = "embedded-development-secret-change-me-0000";

describe.each(testDatabases())("a token signed with the old built-in secret on $name", (kind) => {
  const ctx = withTestApp(kind);
  it("is refused", async () => {
    const token = await new SignJWT({
      id: "1",
      sid: "1",
      email: "kunde@example.com",
      firstName: "Erika",
      lastName: "Mustermann",
      isGuest: "False",
      hasAnyOrder: "True",
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("heizoel-marktplatz")
      .setSubject("1")
      .setIssuedAt()
      .setExpirationTime("20m")
      .sign(new TextEncoder().encode(OLD_CONSTANT));
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/jwt/kunde/hat-bestellungen",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("§1 country variant by host", () => {
  const map = loadConfig({
    ...TEST,
    PUBLIC_HOSTS: "heizoel-marktplatz.de=de,www.heizoel-marktplatz.at=at,de.localhost=de,at.localhost=at,ch.localhost=ch",
  }).PUBLIC_HOSTS;
  it.each([
    ["at.localhost:3000", "at"],
    ["ch.localhost", "ch"],
    ["DE.LOCALHOST:3000", "de"],
    ["www.heizoel-marktplatz.at", "at"],
    ["localhost:3000", "de"],
    ["unknown.example", "de"],
    [undefined, "de"],
  ])("%s → %s", (host, code) => {
    expect(countryForHost(host, map).code).toBe(code);
  });
});
