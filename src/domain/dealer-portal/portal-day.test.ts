import { describe, expect, it } from "vitest";
import { daysAgoText, mainProductId, priceListAgeDays, waitingHours, waitingText } from "./portal-day.ts";

describe("the overview's figures (decision 0048)", () => {
  it.each([
    [[4, 1, 16], 1],
    // The standard heating oil before Premium (upselling), whatever the order.
    [[2, 3], 3],
    [[5, 17, 16], 16],
    [[999], null],
    [[], null],
  ])("main product of %j → %s", (ids, main) => {
    expect(mainProductId(ids)).toBe(main);
  });

  it.each([
    // Valid from 23:30 UTC on 30 Nov is 1 Dec in Berlin: the branch's calendar day counts.
    ["2026-11-30T23:30:00Z", "2026-12-01", 0],
    ["2026-11-30T12:00:00Z", "2026-12-01", 1],
    ["2026-11-20T08:00:00Z", "2026-12-01", 11],
    // A list valid from later today (a file's valid_from) is not "minus" old.
    ["2026-12-02T08:00:00Z", "2026-12-01", 0],
  ])("list valid from %s, today %s → %i days", (from, today, days) => {
    expect(priceListAgeDays(from, today, "Europe/Berlin")).toBe(days);
  });

  it.each([
    [0, "heute"],
    [1, "gestern"],
    [5, "vor 5 Tagen"],
  ])("%i days → %s", (days, text) => {
    expect(daysAgoText(days)).toBe(text);
  });

  const now = "2026-12-01T12:00:00Z";
  it.each([
    ["2026-12-01T11:59:30Z", "seit gerade eben", 0],
    ["2026-12-01T11:59:00Z", "seit 1 Minute", 0],
    ["2026-12-01T11:15:00Z", "seit 45 Minuten", 0],
    ["2026-12-01T11:00:00Z", "seit 1 Stunde", 1],
    ["2026-11-30T12:00:01Z", "seit 23 Stunden", 23],
    ["2026-11-29T12:00:01Z", "seit 47 Stunden", 47],
    ["2026-11-29T12:00:00Z", "seit 2 Tagen", 48],
    ["2026-11-24T09:00:00Z", "seit 7 Tagen", 171],
  ])("placed %s → %s (%i h)", (created, text, hours) => {
    expect(waitingText(created, now)).toBe(text);
    expect(waitingHours(created, now)).toBe(hours);
  });
});
