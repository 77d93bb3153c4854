import { describe, expect, it } from "vitest";
import { isNewAccount, withinEditWindow } from "./write-rules.ts";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-10T12:00:00Z");

describe("the community's write rules (decision 0069)", () => {
  it.each([
    ["2026-03-10T11:45:00Z", true],
    ["2026-03-10T11:44:59Z", false],
    ["2026-03-10T12:00:00Z", true],
  ])("written %s: editable at 12:00 → %s (15 minutes)", (created, ok) => {
    expect(withinEditWindow(at(created), NOW)).toBe(ok);
  });

  it.each([
    ["2026-03-03T12:00:01Z", true],
    ["2026-03-03T12:00:00Z", false],
    ["2025-01-01T00:00:00Z", false],
  ])("account created %s is new → %s (seven days)", (created, isNew) => {
    expect(isNewAccount(at(created), NOW)).toBe(isNew);
  });
});
