/**
 * `npm run lighthouse`: Lighthouse (mobile settings: emulated phone, simulated slow 4G and CPU slowdown)
 * in Debian's Chromium against the built server on a fresh embedded database, for the home page, the
 * offer list and one postcode-level local price page of each country (decision 0064). Prints the four
 * category scores per page and exits non-zero when any is below 90. Builds first when the build is
 * missing or older than the sources.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_COUNTRIES (comma-separated, default
 * de,at,ch), LIGHTHOUSE_PAGES (comma-separated paths instead of each country's three), LIGHTHOUSE_MIN
 * (default 90), LIGHTHOUSE_REPORT_DIR (writes the full JSON report per page there).
 */
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { waitReady } from "./lib/wait-ready.ts";
import { defaultCalculatorConfig, offerListPath } from "../src/domain/calculator/calculator-config.ts";
import { localeByCode } from "../src/domain/shared/countries.ts";

const ROOT = resolve(import.meta.dirname, "..");
const COUNTRIES = (process.env.LIGHTHOUSE_COUNTRIES ?? process.env.LIGHTHOUSE_COUNTRY ?? "de,at,ch").split(",");
/** Each country's postcode-level local price page: a postcode of its biggest city. */
const LOCAL_PAGES: Record<string, string> = {
  de: "/heizoelpreise/bayern/muenchen/80331",
  at: "/heizoelpreise/wien/wien/1010",
  ch: "/heizoelpreise/zuerich/zuerich/8001",
};

function pagesOf(country: string): string[] {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(",");
  const locale = localeByCode(country);
  if (!locale) throw new Error(`unknown country ${country}`);
  const zip = LOCAL_PAGES[country].split("/").at(-1) as string;
  return ["/", offerListPath({ ...defaultCalculatorConfig(locale.countryId), ZipCode: zip }), LOCAL_PAGES[country]];
}
const MIN = Number(process.env.LIGHTHOUSE_MIN ?? 90);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const built = join(ROOT, "build/server/index.js");
  const sources = Math.max(newestMtime(join(ROOT, "src/web")), newestMtime(join(ROOT, "src/domain")));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log("Building (the build is missing or older than the sources) …");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

async function main() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
  buildIfNeeded();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "marketplace-lighthouse-"));
  // The server runs on a copy of the build: a rebuild in the working tree during the run cannot pull
  // assets from under it.
  const app = join(dataDir, "app");
  cpSync(join(ROOT, "build"), join(app, "build"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(app, "node_modules"));
  const server = spawn(process.execPath, ["--import", "tsx", join(ROOT, "src/server/main.ts")], {
    cwd: app,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: join(dataDir, "pglite"),
      MAIL_DIR: join(dataDir, "mail"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let failed = false;
  try {
    await waitReady(`http://127.0.0.1:${port}/readyz`);
    mkdirSync(join(dataDir, "chrome"));
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir: join(dataDir, "chrome") });
    const rows: { path: string; scores: Record<string, number> }[] = [];
    for (const country of COUNTRIES) {
      const origin = `http://${country}.localhost:${port}`;
      const pages = pagesOf(country);
      // One request per page first: the server caches (120 s) are warm, as for any visitor but the first.
      for (const path of pages) await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `${country}.localhost:${port}` } });
      for (const path of pages) {
        const lhr = await audit(`${origin}${path}`, chrome.port);
        const name = `${country} ${path}`;
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${name.replace(/[^a-z0-9]+/gi, "_")}.json`), JSON.stringify(lhr));
        }
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
        rows.push({ path: name, scores });
        // What keeps a category from 100: failed audits that count towards the score.
        for (const c of CATEGORIES) {
          const weak = (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < 0.9);
          for (const a of weak) {
            console.log(`  ${name} · ${c}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""} [${a.score}]`);
            const items = (a.details as { items?: unknown[] } | undefined)?.items ?? [];
            for (const item of items.slice(0, 3)) console.log(`      ${JSON.stringify(item).slice(0, 300)}`);
          }
        }
        const m = (id: string) => lhr.audits[id]?.displayValue ?? "–";
        console.log(
          `  ${name} · metrics: FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}, SI ${m("speed-index")}`,
        );
      }
    }
    console.log(`\nLighthouse ${lighthouseVersion()} (mobile), Chromium ${chromiumVersion()}\n`);
    console.log("page".padEnd(60), ...CATEGORIES.map((c) => c.padStart(15)));
    for (const r of rows) {
      console.log(r.path.slice(0, 60).padEnd(60), ...CATEGORIES.map((c) => String(r.scores[c]).padStart(15)));
      if (CATEGORIES.some((c) => r.scores[c] < MIN)) failed = true;
    }
    console.log(failed ? `\nAt least one score is below ${MIN}.` : `\nAll scores ≥ ${MIN}.`);
  } finally {
    await chrome?.kill();
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

/** One Lighthouse run with the default (mobile) configuration; a failed trace recording is retried twice. */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`  ${url}: ${lhr.runtimeError.code}, trying again`);
  }
}

function lighthouseVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "12";
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .replace(/^Chromium\s*/, "");
  } catch {
    return "?";
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
