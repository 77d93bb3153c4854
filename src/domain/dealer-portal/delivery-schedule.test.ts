import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../orders/order-states.ts";
import { deliveryGroup, groupDeliveries, suggestedWindow, weekEnd } from "./delivery-schedule.ts";

describe("weekEnd: the Sunday of today's week (Monday to Sunday)", () => {
  it.each([
    ["2026-11-23", "2026-11-29"], // Monday
    ["2026-11-26", "2026-11-29"], // Thursday
    ["2026-11-29", "2026-11-29"], // Sunday
    ["2026-12-28", "2027-01-03"], // over the new year
    ["2028-02-28", "2028-03-05"], // leap year
  ])("%s → %s", (today, sunday) => {
    expect(weekEnd(today)).toBe(sunday);
  });
});

describe("deliveryGroup: where a delivery belongs on the deliveries page (today Thursday 2026-11-26)", () => {
  const today = "2026-11-26";
  it.each([
    // status, from, to, group
    ["confirmed", "2026-11-20", "2026-11-25", "overdue"],
    ["out_for_delivery", "2026-11-24", "2026-11-25", "overdue"],
    ["confirmed", "2026-11-26", "2026-11-26", "today"],
    ["confirmed", "2026-11-24", "2026-11-27", "today"],
    ["out_for_delivery", "2026-11-28", "2026-11-30", "week"],
    ["confirmed", "2026-11-29", "2026-11-29", "week"],
    ["confirmed", "2026-11-30", "2026-12-02", "later"],
    ["confirmed", null, null, "today"],
    ["awaiting_consent", "2026-11-20", "2026-11-22", "consent"],
    ["placed", null, null, null],
    ["delivered", "2026-11-26", "2026-11-26", null],
  ] as const)("%s %s–%s → %s", (status, from, to, group) => {
    expect(deliveryGroup({ Status: status as OrderStatus, DeliveryFrom: from, DeliveryTo: to }, today)).toBe(group);
  });

  it("groups keep the page's order, empty groups are left out", () => {
    const o = (id: number, Status: OrderStatus, DeliveryFrom: string, DeliveryTo: string) => ({ id, Status, DeliveryFrom, DeliveryTo });
    const groups = groupDeliveries(
      [
        o(1, "confirmed", "2026-12-01", "2026-12-03"),
        o(2, "confirmed", "2026-11-26", "2026-11-26"),
        o(3, "confirmed", "2026-11-10", "2026-11-12"),
        o(4, "out_for_delivery", "2026-11-26", "2026-11-27"),
      ],
      today,
    );
    expect(groups.map((g) => [g.label, g.orders.map((x) => x.id)])).toEqual([
      ["Überfällig", [3]],
      ["Heute", [2, 4]],
      ["Später", [1]],
    ]);
  });
});

describe("suggestedWindow: what the confirm form proposes (today 2026-11-26)", () => {
  it.each([
    [null, 5, { from: "2026-11-27", to: "2026-12-01" }],
    [null, 0, { from: "2026-11-27", to: "2026-11-27" }],
    [null, 40, { from: "2026-11-27", to: "2026-12-17" }],
    ["2026-12-03", 5, { from: "2026-12-03", to: "2026-12-03" }],
    ["2026-11-26", 5, { from: "2026-11-27", to: "2026-12-01" }],
    ["2026-11-20", 3, { from: "2026-11-27", to: "2026-11-29" }],
  ] as const)("desired %s, lead time %i days → %j", (desired, lead, window) => {
    expect(suggestedWindow({ DesiredDate: desired, LeadTimeDays: lead }, "2026-11-26")).toEqual(window);
  });
});
