import { describe, expect, it } from "vitest";
import { guidelinesAccepted } from "./guidelines-rule.ts";

describe("spec §4: guidelines accepted only if an accepted version exists and the required one is unset or not higher", () => {
  it.each([
    { accepted: null, required: null, ok: false },
    { accepted: undefined, required: 1, ok: false },
    { accepted: null, required: 1, ok: false },
    { accepted: 1, required: null, ok: true },
    { accepted: 1, required: undefined, ok: true },
    { accepted: 1, required: 1, ok: true },
    { accepted: 2, required: 1, ok: true },
    { accepted: 1, required: 2, ok: false },
    { accepted: 0, required: 0, ok: true },
  ])("accepted $accepted, required $required → $ok", ({ accepted, required, ok }) => {
    expect(guidelinesAccepted(accepted, required)).toBe(ok);
  });
});
