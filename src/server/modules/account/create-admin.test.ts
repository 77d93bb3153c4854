import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { openPglite, type Database } from "../../../db/client.ts";
import { refreshTokens, users } from "../../../db/schema/accounts.ts";
import { findUserById, insertRefreshToken } from "./account.repo.ts";
import { createCustomer } from "./account.test-helpers.ts";
import { createOrPromoteAdmin } from "./create-admin.ts";
import { verifyPassword } from "./passwords.ts";

const STRONG = "Lange-Admin-Phrase-7";

describe.each(testDatabases())("npm run admin:create, core (decision 0010) on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("creates an ADMIN account with a scrypt hash of the typed password", async () => {
    const result = await createOrPromoteAdmin(database.db, { email: " Chefin@Firma.example ", password: STRONG, repeat: STRONG });
    expect(result).toMatchObject({ ok: true, created: true });
    const user = (await findUserById(database.db, (result as { userId: number }).userId))!;
    expect(user).toMatchObject({ email: "chefin@firma.example", roles: ["ADMIN"], isGuest: false });
    expect(user.emailConfirmedAt).not.toBeNull();
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(STRONG, user.passwordHash)).toBe(true);
  });

  it("promotes an existing customer, sets the typed password and ends the customer's sessions", async () => {
    const customer = await createCustomer(database.db);
    await insertRefreshToken(database.db, {
      userId: customer.id,
      tokenHash: `h-${Math.random()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const result = await createOrPromoteAdmin(database.db, { email: customer.email, password: STRONG, repeat: STRONG });
    expect(result).toEqual({ ok: true, userId: customer.id, created: false });
    const user = (await findUserById(database.db, customer.id))!;
    expect(user.roles).toEqual(["ADMIN"]);
    expect(await verifyPassword(STRONG, user.passwordHash)).toBe(true);
    const open = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, customer.id));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it("refuses a bad address, a weak or short password and two different passwords (German messages)", async () => {
    const refuse = (email: string, password: string, repeat = password) => createOrPromoteAdmin(database.db, { email, password, repeat });
    expect(await refuse("keine-adresse", STRONG)).toEqual({ ok: false, message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
    expect(await refuse("a@firma.example", "nurbuchstabenlang")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Ziffer oder ein Sonderzeichen/),
    });
    expect(await refuse("a@firma.example", "Kurz-12345")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/mindestens 12 Zeichen/),
    });
    expect(await refuse("a@firma.example", STRONG, `${STRONG}x`)).toEqual({
      ok: false,
      message: "Die beiden Kennwörter stimmen nicht überein.",
    });
    expect(await database.db.select().from(users).where(eq(users.email, "a@firma.example"))).toEqual([]);
  });
});

describe("npm run admin:create, the script reading a pipe", () => {
  const dir = mkdtempSync(join(tmpdir(), "admin-create-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("creates the admin in the configured embedded database and never prints the password", async () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts"], {
      input: `admin@firma.example\n${STRONG}\n${STRONG}\n`,
      env: { PATH: process.env.PATH, NODE_ENV: "production", PGLITE_DIR: join(dir, "pglite") },
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(run.stderr).not.toContain("Error");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Administrator admin@firma.example angelegt");
    expect(run.stdout + run.stderr).not.toContain(STRONG);
    const database = await openPglite({ dir: join(dir, "pglite") });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.email, "admin@firma.example"));
      expect(admin.roles).toEqual(["ADMIN"]);
      expect(await verifyPassword(STRONG, admin.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
