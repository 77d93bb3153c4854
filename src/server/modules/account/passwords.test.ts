import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";

describe("password hashes (scrypt, decision 0008)", () => {
  it("are salted, self-describing and verify only the right password", async () => {
    const a = await hashPassword("Heizöl-Winter-1");
    const b = await hashPassword("Heizöl-Winter-1");
    expect(a).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Heizöl-Winter-1", a)).toBe(true);
    expect(await verifyPassword("heizöl-winter-1", a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it("compares Unicode passwords in one normal form", async () => {
    const composed = "Heiz\u00f6l-Winter-1";
    const decomposed = "Heizo\u0308l-Winter-1";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it("never matches a missing, unreadable or tampered hash", async () => {
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$N=4194304,r=8,p=1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5")).toBe(false);
  });

  it("verifies hashes with older (weaker) parameters and asks for a re-hash", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("alt-und-gut-1", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `scrypt$N=16384,r=8,p=1$${salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("alt-und-gut-1", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});
