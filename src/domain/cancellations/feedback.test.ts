import { describe, expect, it } from "vitest";
import { withFeedback } from "./feedback.ts";
import { order } from "./fixtures.test-helpers.ts";

describe("adding feedback sets feedback status 1 with reason and comment", () => {
  it.each([
    [{ status: 0, reason: null, comment: null }, "Preis zu hoch", "Kundin hat woanders bestellt."],
    [{ status: 1, reason: "Sonstiges", comment: "alt" }, "Lieferzeit zu lang", ""],
  ])("vorher %j → Grund %s, Kommentar %s", (before, reason, comment) => {
    const next = withFeedback(order({ feedback: before }), { reason, comment });
    expect(next.feedback).toEqual({ status: 1, reason, comment });
  });

  it("changes nothing else of the order", () => {
    const before = order({ isBooked: true, bookedAs: 2 });
    const { feedback: _f, ...rest } = withFeedback(before, { reason: "Sonstiges", comment: "x" });
    const { feedback: _g, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });
});
