import { describe, expect, it } from "vitest";
import { newOpaqueId, newSecret, readableReference } from "./ids.ts";

describe("ids (decision 0016)", () => {
  it("opaque ids and secrets are URL-safe, of fixed length and never repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, newOpaqueId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("a readable reference has the prefix and only characters that cannot be confused", () => {
    const ref = readableReference("HM-M-", 10);
    expect(ref).toMatch(/^HM-M-[A-HJ-NP-Z2-9]{10}$/);
  });
});
