import { describe, expect, it } from "vitest";
import { scheduleText } from "./schedule-text.ts";

describe("a queue's schedule in words (decision 0050)", () => {
  it.each([
    ["0 * * * *", "stündlich, zur vollen Stunde"],
    ["5 * * * *", "stündlich, um :05"],
    ["30 3 * * *", "täglich um 03:30 Uhr (Europe/Berlin)"],
    ["*/15 * * * *", "*/15 * * * * (Europe/Berlin)"],
    ["0 3 * * 1", "0 3 * * 1 (Europe/Berlin)"],
    ["61 * * * *", "61 * * * * (Europe/Berlin)"],
  ])("%s → %s", (cron, text) => {
    expect(scheduleText(cron, "Europe/Berlin")).toBe(text);
  });
});
