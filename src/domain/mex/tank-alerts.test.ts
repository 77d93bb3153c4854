import { describe, expect, it } from "vitest";
import { nextAlerts, type TankAlertInput, type TankAlertKind } from "./tank-alerts.ts";

const state = (p: Partial<TankAlertInput> = {}): TankAlertInput => ({
  levelPercent: 60,
  batteryV: 3.5,
  status: "ok",
  orderBy: "2027-01-10",
  today: "2026-11-26",
  ...p,
});

describe("tank alerts raise once and clear only past the threshold (hysteresis)", () => {
  it.each<[string, Partial<TankAlertInput>, TankAlertKind[], TankAlertKind[], TankAlertKind[]]>([
    ["a full tank raises nothing", {}, [], [], []],
    ["a quarter full raises low-level", { levelPercent: 25 }, [], ["low-level"], []],
    ["low-level already open: not again", { levelPercent: 20 }, ["low-level"], [], []],
    ["26 to 29 % keeps low-level open (no flapping)", { levelPercent: 28 }, ["low-level"], [], []],
    ["30 % clears low-level", { levelPercent: 30 }, ["low-level"], [], ["low-level"]],
    ["a tenth raises almost-empty and not low-level as well", { levelPercent: 10 }, [], ["almost-empty"], []],
    ["almost-empty with low-level open", { levelPercent: 8 }, ["low-level"], ["almost-empty"], []],
    ["after a refill both clear", { levelPercent: 85 }, ["low-level", "almost-empty"], [], ["low-level", "almost-empty"]],
    ["the order-by day reached", { orderBy: "2026-11-26" }, [], ["order-by"], []],
    ["the order-by day moved ahead clears it", { orderBy: "2027-03-01" }, ["order-by"], [], ["order-by"]],
    ["battery below 2.9 V", { batteryV: 2.85 }, [], ["battery-low"], []],
    ["battery at 3.0 V keeps it open", { batteryV: 3.0 }, ["battery-low"], [], []],
    ["a new battery clears it", { batteryV: 3.6 }, ["battery-low"], [], ["battery-low"]],
    ["36 h without a reading", { status: "no-data" }, [], ["no-data"], []],
    ["a fresh reading clears no-data", { status: "ok" }, ["no-data"], [], ["no-data"]],
    ["unknown level raises no level alert", { levelPercent: null }, [], [], []],
  ])("%s", (_name, patch, open, raise, clear) => {
    expect(nextAlerts(state(patch), open)).toEqual({ raise, clear });
  });
});
