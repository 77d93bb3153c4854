import { describe, expect, it } from "vitest";
import { waitText } from "./wait-text.ts";

describe("the wait in a limit's message (decision 0058)", () => {
  it.each([
    { ms: 0, text: "in 1 Sekunde" },
    { ms: 400, text: "in 1 Sekunde" },
    { ms: 1_001, text: "in 2 Sekunden" },
    { ms: 59_000, text: "in 59 Sekunden" },
    { ms: 119_000, text: "in 119 Sekunden" },
    { ms: 120_000, text: "in 2 Minuten" },
    { ms: 121_000, text: "in 3 Minuten" },
    { ms: 3_540_000, text: "in 59 Minuten" },
  ])("$ms ms → $text", ({ ms, text }) => {
    expect(waitText(ms)).toBe(text);
  });
});
