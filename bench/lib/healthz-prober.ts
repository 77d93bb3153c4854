/**
 * The mixed load's `/healthz` prober (decision 0039), in a process of its own: the bench process is busy
 * generating the load, and its own event loop would add its delays to the probes' (decision 0034's reason
 * for the baseline's own process). Sends PROBE_RATE requests per second for PROBE_SECONDS on a fixed
 * schedule (open loop: a slow answer does not delay the next probe, so a stalled server shows as many
 * slow probes, not as few), then prints `{ latencies, sentAt, errors }` (ms; sentAt: each answered probe's
 * send time from the first probe's) as one JSON line on stdout.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

const url = new URL(process.env.PROBE_URL ?? "http://127.0.0.1:3200/healthz");
const rate = Number(process.env.PROBE_RATE ?? 10);
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const agent = new http.Agent({ keepAlive: true });

const started = performance.now();
const latencies: number[] = [];
const sentAt: number[] = [];
let errors = 0;

function probe(): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers: { host: "de.localhost" }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => {
        if (res.statusCode === 200) {
          latencies.push(performance.now() - start);
          sentAt.push(start - started);
        } else errors++;
        resolve();
      });
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => {
      errors++;
      resolve();
    });
  });
}

const sent: Promise<void>[] = [];
for (let i = 0; i < rate * seconds; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  sent.push(probe());
}
await Promise.all(sent);
agent.destroy();
process.stdout.write(`${JSON.stringify({ latencies, sentAt, errors })}\n`);
