import { describe, expect, it } from "vitest";
import { visitorSeed } from "./visitor-seed.ts";

describe("§4 visitor seed", () => {
  it("is stable for the same user agent and address", () => {
    expect(visitorSeed("Mozilla/5.0", "203.0.113.7")).toBe(visitorSeed("Mozilla/5.0", "203.0.113.7"));
  });
  it("differs between visitors", () => {
    expect(visitorSeed("Mozilla/5.0", "203.0.113.7")).not.toBe(visitorSeed("Mozilla/5.0", "203.0.113.8"));
  });
  it("is a signed 32-bit integer", () => {
    const s = visitorSeed("x".repeat(1000), "::1");
    expect(Number.isInteger(s)).toBe(true);
    expect(s).toBeGreaterThanOrEqual(-(2 ** 31));
    expect(s).toBeLessThan(2 ** 31);
  });
});
