import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { countryForHost } from "./plugins/country.ts";

describe("configuration", () => {
  it("has working defaults for the embedded start", () => {
    const c = loadConfig({});
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

  it("requires JWT_SECRET in production with a real database", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x@localhost/db" })).toThrow(/JWT_SECRET/);
  });

  it("trusts forwarded headers only from loopback proxies unless told otherwise", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8,127.0.0.1");
  });

  it("reads country origins", () => {
    const c = loadConfig({ COUNTRY_ORIGINS: "de=https://heizoel-marktplatz.de, ch=https://heizoel-marktplatz.ch" });
    expect(c.countryOrigins.de).toBe("https://heizoel-marktplatz.de");
    expect(c.countryOrigins.ch).toBe("https://heizoel-marktplatz.ch");
    expect(c.countryOrigins.at).toBe("http://at.localhost:3000");
  });
});

describe("§1 country variant by host", () => {
  const map = loadConfig({ PUBLIC_HOSTS: "heizoel-marktplatz.de=de,www.heizoel-marktplatz.at=at,de.localhost=de,at.localhost=at,ch.localhost=ch" }).PUBLIC_HOSTS;
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
