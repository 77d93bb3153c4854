import { describe, expect, it } from "vitest";
import { csrfKey, csrfTokenFits, newCsrfToken } from "./csrf-token.ts";

describe("CSRF tokens bound to the session (decision 0036)", () => {
  const key = csrfKey(new TextEncoder().encode("x".repeat(40)));
  const SID = "5b6f4f0e-6b1f-4c39-9a8e-0d6c2c1b7a11";
  const OTHER = "9d1c8a52-3f6e-4b0a-8c7d-2e4f6a8b0c13";
  const otherKey = csrfKey(new TextEncoder().encode("y".repeat(40)));

  it("fit the session they were issued for, and no other", () => {
    const token = newCsrfToken(key, SID);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{32}$/);
    expect(csrfTokenFits(key, token, SID)).toBe(true);
    expect(csrfTokenFits(key, token, OTHER)).toBe(false);
    expect(csrfTokenFits(key, token, null)).toBe(false);
    expect(csrfTokenFits(otherKey, token, SID)).toBe(false);
  });

  it.each([undefined, "", "abc", "a".repeat(43), `${"a".repeat(24)}.${"b".repeat(32)}`, `${newCsrfToken(key, SID)}x`])(
    "refuse a planted or malformed value %j",
    (value) => {
      expect(csrfTokenFits(key, value, SID)).toBe(false);
    },
  );
});
