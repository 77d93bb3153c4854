/** The processes `npm run bench` (bench/run.ts) measures: the built server, and PostgreSQL for the mixed load. */
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { SERVER_NODE_ARGS } from "../../scripts/lib/server-command.ts";

/** The built server, started as `npm start` starts it, on its own fresh embedded database. */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return spawn(process.execPath, SERVER_NODE_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: join(dataDir, "pglite"),
      LOG_LEVEL: "warn",
      // The API rate limit would otherwise answer 429 to the load generator.
      RATE_LIMIT_PER_MINUTE: "100000000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function stopServer(server: ReturnType<typeof spawn>) {
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

export function portAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => done(true));
  });
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
