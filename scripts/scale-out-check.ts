/**
 * Acceptance check of docs/decisions/0022-shared-cache-and-scale-out.md: two instances on one PostgreSQL database
 * and one Redis, behind a round-robin proxy, behave as one.
 *
 *   npm run build
 *   npm run test:scale-out                      # part of npm test, after the browser tests' build
 *   node --import tsx scripts/scale-out-check.ts --price-invalidation
 *
 * Creates a fresh database (dropped at the end), starts the built server twice on it with REDIS_URL and
 * a key prefix of its own, and checks through the proxy: a login on one instance is valid on the other;
 * a logout on one is refused on the other at once; the /api rate limit counts both instances together;
 * a signed-in user never gets the shared page of visitors without a session (decision 0062); an editor's change
 * of a published CMS page reaches the shared page on both instances within a second (decision 0065); with
 * --price-invalidation (SCALE_OUT_PRICE_INVALIDATION=true), a price-list import shows the new best price on
 * both instances within seconds, not after the cache time, and the shared state price page within a second. One line per check, then
 * "N passed, N failed"; exit code 1 on a failure. Without PostgreSQL or Redis it skips with a warning,
 * except under CI=true, where that is a failure.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import pg from "pg";
import { defaultProductId } from "../src/domain/shared/catalog.ts";
import { hasWebBuild } from "../src/server/plugins/web.ts";
import { startRoundRobinProxy } from "./lib/round-robin-proxy.ts";
import { waitReady } from "./lib/wait-ready.ts";
import { deleteKeysByPrefix } from "../src/server/platform/cache/delete-by-prefix.ts";

const { values: args } = parseArgs({
  options: {
    "database-url": {
      type: "string",
      default: process.env.SCALE_OUT_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    "redis-url": { type: "string", default: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" },
    // The proxy listens here, the two instances on the next two ports.
    port: { type: "string", default: process.env.SCALE_OUT_PORT ?? "3250" },
    "rate-limit": { type: "string", default: "20" },
    // On unless SCALE_OUT_PRICE_INVALIDATION=false (e.g. to look at the other checks alone).
    "price-invalidation": { type: "boolean", default: process.env.SCALE_OUT_PRICE_INVALIDATION !== "false" },
    "price-seconds": { type: "string", default: "10" },
    "deadline-seconds": { type: "string", default: "480" },
  },
});
const CI = process.env.CI === "true";
const PROXY_PORT = Number(args.port);
const INSTANCES = [
  { name: "a", port: PROXY_PORT + 1 },
  { name: "b", port: PROXY_PORT + 2 },
];
const LIMIT = Number(args["rate-limit"]);
const results: { name: string; ok: boolean; detail: string }[] = [];

async function main(): Promise<number> {
  const missing = [
    !(await answers(args["database-url"]!, 5432, null)) && `PostgreSQL at ${args["database-url"]}`,
    !(await answers(args["redis-url"]!, 6379, "PING\r\n")) && `Redis at ${args["redis-url"]}`,
  ].filter(Boolean);
  if (missing.length > 0) {
    if (CI) return fail(`${missing.join(" and ")} not reachable (CI needs both)`);
    console.warn(`scale-out check skipped: ${missing.join(" and ")} not reachable`);
    return 0;
  }
  if (!hasWebBuild()) return fail("no web build in ./build: run `npm run build` first");

  const started = Date.now();
  const dbName = `scale_out_${randomBytes(5).toString("hex")}`;
  const keyPrefix = `scale-out:${randomBytes(5).toString("hex")}:`;
  const dataDir = mkdtempSync(join(tmpdir(), "scale-out-check-"));
  const adminUrl = args["database-url"]!;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: "true",
    JWT_SECRET: `scale-out-check-${randomBytes(16).toString("hex")}`,
    REDIS_URL: args["redis-url"],
    REDIS_KEY_PREFIX: keyPrefix,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    MAIL_DIR: join(dataDir, "mail"),
  };
  const servers: { name: string; child: ChildProcess; output: string[] }[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | null = null;
  const deadline = setTimeout(() => {
    console.error(`scale-out check: deadline of ${args["deadline-seconds"]} s passed, stopping`);
    for (const s of servers) s.child.kill("SIGKILL");
    process.exit(1);
  }, Number(args["deadline-seconds"]) * 1000);

  await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
  try {
    // One after the other: the first start migrates and seeds the empty database.
    for (const instance of INSTANCES) {
      const output: string[] = [];
      const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: { ...env, PORT: String(instance.port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean).slice(-50));
      child.stdout!.on("data", keep);
      child.stderr!.on("data", keep);
      servers.push({ name: instance.name, child, output });
      // Generous: a loaded CI machine can take a minute to compile and start the server.
      await waitReady(`http://127.0.0.1:${instance.port}/readyz`, 180_000);
    }
    proxy = await startRoundRobinProxy(INSTANCES, PROXY_PORT);
    const via = client(proxy.url);
    console.log(
      `scale-out: instances a (:${INSTANCES[0]!.port}) and b (:${INSTANCES[1]!.port}) on ${dbName}, Redis prefix ${keyPrefix}, round robin on :${PROXY_PORT}`,
    );

    await check("a login on one instance is valid on the other", async () => {
      const session = await logIn(via);
      const other = await via.get("/api/jwt/konto/persoenliche-daten", session.headers);
      expectThat(other.upstream !== session.upstream, `both answers came from ${other.upstream}`);
      expectThat(other.status === 200, `instance ${other.upstream} answered ${other.status} to the token from ${session.upstream}`);
      return `logged in on ${session.upstream}, accepted on ${other.upstream}`;
    });

    await check("a logout on one instance is refused on the other at once", async () => {
      const session = await logIn(via);
      // Both instances have seen the session alive (and cached that) before the logout.
      const seen = [
        await via.get("/api/jwt/konto/persoenliche-daten", session.headers),
        await via.get("/api/jwt/konto/persoenliche-daten", session.headers),
      ];
      expectThat(
        seen.every((r) => r.status === 200) && seen[0]!.upstream !== seen[1]!.upstream,
        `before the logout: ${seen.map((r) => `${r.upstream} ${r.status}`).join(", ")}`,
      );
      const logout = await via.post("/api/account/jwt/abmelden", {}, session.headers);
      expectThat(logout.status < 300, `logout answered ${logout.status}`);
      const after = await via.get("/api/jwt/konto/persoenliche-daten", session.headers);
      expectThat(after.upstream !== logout.upstream, `logout and the next request both went to ${after.upstream}`);
      expectThat(after.status === 401, `instance ${after.upstream} answered ${after.status} right after the logout on ${logout.upstream}`);
      return `logged out on ${logout.upstream}, refused on ${after.upstream} at once`;
    });

    await check(`the /api rate limit is shared: ${LIMIT} per minute through both instances together`, async () => {
      const address = testAddress();
      const answers: { status: number; upstream: string }[] = [];
      for (let i = 0; i < 2 * LIMIT; i++) answers.push(await via.get("/api/site/1/country-states", { "x-forwarded-for": address }));
      const passed = answers.filter((a) => a.status === 200).length;
      const refusedBy = new Set(answers.filter((a) => a.status === 429).map((a) => a.upstream));
      expectThat(passed === LIMIT, `${passed} of ${2 * LIMIT} requests passed, expected ${LIMIT}`);
      expectThat(refusedBy.size === 2, `only instance ${[...refusedBy].join("")} refused`);
      return `${passed} of ${2 * LIMIT} passed, the rest refused by both a and b`;
    });

    await check("a signed-in user never gets the shared page of visitors without a session", async () => {
      const session = await logIn(via);
      const token = session.headers.authorization.replace("Bearer ", "");
      const visitor = { "x-forwarded-for": testAddress() };
      // The visitors' page is in the shared cache (a second request finds it, on whichever instance).
      await via.get(STATE_PAGE, visitor);
      const shared = await via.get(STATE_PAGE, visitor);
      expectThat(shared.cache === "hit", `a visitor's second request: x-page-cache ${shared.cache}`);
      expectThat(!String(shared.json).includes('\\"firstName\\"'), "the visitors' page carries a user");
      for (let i = 0; i < 2; i++) {
        const own = await via.get(STATE_PAGE, { ...visitor, cookie: `auth_token=${token}` });
        expectThat(own.status === 200 && own.cache === null, `signed in on ${own.upstream}: ${own.status}, x-page-cache ${own.cache}`);
        expectThat(String(own.json).includes('\\"firstName\\"'), `signed in on ${own.upstream}: the page does not know her`);
      }
      return "visitors share one render (hit), her page is her own on a and b";
    });

    await check("an editor's change of a published CMS page reaches the shared page on both instances within a second", () =>
      cmsPublishing(via),
    );

    if (args["price-invalidation"]) {
      await check("a price change invalidates the cached best price and the state price page on both instances", () =>
        priceInvalidation(via, env, dataDir),
      );
    } else {
      console.log("- price invalidation on both instances: not checked (SCALE_OUT_PRICE_INVALIDATION=false)");
    }
  } catch (err) {
    results.push({ name: "start two instances behind the proxy", ok: false, detail: (err as Error).message });
    console.log(`✗ start two instances behind the proxy: ${(err as Error).message}`);
  } finally {
    clearTimeout(deadline);
    if (results.some((r) => !r.ok))
      for (const s of servers)
        if (s.output.length) console.log(`--- last output of instance ${s.name}:\n${s.output.slice(-30).join("\n")}`);
    await proxy?.close();
    await Promise.all(servers.map((s) => stop(s.child)));
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err) =>
      console.warn(`could not drop ${dbName}: ${err.message}`),
    );
    await dropKeys(args["redis-url"]!, keyPrefix).catch((err) => console.warn(`could not remove Redis keys ${keyPrefix}*: ${err.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const passed = results.filter((r) => r.ok).length;
  console.log(`scale-out took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The closing line alone, as test runners print it.
  console.log(`scale-out: ${passed} passed, ${results.length - passed} failed`);
  return passed === results.length && results.length > 0 ? 0 : 1;
}

/** Best price of Germany before and after a price-list import run as the operator would (npm run import:prices). */
async function priceInvalidation(via: Client, env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  // The cached best price (calculator:) and the state price page's cached rows (prices:, the same data the
  // page /heizoelpreise/bayern renders): both must show the new prices on both instances.
  const readOne = async (path: string, pick: (json: unknown) => number | null) => {
    const answers = [await via.get(path, { "x-forwarded-for": testAddress() }), await via.get(path, { "x-forwarded-for": testAddress() })];
    return Object.fromEntries(answers.map((a) => [a.upstream, a.status === 200 ? pick(a.json) : `HTTP ${a.status}`]));
  };
  const readBoth = async () => ({
    best: await readOne("/api/site/1/prices/best?amount=3000", (j) => (j as { TotalPrice: number | null }).TotalPrice),
    page: await readOne(
      "/api/site/1/prices/range-local?stateName=bayern",
      (j) => (j as { Result: { Price: number }[] }).Result[0]?.Price ?? null,
    ),
  });
  const before = await readBoth();
  // The shared page itself (decision 0062): rendered once, then a hit on both instances.
  const pageShows = async (price: unknown) => {
    const pages = [
      await via.get(STATE_PAGE, { "x-forwarded-for": testAddress() }),
      await via.get(STATE_PAGE, { "x-forwarded-for": testAddress() }),
    ];
    return pages.every((p) => p.status === 200 && String(p.json).includes(`,${price},`)) ? pages : null;
  };
  const shownBefore = (await pageShows(before.page.a)) ?? (await pageShows(before.page.a));
  expectThat(
    shownBefore?.some((p) => p.cache === "hit") === true,
    `the state page before the change: ${JSON.stringify(shownBefore?.map((p) => p.cache))}`,
  );
  for (const [what, v] of Object.entries(before))
    expectThat(v.a === v.b && typeof v.a === "number", `before the change the instances disagree on ${what}: ${JSON.stringify(before)}`);

  // Every German branch gets a list for the default product at half its cheapest price, valid now.
  const productId = defaultProductId(1, 1)!;
  const tiers = await adminQuery(
    env.DATABASE_URL!,
    `SELECT t.branch_id, min(t.min_amount) AS min_amount, min(t.net_per_basis) AS net
       FROM price_tiers t JOIN branches b ON b.id = t.branch_id
      WHERE b.country_id = 1 AND t.product_id = $1 GROUP BY t.branch_id`,
    [productId],
  );
  expectThat(tiers.length > 0, "the demo market has no German price lists");
  const csv = ["branch_id;product_id;min_amount;net_price;valid_from;valid_to"]
    .concat(
      tiers.map(
        (t) => `${t.branch_id};${productId};${t.min_amount};${(Math.floor(Number(t.net) / 2) / 100).toFixed(2).replace(".", ",")};;`,
      ),
    )
    .join("\n");
  const file = join(dataDir, "preisliste.csv");
  writeFileSync(file, `${csv}\n`);
  const imported = spawnSync(process.execPath, ["--import", "tsx", "scripts/import-prices.ts", file], {
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expectThat(imported.status === 0, `import failed (${imported.status}): ${imported.stderr || imported.stdout}`);
  console.log(`  import: ${imported.stdout.trim()}`);

  const changedAt = Date.now();
  const limitMs = Number(args["price-seconds"]) * 1000;
  let now = before;
  let pageAfterMs: number | null = null;
  while (Date.now() - changedAt < limitMs) {
    now = await readBoth();
    const lower = (what: "best" | "page") =>
      typeof now[what].a === "number" && now[what].a < (before[what].a as number) && now[what].a === now[what].b;
    if (lower("page") && pageAfterMs === null && (await pageShows(now.page.a))) pageAfterMs = Date.now() - changedAt;
    if (lower("best") && lower("page") && pageAfterMs !== null) {
      expectThat(pageAfterMs <= 1000, `the shared state page showed the new average only after ${pageAfterMs} ms`);
      return `best price ${before.best.a} → ${now.best.a}, Bavaria's average ${before.page.a} → ${now.page.a}, on a and b after ${Date.now() - changedAt} ms; the shared page after ${pageAfterMs} ms`;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${args["price-seconds"]} s after the import: ${JSON.stringify(now)} (before: ${JSON.stringify(before)})`);
}

/**
 * Decision 0065: the demo editor publishes a page on one instance; visitors get it from the shared page cache on
 * both; she changes its title on one instance, and both serve the new title within a second.
 */
async function cmsPublishing(via: Client): Promise<string> {
  const editor = await logIn(via, { UserName: "redaktion@example.com", Password: "Redaktion-Demo-1" });
  const path = `/info-center/scale-out-${randomBytes(4).toString("hex")}`;
  const page = {
    Path: path,
    CountryId: null,
    Title: "Erste Fassung",
    SeoTitle: "",
    SeoDescription: "",
    Body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Ein Ratgeber." }] }] },
    Status: "published",
    PublishAt: new Date(Date.now() - 60_000).toISOString(),
    UnpublishAt: null,
    RedirectTo: null,
  };
  const created = await via.post("/api/support/cms/pages", page, editor.headers);
  expectThat(created.status === 201, `creating the page answered ${created.status}: ${JSON.stringify(created.json)}`);
  const { Id, Version } = created.json as { Id: number; Version: number };
  const bothShow = async (title: string) => {
    const answers = [await via.get(path, { "x-forwarded-for": testAddress() }), await via.get(path, { "x-forwarded-for": testAddress() })];
    const ok =
      answers.every((a) => a.status === 200 && String(a.json).includes(`<h1>${title}</h1>`)) &&
      answers[0]!.upstream !== answers[1]!.upstream;
    return ok ? answers : null;
  };
  const first = (await bothShow("Erste Fassung")) ?? (await bothShow("Erste Fassung"));
  expectThat(
    first?.some((a) => a.cache === "hit") === true,
    `the published page before the change: ${JSON.stringify(first?.map((a) => a.cache))}`,
  );

  const changed = await via.put(`/api/support/cms/pages/${Id}`, { ...page, Title: "Zweite Fassung", Version }, editor.headers);
  expectThat(changed.status === 200, `the change answered ${changed.status}`);
  const changedAt = Date.now();
  while (Date.now() - changedAt < 5000) {
    if (await bothShow("Zweite Fassung")) {
      const ms = Date.now() - changedAt;
      expectThat(ms <= 1000, `both instances showed the new title only after ${ms} ms`);
      return `saved on ${changed.upstream}, the new title on a and b after ${ms} ms`;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("5 s after the change an instance still showed the old title");
}

interface Answer {
  status: number;
  upstream: string;
  json: unknown;
  /** x-page-cache of a page: "hit", "miss", or null for a page rendered for this visitor alone. */
  cache: string | null;
}

/** A public page of the shared page cache that shows the state's average price (decision 0062). */
const STATE_PAGE = "/heizoelpreise/bayern";
type Client = ReturnType<typeof client>;

function client(base: string) {
  const send = async (method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, upstream: res.headers.get("x-upstream") ?? "?", json, cache: res.headers.get("x-page-cache") };
  };
  return {
    get: (path: string, headers: Record<string, string> = {}) => send("GET", path, undefined, headers),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) => send("POST", path, body, headers),
    put: (path: string, body: unknown, headers: Record<string, string> = {}) => send("PUT", path, body, headers),
  };
}

/** A demo account's login (the customer's by default) from a client address of its own; Bearer header, so no CSRF token is needed. */
async function logIn(via: Client, account = { UserName: "kunde@example.com", Password: "Heizoel-Demo-1" }) {
  const address = testAddress();
  const res = await via.post("/api/account/jwt/anmelden", account, { "x-forwarded-for": address });
  expectThat(res.status === 200, `login answered ${res.status}: ${JSON.stringify(res.json)}`);
  return {
    upstream: res.upstream,
    headers: { authorization: `Bearer ${(res.json as { token: string }).token}`, "x-forwarded-for": address },
  };
}

/** An address of the benchmarking range per check: limits per address never mix between checks. */
const testAddress = () => `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 254)}`;

async function check(name: string, run: () => Promise<string>) {
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    console.log(`✓ ${name} (${detail})`);
  } catch (err) {
    results.push({ name, ok: false, detail: (err as Error).message });
    console.log(`✗ ${name}: ${(err as Error).message}`);
  }
}

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function fail(message: string): number {
  console.log(`✗ scale-out check: ${message}`);
  console.log("scale-out: 0 passed, 1 failed");
  return 1;
}

async function adminQuery(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

async function dropKeys(url: string, prefix: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1_000 });
  try {
    await deleteKeysByPrefix(redis, prefix);
  } finally {
    redis.disconnect();
  }
}

/** Whether something answers at the URL's host and port (and, with a probe, answers it). */
function answers(url: string, defaultPort: number, probe: string | null): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => (probe ? socket.write(probe) : done(true)));
    socket.on("data", (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

process.exitCode = await main();
