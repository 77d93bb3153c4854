import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { productionUrl } from "./production-builds.ts";

/**
 * A child process starts as main.ts does, then imports what loads React Router and React DOM in the
 * server: the request handler's plugin and the pages' server entry (the built pages import the same bare
 * names). A load hook registered after production-builds.ts reports every module file Node loads; the
 * CommonJS files React and React DOM require are read from require.cache.
 */
const CHILD = `
import { register, createRequire } from "node:module";
import { MessageChannel } from "node:worker_threads";
import { loadProductionBuilds } from "./src/server/production-builds.ts";
process.env.NODE_ENV ??= "production";
loadProductionBuilds();
const loaded = [];
const { port1, port2 } = new MessageChannel();
port1.on("message", (url) => loaded.push(url));
const recorder = "export let port; export function initialize(data) { port = data.port; }" +
  "export async function load(url, context, next) { port.postMessage(url); return next(url, context); }";
register("data:text/javascript," + encodeURIComponent(recorder), { data: { port: port2 }, transferList: [port2] });
await import("./src/server/plugins/web.ts");
await import("./src/web/entry.server.tsx");
await new Promise((r) => setTimeout(r, 300));
port1.close();
// Only what ran: Node also lists, unloaded, the files a CommonJS module might re-export (both builds).
const required = Object.entries(createRequire(import.meta.url).cache).filter(([, m]) => m.loaded).map(([f]) => f);
console.log(JSON.stringify([...loaded, ...required]));
`;

function filesLoaded(nodeEnv: string): string[] {
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout.trim().split("\n").at(-1) as string) as string[];
}

const reactRouter = (files: string[]) => files.filter((f) => f.includes("/node_modules/react-router/dist/"));

describe("production builds of React, React DOM and React Router (decision 0064)", () => {
  it("a production process loads React Router's dist/production, one copy, and React's production files", () => {
    const files = filesLoaded("production");
    const rr = reactRouter(files);
    expect(rr.some((f) => f.endsWith("/dist/production/index.mjs"))).toBe(true);
    expect(rr.filter((f) => !f.includes("/dist/production/"))).toEqual([]);
    // One copy: the ES module build only, never its CommonJS twin next to it.
    expect(rr.filter((f) => f.endsWith(".js"))).toEqual([]);
    expect(files.some((f) => f.includes("/node_modules/@react-router/node/"))).toBe(true);
    expect(files.some((f) => f.endsWith("/react-dom/cjs/react-dom-server.node.production.js"))).toBe(true);
    expect(files.some((f) => f.endsWith("/react/cjs/react.production.js"))).toBe(true);
    expect(files.filter((f) => /\/react(-dom)?\/cjs\/.*development/.test(f))).toEqual([]);
  });

  it("any other process keeps the development builds, whose warnings tests and the dev server want", () => {
    const rr = reactRouter(filesLoaded("development"));
    expect(rr.some((f) => f.endsWith("/dist/development/index.mjs"))).toBe(true);
    expect(rr.filter((f) => f.includes("/dist/production/"))).toEqual([]);
  });

  it("swaps only React Router's development files", () => {
    const dev = "file:///app/node_modules/react-router/dist/development/chunk-X.mjs";
    expect(productionUrl(dev)).toBe("file:///app/node_modules/react-router/dist/production/chunk-X.mjs");
    for (const other of ["file:///app/node_modules/react-dom/server.node.js", "node:fs", "file:///app/src/server/main.ts"])
      expect(productionUrl(other)).toBe(other);
  });
});
