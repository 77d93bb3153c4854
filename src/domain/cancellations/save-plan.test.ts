import { describe, expect, it } from "vitest";
import { order } from "./fixtures.test-helpers.ts";
import { dirtyOrders, planSave } from "./save-plan.ts";

const rows = (dirty: boolean[]) => dirty.map((isDirty, i) => order({ orderId: i + 1, isDirty }));

describe("saving sends only dirty orders", () => {
  it.each([
    [
      [true, false, true],
      [1, 3],
    ],
    [[false, false, true], [3]],
    [
      [true, true],
      [1, 2],
    ],
  ])("geändert %j → gesendet %j", (dirty, sent) => {
    expect(dirtyOrders(rows(dirty)).map((o) => o.orderId)).toEqual(sent);
    const plan = planSave(rows(dirty));
    expect(plan.status && plan.orders.map((o) => o.orderId)).toEqual(sent);
  });
});

describe("with none dirty the result is status false", () => {
  it.each([[[]], [[false]], [[false, false, false]]])("geändert %j → status false", (dirty) => {
    expect(planSave(rows(dirty))).toEqual({ status: false });
  });
});
