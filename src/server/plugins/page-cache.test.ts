import { describe, expect, it } from "vitest";
import { createMemoryCache } from "../platform/cache/memory-cache.ts";
import {
  type CachedPage,
  cutAtHoles,
  dropPagesOnDataChange,
  fitsCache,
  mayKeep,
  pagePathOf,
  personalise,
  readPage,
  sharedPageKey,
  sharedRequestId,
} from "./page-cache.ts";

const publicPages = new Set(["/", "/heizoelpreise/bayern"]);
const isPublicPage = (path: string) => publicPages.has(path);

function request(over: { method?: string; url?: string; cookies?: Record<string, string>; user?: unknown; host?: string } = {}) {
  const cookies = over.cookies ?? {};
  return {
    method: over.method ?? "GET",
    url: over.url ?? "/heizoelpreise/bayern",
    host: over.host ?? "de.localhost",
    headers: {
      cookie:
        Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join("; ") || undefined,
    },
    cookies,
    user: over.user ?? null,
  };
}

describe("the shared page cache's key (decision 0062)", () => {
  it("keys a public page by host, consent choice, path and query", () => {
    expect(sharedPageKey(request(), false, isPublicPage)).toBe("pages:de.localhost:none:/heizoelpreise/bayern");
    expect(sharedPageKey(request({ host: "at.localhost", url: "/?region=wien" }), false, isPublicPage)).toBe(
      "pages:at.localhost:none:/?region=wien",
    );
    expect(sharedPageKey(request({ cookies: { "cookie-consent": "all" } }), false, isPublicPage)).toBe(
      "pages:de.localhost:all:/heizoelpreise/bayern",
    );
    expect(
      sharedPageKey(request({ cookies: { "cookie-consent": "necessary", stat_visit: "v1", CSRFTOKEN: "t" } }), false, isPublicPage),
    ).toBe("pages:de.localhost:necessary:/heizoelpreise/bayern");
  });

  it("shares React Router's page data (.data) under its own key, for the page it belongs to", () => {
    expect(pagePathOf("/heizoelpreise/bayern.data")).toBe("/heizoelpreise/bayern");
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/heizoelpreise/bayern")).toBe("/heizoelpreise/bayern");
    expect(sharedPageKey(request({ url: "/_root.data?_routes=home" }), false, isPublicPage)).toBe(
      "pages:de.localhost:none:/_root.data?_routes=home",
    );
  });

  it.each([
    ["a signed-in user", request({ user: { id: 7 } })],
    ["a session cookie, even one the auth plugin refused", request({ cookies: { auth_token: "x" } })],
    ["a refresh cookie", request({ cookies: { refresh_token: "x" } })],
    ["the order flow's registration data", request({ cookies: { reg_data: "x" } })],
    ["the support panel's cookie", request({ cookies: { support_info: "x" } })],
    ["a cookie nobody knows", request({ cookies: { tracking: "x" } })],
    ["a POST", request({ method: "POST" })],
    ["a HEAD", request({ method: "HEAD" })],
    ["a page that does not say it may be shared", request({ url: "/kontakt" })],
    ["an overlong URL", request({ url: `/heizoelpreise/bayern?x=${"a".repeat(600)}` })],
  ])("renders for the visitor alone: %s", (_what, req) => {
    expect(sharedPageKey(req, false, isPublicPage)).toBeNull();
  });

  it("renders for the visitor alone in the native app", () => {
    expect(sharedPageKey(request(), true, isPublicPage)).toBeNull();
  });
});

describe("a shared page for the next visitor", () => {
  const body = '<script nonce="N1">x</script><p>Fehler-ID shared-abc</p><script nonce="N1">"nonce","N1","requestId","shared-abc"</script>';
  const page: CachedPage = {
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    ...cutAtHoles(body, "N1", "shared-abc"),
  };

  it("carries her nonce and her request id in place of the render's", () => {
    expect(page.holes).toEqual(["nonce", "requestId", "nonce", "nonce", "requestId"]);
    const mine = personalise(page, "N2", "req-2").toString();
    expect(mine).toBe('<script nonce="N2">x</script><p>Fehler-ID req-2</p><script nonce="N2">"nonce","N2","requestId","req-2"</script>');
    expect(mine).not.toContain("N1");
    // Again (the bytes of the parts are kept per cached object), and as another visitor.
    expect(personalise(page, "N3", "req-3").toString()).toBe(body.replaceAll("N1", "N3").replaceAll("shared-abc", "req-3"));
    // A page without either value is one part.
    expect(cutAtHoles("<p>ohne</p>", "N1", "shared-abc")).toEqual({ parts: ["<p>ohne</p>"], holes: [] });
  });

  it("renders with a stand-in id that is unique every time", () => {
    expect(sharedRequestId()).toMatch(/^shared-[0-9a-f-]{36}$/);
    expect(sharedRequestId()).not.toBe(sharedRequestId());
  });

  it("keeps only a 200 page that sets no cookie and that its loader did not mark private", async () => {
    const html = (status: number, headers: Record<string, string> = {}) => new Response("<html></html>", { status, headers });
    expect(mayKeep(html(200))).toBe(true);
    expect(mayKeep(html(404))).toBe(false);
    expect(mayKeep(html(302, { location: "/" }))).toBe(false);
    expect(mayKeep(html(200, { "set-cookie": "a=b" }))).toBe(false);
    expect(mayKeep(html(200, { "cache-control": "private, no-store" }))).toBe(false);
    const read = await readPage(html(200, { "content-type": "text/html", "content-length": "13" }), "N", "shared-1");
    expect(read).toEqual({
      status: 200,
      headers: [["content-type", "text/html"]],
      parts: ["<html></html>"],
      holes: [],
    });
    expect(fitsCache(read)).toBe(true);
    expect(fitsCache({ ...read, parts: ["x".repeat(2_000_001)] })).toBe(false);
  });
});

describe("shared pages follow the data they show", () => {
  it.each(["market:", "prices:", "calculator:", "site:review-quality:", "news:", "dealers:"])(
    "a change of %s drops them",
    async (prefix) => {
      const cache = createMemoryCache();
      const stop = dropPagesOnDataChange(cache);
      await cache.set("pages:de.localhost:none:/", { body: "alt" }, 60_000);
      await cache.set("account:session:1", true, 60_000);
      await cache.invalidatePrefix(prefix);
      await new Promise((r) => setTimeout(r, 0));
      expect(await cache.get("pages:de.localhost:none:/")).toBeUndefined();
      expect(await cache.get("account:session:1")).toBe(true);
      stop();
      await cache.close();
    },
  );

  it("a session ending or a rate limit leaves them", async () => {
    const cache = createMemoryCache();
    const stop = dropPagesOnDataChange(cache);
    await cache.set("pages:de.localhost:none:/", { body: "alt" }, 60_000);
    await cache.invalidatePrefix("account:session:1:");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("pages:de.localhost:none:/")).toEqual({ body: "alt" });
    stop();
    await cache.close();
  });
});
