import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin.server.ts";

const post = (headers: Record<string, string>, url = "http://de.localhost:3000/heizoel/bestellung/adresse?checkout=x") =>
  new Request(url, { method: "POST", headers });

describe("page form posts are refused from other sites (decisions 0007, 0035)", () => {
  it("follows the browser's Sec-Fetch-Site when it is sent", () => {
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin", host: "de.localhost:3000" }))).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "none", host: "de.localhost:3000" }))).toBe(true);
    // Another country variant of the site is another origin.
    expect(isSameOrigin(post({ "sec-fetch-site": "same-site", origin: "http://at.localhost:3000", host: "de.localhost:3000" }))).toBe(
      false,
    );
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site", origin: "http://de.localhost:3000", host: "de.localhost:3000" }))).toBe(
      false,
    );
  });
  it("without it, accepts an Origin of the host the request was sent to", () => {
    expect(isSameOrigin(post({ origin: "http://de.localhost:3000", host: "de.localhost:3000" }))).toBe(true);
    // Behind a proxy named in TRUST_PROXY the server builds the URL from its X-Forwarded-Host (pageUrl).
    expect(
      isSameOrigin(
        post(
          { origin: "https://www.heizoel-marktplatz.de", host: "10.0.0.5:3000" },
          "http://www.heizoel-marktplatz.de/heizoel/bestellung/adresse",
        ),
      ),
    ).toBe(true);
  });
  it("reads the host from the request's URL only, never from a Host or X-Forwarded-Host header (decision 0038)", () => {
    expect(isSameOrigin(post({ origin: "https://evil.example", host: "de.localhost:3000", "x-forwarded-host": "evil.example" }))).toBe(
      false,
    );
    expect(isSameOrigin(post({ origin: "https://evil.example", host: "evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ referer: "https://evil.example/x", "x-forwarded-host": "de.localhost:3000, evil.example" }))).toBe(false);
  });
  it("falls back to the Referer", () => {
    expect(isSameOrigin(post({ referer: "http://de.localhost:3000/heizoel/bestellung/adresse", host: "de.localhost:3000" }))).toBe(true);
  });
  it("refuses another site, 'null' and a post without Origin and Referer", () => {
    expect(isSameOrigin(post({ origin: "https://evil.example", host: "de.localhost:3000" }))).toBe(false);
    expect(isSameOrigin(post({ origin: "null", host: "de.localhost:3000" }))).toBe(false);
    expect(isSameOrigin(post({ host: "de.localhost:3000" }))).toBe(false);
    expect(isSameOrigin(post({ origin: "not a url", host: "de.localhost:3000" }))).toBe(false);
  });
});
