import { describe, expect, it } from "vitest";
import { csrfKey, csrfTokenFits, newCsrfToken } from "./csrf-token.ts";

describe("CSRF tokens bound to the session (decision 0036)", () => {
  const key = csrfKey(new TextEncoder().encode("x".repeat(40)));
  const otherKey = csrfKey(new TextEncoder().encode("y".repeat(40)));

  it("fit the session they were issued for, and no other", () => {
    const token = newCsrfToken(key, 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{32}$/);
    expect(csrfTokenFits(key, token, 42)).toBe(true);
    expect(csrfTokenFits(key, token, 43)).toBe(false);
    expect(csrfTokenFits(key, token, null)).toBe(false);
    expect(csrfTokenFits(otherKey, token, 42)).toBe(false);
  });

  it.each([undefined, "", "abc", "a".repeat(43), `${"a".repeat(24)}.${"b".repeat(32)}`, `${newCsrfToken(key, 42)}x`])("refuse a planted or malformed value %j", (value) => {
    expect(csrfTokenFits(key, value, 42)).toBe(false);
  });
});
