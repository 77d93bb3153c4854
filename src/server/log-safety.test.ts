import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { testDatabases } from "../../tests/setup/test-database.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { redactText, safeError, statementName } from "./log-safety.ts";

const HASH = "scrypt$N=32768,r=8,p=1$XsULSSSa9WaaqqeHYVWzoQ==$9F9yIBt1PWqM65jFuHtchmjJUNMBSh2Z5sM0J9sRDH8=";
const IBAN = "DE89370400440532013000";
const SECRETS = [HASH, "XsULSSSa9WaaqqeHYVWzoQ", IBAN, "0532013000", "0440532", "kunde@example.com"];

describe("what of an error is logged (decision 0012)", () => {
  it("a failed query keeps its statement name and SQLSTATE, never its parameters", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${HASH}"`), {
      code: "22P02",
      severity: "ERROR",
      detail: `Key (email)=(kunde@example.com)`,
    });
    const err = Object.assign(
      new Error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: kunde@example.com,${HASH},${IBAN}`),
      {
        name: "DrizzleQueryError",
        query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
        params: ["kunde@example.com", HASH, IBAN],
        cause,
      },
    );
    const logged = JSON.stringify(safeError(err));
    for (const s of SECRETS) expect(logged).not.toContain(s);
    expect(safeError(err)).toMatchObject({ type: "DrizzleQueryError", sqlState: "22P02", statement: "insert users" });
    expect(JSON.stringify(safeError(cause))).not.toContain("kunde@example.com");
  });

  it("message strings are cut before the parameters; IBANs, hashes and addresses are masked", () => {
    expect(redactText(`Failed query: select 1\nparams: ${IBAN}`)).toBe("Failed query: select 1");
    expect(redactText(`konto DE89 3704 0044 0532 0130 00 von kunde@example.com, ${HASH}`)).toBe("konto DE89 •••• 3000 von …@…, scrypt$…");
    expect(statementName('update "addresses" set "first_name" = $1 where "addresses"."id" = $2')).toBe("update addresses");
    expect(statementName('select count(*)::int from "login_attempts" where "email" = $1')).toBe("select login_attempts");
  });
});

describe.each(testDatabases())("the log of a failing request on $name (decision 0012)", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await kind.open();
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database, logger: { level: "info", stream } });
    // A query that fails with the secrets as parameters: the driver's message quotes the first one.
    app.get("/test/failing-query", async () =>
      database.db.execute(sql`select ${HASH}::int as n, ${IBAN}::text as iban, ${"kunde@example.com"}::text`),
    );
    app.get("/test/failing-string", async () => {
      app.log.error({ err: `Failed query: select 1\nparams: ${IBAN},${HASH}` }, "mail failed");
      throw new Error(`could not send to kunde@example.com for ${IBAN}`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("a DB error with a password hash and an IBAN as parameters: the log has neither", async () => {
    const res = await app.inject({ method: "GET", url: "/test/failing-query" });
    expect(res.statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain('"sqlState":"22P02"');
    expect(log).toContain('"statement":"select"');
    expect(log).toContain('"route":"/test/failing-query"');
    for (const s of SECRETS) expect(log).not.toContain(s);
  });

  it("errors and message strings logged elsewhere pass the same serializer", async () => {
    lines.length = 0;
    expect((await app.inject({ method: "GET", url: "/test/failing-string" })).statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain("mail failed");
    expect(log).toContain("DE89 •••• 3000");
    for (const s of SECRETS) expect(log).not.toContain(s);
  });
});
