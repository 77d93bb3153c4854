import { expect, request as http, test } from "@playwright/test";
import { PORT } from "../helpers.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

// Decision 0011: file names under /assets/ carry a content hash, so a browser may keep them for a year
// without asking again; files without a hash (favicon, analytics script) are cached briefly.
test("hashed build assets are cached for a year, other static files for an hour", async () => {
  const request = await http.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const html = await (await request.get("/")).text();
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+-[\w-]{8}\.(?:js|css)/g) ?? [])];
  // The page must reference both kinds, or the test would check nothing.
  expect(assets.filter((a) => a.endsWith(".js")).length).toBeGreaterThan(0);
  expect(assets.filter((a) => a.endsWith(".css")).length).toBeGreaterThan(0);
  for (const asset of assets) {
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await request.get(asset, { headers: { "accept-encoding": encoding } });
      expect(res.status(), `${asset} (${encoding})`).toBe(200);
      expect(res.headers()["cache-control"], `${asset} (${encoding})`).toBe(IMMUTABLE);
    }
  }
  for (const file of ["/favicon.svg", "/analytics.js"]) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()["cache-control"], file).toBe("public, max-age=3600");
  }
  await request.dispose();
});
