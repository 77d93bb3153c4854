/**
 * Acceptance check of docs/decisions/0013-durable-jobs-and-order-mails.md: no order mail is lost to a crash.
 *
 *   npm run build
 *   node --import tsx scripts/crash-mail-check.ts --db pglite
 *   node --import tsx scripts/crash-mail-check.ts --db postgres   # DATABASE_URL of a server, default local
 *
 * Starts the built server on a fresh database with an SMTP catcher, places orders concurrently through
 * the API as the demo customer, kills the server with SIGKILL while orders and mails are in flight,
 * starts it again on the same data and waits until every acknowledged order (HTTP 201) has its
 * confirmation and dealer mail, recognised by their stable Message-IDs. Then it counts the mails that
 * arrived more than once per Message-ID and compares them with mail_log's `resends` (decision 0038): a
 * duplicate is allowed only for a mail whose attempt died between the server's acceptance and the "sent"
 * mark, which the next attempt took over and counted. Prints the counts as JSON and exits 1 when a mail
 * is missing after the deadline or a duplicate is not such a resend.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openPglite } from "../src/db/client.ts";
import { orderMessageId } from "../src/server/modules/orders/order-mail-jobs.ts";
import { startSmtpCatcher } from "../tests/setup/smtp-catcher.ts";
import { waitReady } from "./lib/wait-ready.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    port: { type: "string", default: process.env.CRASH_PORT ?? "3240" },
    concurrency: { type: "string", default: "24" },
    // Orders acknowledged before the kill; the load keeps running until the kill lands.
    "kill-after": { type: "string", default: "300" },
    // A mail whose send was cut off by the kill waits for its claim to go stale (60 s, decision 0038).
    "deadline-seconds": { type: "string", default: "120" },
    "database-url": { type: "string", default: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DEADLINE_MS = Number(args["deadline-seconds"]) * 1000;

interface Acked {
  orderId: number;
  orderNumber: string;
}

async function main() {
  const smtp = await startSmtpCatcher();
  const dataDir = mkdtempSync(join(tmpdir(), "crash-mail-check-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    MAIL_DIR: join(dataDir, "mail"),
    SEED_DEMO_DATA: "true",
    JWT_SECRET: "crash-mail-check-secret-0123456789abcdef",
    RATE_LIMIT_PER_MINUTE: "100000000",
  };
  let dropDatabase = async () => {};
  let resendsByMessageId = async (): Promise<Map<string, number>> => new Map();
  if (args.db === "postgres") {
    const name = `crash_mail_${Date.now()}`;
    const admin = new pg.Client({ connectionString: args["database-url"] });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(args["database-url"]!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    resendsByMessageId = async () => {
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      try {
        return resendMap((await c.query("select message_id, resends from mail_log where message_id is not null")).rows);
      } finally {
        await c.end();
      }
    };
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: args["database-url"] });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = join(dataDir, "pglite");
    // Read after the server stopped: one process at a time on the embedded database.
    resendsByMessageId = async () => {
      const db = await openPglite({ dir: env.PGLITE_DIR });
      try {
        return resendMap((await db.executeSql("select message_id, resends from mail_log where message_id is not null", [])).rows as never);
      } finally {
        await db.close();
      }
    };
  }

  const start = () => spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "inherit", "inherit"] });
  let server: ChildProcess = start();
  const report: Record<string, unknown> = { database: args.db };
  try {
    await waitReady(`${BASE}/readyz`);
    const token = await logIn();
    const acked: Acked[] = [];
    const errors = new Map<string, number>();
    let next = 0;
    let killed = false;
    const killedAt = { acked: 0, ms: 0 };
    const t0 = Date.now();

    const worker = async () => {
      while (!killed) {
        const i = next++;
        try {
          const placed = await placeOrder(token, i);
          // An answer that arrived is an acknowledgement, even when the kill followed right after it.
          acked.push(placed);
        } catch (err) {
          const key = killed ? "after kill" : (err as Error).message.slice(0, 80);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
        if (!killed && acked.length >= Number(args["kill-after"])) {
          killed = true;
          killedAt.acked = acked.length;
          killedAt.ms = Date.now() - t0;
          server.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: Number(args.concurrency) }, worker));
    await new Promise<void>((resolve) =>
      server.exitCode !== null || server.signalCode ? resolve() : server.once("exit", () => resolve()),
    );
    const mailsAtKill = smtp.mails.length;

    const restartAt = Date.now();
    server = start();
    await waitReady(`${BASE}/readyz`);
    const readyMs = Date.now() - restartAt;

    const expected = acked.flatMap((a) => [
      orderMessageId(a.orderId, "order-confirmation"),
      orderMessageId(a.orderId, "order-dealer-notification"),
    ]);
    const missing = () => expected.filter((id) => !smtp.mails.some((m) => m.messageId === id));
    while (missing().length > 0 && Date.now() - restartAt < readyMs + DEADLINE_MS) await new Promise((r) => setTimeout(r, 250));
    const allDeliveredMs = missing().length === 0 ? Date.now() - restartAt : null;
    // Give late duplicates a moment to show up before counting them.
    await new Promise((r) => setTimeout(r, 3000));

    const perId = new Map<string, number>();
    for (const m of smtp.mails) perId.set(m.messageId, (perId.get(m.messageId) ?? 0) + 1);
    const lost = missing();
    await stop(server);
    const resends = await resendsByMessageId();
    // Every copy beyond the first must be a counted resend after an attempt that died mid-send.
    const unexplained = [...perId].filter(([id, n]) => n - 1 > (resends.get(id) ?? 0));
    Object.assign(report, {
      ordersAcknowledged: acked.length,
      requestsStarted: next,
      killedAfterMs: killedAt.ms,
      mailsBeforeKill: mailsAtKill,
      mailsExpected: expected.length,
      mailsDeliveredForAcknowledged: expected.length - lost.length,
      mailsMissing: lost.length,
      mailsReceivedTotal: smtp.mails.length,
      // Orders committed whose answer the kill swallowed also get their mails.
      distinctMessageIds: perId.size,
      duplicatesByMessageId: [...perId.values()].filter((n) => n > 1).reduce((s, n) => s + n - 1, 0),
      resendsInMailLog: [...resends.values()].reduce((s, n) => s + n, 0),
      duplicatesNotResends: unexplained.length,
      duplicatesNotResendsSample: unexplained.slice(0, 5).map(([id]) => id),
      restartReadyMs: readyMs,
      allDeliveredMsAfterRestart: allDeliveredMs,
      requestErrors: Object.fromEntries(errors),
      missingSample: lost.slice(0, 5),
    });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = lost.length === 0 && unexplained.length === 0 ? 0 : 1;
  } finally {
    await stop(server);
    await smtp.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** SIGTERM (graceful: running mail jobs finish), SIGKILL if it has not ended after 30 s. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode) return;
  const ended = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 30_000);
  await ended;
  clearTimeout(timer);
}

function resendMap(rows: { message_id: string; resends: number }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.message_id, Number(r.resends)]));
}

// biome-ignore lint/suspicious/noExplicitAny: the check reads a few fields of several answers.
async function api(path: string, token: string | null, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function logIn(): Promise<string> {
  const res = await api("/api/account/jwt/anmelden", null, { UserName: "kunde@example.com", Password: "Heizoel-Demo-1" });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.token;
}

/** One whole checkout; a distinct amount per order gives each its own checkout. */
async function placeOrder(token: string, i: number): Promise<Acked> {
  const config = {
    ZipCode: "80331",
    Amount: 500 + (i % 31000),
    Stations: 1,
    Product: { Id: 1, ClimateNeutral: false },
    Parameters: [{ Id: 5 }, { Id: 24 }, { Id: 2 }, { Id: 11 }, { Id: 9 }],
    AppointmentPlus: false,
    CountryId: 1,
    ProductGroupId: 1,
  };
  const step = async (path: string, body: unknown) => {
    const r = await api(path, token, body);
    if (r.status >= 300) throw new Error(`${path} ${r.status} ${r.json?.code ?? ""}`);
    return r.json;
  };
  const offer = (await step("/api/kalkulation/berechnen", config)).Items[0];
  const checkout = await step("/api/order-process/checkout/start", { ...config, DealerId: offer.DealerId, BranchId: offer.Id });
  const address = {
    Title1: "Frau",
    Title2: "",
    FirstName: "Erika",
    LastName: "Mustermann",
    CompanyName: "",
    Street: "Marienplatz",
    HouseNumber: "8",
    ZipCode: "80331",
    City: "München",
    Phone: "089 123456",
  };
  const saved = await step("/api/order-process/address/save", { CheckoutId: checkout.CheckoutId, DeliveryAddress: address });
  const sepa = saved.PaymentData.Kind.includes("sepa")
    ? { Iban: "DE89 3704 0044 0532 0130 00", AccountHolder: "Erika Mustermann", MandateAccepted: true }
    : {};
  await step("/api/order-process/payment/save", {
    CheckoutId: checkout.CheckoutId,
    PaymentId: saved.PaymentData.PaymentId,
    IsRatenkaufPayment: saved.IsRatenkaufPayment,
    PaymentModifier: saved.PaymentData.PaymentModifier,
    ...sepa,
  });
  const placed = await api("/api/order-process/order/place", token, {
    CheckoutId: checkout.CheckoutId,
    IdempotencyKey: `crash-${i}-${Date.now()}`,
    ExpectedTotalPrice: offer.TotalPrice,
    Comment: "",
  });
  if (placed.status !== 201 && placed.status !== 200) throw new Error(`place ${placed.status} ${placed.json?.code ?? ""}`);
  return { orderId: placed.json.OrderId, orderNumber: placed.json.OrderNumber };
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
