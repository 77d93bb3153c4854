import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";

// Debian's Chromium; a downloaded browser is never used (ARCHITECTURE.md "Machine facts").
if (!existsSync(CHROMIUM_PATH)) {
  if (process.env.CI) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: browser tests cannot run (install the chromium package).`);
  console.warn(`\n[e2e] Chromium not found at ${CHROMIUM_PATH}; browser journeys skipped. Install it: apt-get install -y chromium\n`);
  process.exit(0);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Set once in the main process: the workers inherit it, so journeys can read the server's mails.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "marketplace-e2e-")));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // CI retries a failed journey once only to tell a flaky one from a broken one: a journey that passes on
  // the retry still fails the run (decision 0020), so flakiness is fixed instead of hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://de.localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /mobile/ },
    { name: "mobile", use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, testMatch: /mobile/ },
  ],
  webServer: {
    command: "node --import tsx src/server/main.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PGLITE_DIR: join(dataDir, "pglite"),
      MAIL_DIR: join(dataDir, "mail"),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  },
});
