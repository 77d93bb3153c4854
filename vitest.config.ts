import { defineConfig } from "vitest/config";

// Unit (src/domain) and API (src/server, inject against a real database) tests.
// Two workers: the machine and CI have 2 cores.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    // console.error during a test fails it (decision 0020).
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    pool: "forks",
    // One module graph per worker, not per file: importing the app was a fifth of an API file's time (decision 0054).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
