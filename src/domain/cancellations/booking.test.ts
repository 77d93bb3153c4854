import { describe, expect, it } from "vitest";
import { markSaved, setBookingMode, toggleBooked } from "./booking.ts";
import type { BookingMode } from "./cancellations.schemas.ts";
import { order } from "./fixtures.test-helpers.ts";

describe("toggling booked state marks the order dirty", () => {
  it.each([
    // isBooked before, isDirty before → isBooked after
    [false, false, true],
    [true, false, false],
    [false, true, true],
    [true, true, false],
  ])("gebucht %s (geändert %s) → gebucht %s, geändert", (isBooked, isDirty, after) => {
    const next = toggleBooked(order({ isBooked, isDirty }));
    expect(next).toMatchObject({ isBooked: after, isDirty: true });
  });

  it("toggling twice is back to the old state but still dirty (the spec marks, it does not compare)", () => {
    expect(toggleBooked(toggleBooked(order()))).toMatchObject({ isBooked: false, isDirty: true });
  });
});

describe("toggling booking mode marks the order dirty", () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
    [1, 1],
  ] as const)("Buchungsart %i → %i, geändert, gebucht unverändert", (from, to) => {
    const next = setBookingMode(order({ bookedAs: from, isBooked: true }), to as BookingMode);
    expect(next).toMatchObject({ bookedAs: to, isDirty: true, isBooked: true });
  });
});

describe("after saving, the saved rows are clean", () => {
  it.each([
    [[1, 2], [1, 2], []],
    [[1, 2], [1], [2]],
    [[], [1], []],
  ])("dirty %j, saved %j → still dirty %j", (dirty, saved, still) => {
    const rows = [1, 2, 3].map((orderId) => order({ orderId, isDirty: dirty.includes(orderId) }));
    expect(
      markSaved(rows, saved)
        .filter((o) => o.isDirty)
        .map((o) => o.orderId),
    ).toEqual(still);
  });
});
