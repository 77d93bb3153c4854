import { describe, expect, it } from "vitest";
import { instantOfLocal, localOfInstant } from "./local-time.ts";

describe("wall-clock times of the sites", () => {
  it.each([
    ["2026-12-01T08:00", "2026-12-01T07:00:00.000Z"],
    ["2026-07-01T08:00", "2026-07-01T06:00:00.000Z"],
    ["2026-03-29T03:30", "2026-03-29T01:30:00.000Z"],
  ])("%s in Berlin is %s", (local, iso) => {
    expect(instantOfLocal(local)?.toISOString()).toBe(iso);
    expect(localOfInstant(new Date(iso))).toBe(local);
  });

  it.each(["", "2026-02-30T08:00", "2026-12-01 08:00", "2026-12-01T24:00", "morgen"])("%j is no time", (v) => {
    expect(instantOfLocal(v)).toBeNull();
  });
});
