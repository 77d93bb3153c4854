import { describe, expect, it } from "vitest";
import { pageUrl } from "./web.ts";

describe("pageUrl: the URL React Router sees is always on the host the request was sent to", () => {
  // `host` is Fastify's req.host: a named proxy's X-Forwarded-Host or the Host header (decision 0038).
  const req = (url: string, host = "de.localhost:3000") => ({ protocol: "http" as const, host, url });

  it("keeps path and query", () => {
    expect(pageUrl(req("/heizoelpreise/bayern?zeitraum=1")).href).toBe("http://de.localhost:3000/heizoelpreise/bayern?zeitraum=1");
  });

  it.each([
    "//evil.example/heizoel/bestellung",
    "///evil.example/x",
    "http://evil.example/heizoel/bestellung",
    "https://evil.example:8443/x?y=1",
  ])("a request target %j cannot name another host", (target) => {
    expect(pageUrl(req(target)).host).toBe("de.localhost:3000");
  });

  it("a Host header that is no host name falls back to localhost instead of throwing", () => {
    expect(pageUrl(req("/x", "a b")).href).toBe("http://localhost/x");
  });
});
