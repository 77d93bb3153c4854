/**
 * Runs npm scripts at the same time and fails when any of them fails (decision 0054): the checks before the
 * tests (type check, boundary check, the build the journeys use) are single-threaded and independent, so on
 * two cores they take the time of the longest instead of their sum. Each script's output is printed in one
 * block when it ends, so the blocks do not interleave.
 *
 *   node scripts/in-parallel.mjs typecheck check:boundaries build
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/in-parallel.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("error", (err) => output.push(Buffer.from(`${err.message}\n`)));
      child.on("close", (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const ok = code === 0;
        process.stdout.write(`\n[${script}] ${ok ? "passed" : `failed (${signal ?? `exit ${code}`})`} after ${seconds} s\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(ok);
      });
    }),
);

const results = await Promise.all(runs);
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(", ")}`);
  process.exit(1);
}
