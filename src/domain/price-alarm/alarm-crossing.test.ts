import { describe, expect, it } from "vitest";
import { nextAlarmState, type AlarmZone } from "./alarm-crossing.ts";

const targets = { below: 9500, above: 11000 };

describe("price alarm crossings (decision 0029)", () => {
  it.each<[AlarmZone | null, number, AlarmZone, "below" | "above" | null]>([
    // The first check records the zone without a mail.
    [null, 9000, "below", null],
    [null, 10000, "between", null],
    [null, 12000, "above", null],
    // Crossing into a zone mails once.
    ["between", 9500, "below", "below"],
    ["between", 9499, "below", "below"],
    ["between", 11000, "above", "above"],
    ["above", 9400, "below", "below"],
    // Staying, or falling further, does not.
    ["below", 9000, "below", null],
    ["below", 8000, "below", null],
    // Hysteresis: back over the target by less than 1 % stays "below" (no re-arm, no second mail later).
    ["below", 9595, "below", null],
    ["below", 9596, "between", null],
    ["above", 10890, "above", null],
    ["above", 10889, "between", null],
    ["between", 10000, "between", null],
  ])("last %s, price %i → %s, mails %s", (last, price, zone, crossed) => {
    expect(nextAlarmState(last, price, targets)).toEqual({ zone, crossed });
  });

  it("without a rise target nothing is ever above", () => {
    expect(nextAlarmState("between", 99_999, { below: 9500, above: null })).toEqual({ zone: "between", crossed: null });
  });

  it("a wobbling price around the target mails once, and again only after it left the zone by 1 %", () => {
    let zone: AlarmZone | null = null;
    const mails: number[] = [];
    for (const price of [10000, 9490, 9520, 9480, 9550, 9470, 9700, 9450]) {
      const next = nextAlarmState(zone, price, targets);
      if (next.crossed) mails.push(price);
      zone = next.zone;
    }
    expect(mails).toEqual([9490, 9450]);
  });
});
