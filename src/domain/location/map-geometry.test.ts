import { describe, expect, it } from "vitest";
import { boundsOf, clipLine, clipRing, decodeDeltas, encodeDeltas, simplifyLine, svgPath, thinLine } from "./map-geometry.ts";

const box = { x0: 0, y0: 0, x1: 10, y1: 10 };

describe("map geometry (decision 0048)", () => {
  it("simplifies a line: points closer than the tolerance to their neighbours' line go, corners and ends stay", () => {
    expect(simplifyLine([0, 0, 1, 0.05, 2, -0.05, 3, 0, 3, 3], 0.1)).toEqual([0, 0, 3, 0, 3, 3]);
    expect(simplifyLine([0, 0, 1, 0.5, 2, 0], 0.1)).toEqual([0, 0, 1, 0.5, 2, 0]);
  });

  it("thins a line to a minimum step, keeping its last point", () => {
    expect(thinLine([0, 0, 0.1, 0, 0.2, 0, 1, 0, 1.05, 0], 0.5)).toEqual([0, 0, 1, 0, 1.05, 0]);
  });

  it("cuts a ring to the rectangle along its edges", () => {
    // A square sticking out to the right: what is left is the part inside, closed along x = 10.
    expect(clipRing([5, 2, 15, 2, 15, 8, 5, 8], box)).toEqual([5, 2, 10, 2, 10, 8, 5, 8]);
    expect(clipRing([20, 20, 30, 20, 30, 30], box)).toEqual([]);
    expect(clipRing([1, 1, 2, 1, 2, 2], box)).toEqual([1, 1, 2, 1, 2, 2]);
  });

  it("cuts a line into the parts inside the rectangle", () => {
    expect(clipLine([-5, 5, 5, 5, 15, 5], box)).toEqual([[0, 5, 5, 5, 10, 5]]);
    // Out and back in: two parts.
    expect(clipLine([5, 5, 5, 15, 8, 15, 8, 5], box)).toEqual([
      [5, 5, 5, 10],
      [8, 10, 8, 5],
    ]);
    expect(clipLine([20, 0, 30, 0], box)).toEqual([]);
  });

  it("stores coordinates as whole differences and reads them back", () => {
    const flat = [11.5754, 48.1374, 11.5761, 48.1369, 11.6, 48.2];
    const deltas = encodeDeltas(flat, 10_000);
    expect(deltas).toEqual([115754, 481374, 7, -5, 239, 631]);
    expect(decodeDeltas(deltas, 10_000)).toEqual(flat);
  });

  it("boxes and SVG paths", () => {
    expect(boundsOf([3, 4, -1, 9, 2, 0])).toEqual({ x0: -1, y0: 0, x1: 3, y1: 9 });
    expect(svgPath([0.04, 1.26, 2, -3.33], false)).toBe("M0 1.3L2 -3.3");
    expect(svgPath([0, 0, 1, 0, 1, 1], true)).toBe("M0 0L1 0L1 1Z");
    expect(svgPath([1, 1], true)).toBe("");
  });
});
