import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { LOGIN_LIMITS } from "./session-policy.ts";

// Every password check of the login goes through verifyPassword: count them.
const checks = vi.hoisted(() => ({ n: 0 }));
vi.mock("./passwords.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./passwords.ts")>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      checks.n += 1;
      return real.verifyPassword(...args);
    },
  };
});

// The workers keep one module graph across files (decision 0054): an app imported by an earlier file was
// bound to the real passwords.ts, so this file imports the app afresh, and leaves a fresh graph behind.
vi.resetModules();
const { withTestApp } = await import("../../../../tests/setup/test-app.ts");
const { clientAddress, createCustomer, PASSWORD } = await import("./account.test-helpers.ts");
afterAll(() => {
  vi.resetModules();
});

describe.each(testDatabases())("login attempts are counted before the password is checked (decision 0010) on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "1000" });
  const attempt = (email: string, password: string, address: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/account/jwt/anmelden",
      headers: { "x-forwarded-for": address },
      payload: { UserName: email, Password: password },
    });

  it("60 parallel wrong passwords from one address: at most 5 password checks, the rest 429", async () => {
    const user = await createCustomer(ctx.database.db);
    const from = clientAddress();
    checks.n = 0;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(user.email, `falsch-${i}`, from)));
    expect(checks.n).toBeLessThanOrEqual(LOGIN_LIMITS.pair);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(checks.n);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - checks.n);
    // The owner, from elsewhere, still gets in.
    expect((await attempt(user.email, PASSWORD, clientAddress())).statusCode).toBe(200);
  }, 60_000);

  it("60 parallel wrong passwords from 60 addresses: at most the account's ceiling of password checks", async () => {
    const user = await createCustomer(ctx.database.db);
    checks.n = 0;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(user.email, `falsch-${i}`, clientAddress())));
    expect(checks.n).toBeLessThanOrEqual(LOGIN_LIMITS.account);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - checks.n);
  }, 120_000);
});
