import { describe, expect, it } from "vitest";
import { defaultCalculatorConfig } from "./calculator-config.ts";
import {
  resetToDefault,
  selectedIn,
  selectOption,
  toggleAppointmentPlus,
  toggleClimateNeutral,
  toggleProductUpselling,
} from "./calculator-state.ts";

const de = () => ({ ...defaultCalculatorConfig(1), ZipCode: "80331" });

describe("§4 calculator state", () => {
  it("selecting an option is exclusive within its group", () => {
    const c = selectOption(selectOption(de(), { Id: 31 }), { Id: 1 });
    expect(c.Parameters.filter((p) => [5, 1, 31].includes(p.Id))).toEqual([{ Id: 1 }]);
    expect(selectedIn(c, "Delivery")).toEqual({ Id: 1 });
    expect(c.Parameters.map((p) => p.Id)).toEqual(expect.arrayContaining([24, -2, 11, 9]));
  });

  it("payment, installment and wallet are one choice", () => {
    const c = selectOption(de(), { Id: 23, Modifier: 12 });
    expect(c.Parameters.find((p) => p.Id === -2)).toBeUndefined();
    expect(selectedIn(c, "Installment")).toEqual({ Id: 23, Modifier: 12 });
    const back = selectOption(c, { Id: 3 });
    expect(back.Parameters.find((p) => p.Id === 23)).toBeUndefined();
  });

  it("a desired date travels with option 12", () => {
    expect(selectedIn(selectOption(de(), { Id: 12, DesiredDate: "2026-12-01" }), "DesiredDate")).toEqual({
      Id: 12,
      DesiredDate: "2026-12-01",
    });
  });

  it("reset to default: first product, station 1, no climate, first option per group", () => {
    const changed = {
      ...selectOption(de(), { Id: 31 }),
      Stations: 3,
      Product: { Id: 2, ClimateNeutral: true },
      Cn: true,
      AppointmentPlus: true,
      Ap: true,
    };
    const reset = resetToDefault(changed);
    expect(reset.Product).toEqual({ Id: 1, ClimateNeutral: false });
    expect(reset.Stations).toBe(1);
    expect(reset.Parameters.map((p) => p.Id)).toEqual([5, 24, -2, 11, 9]);
    expect([reset.AppointmentPlus, reset.Cn, reset.ZipCode]).toEqual([false, false, "80331"]);
  });

  it("toggling climate switches between normal and upselling entry", () => {
    const on = toggleClimateNeutral(de());
    expect([on.Cn, on.Product.ClimateNeutral]).toEqual([true, true]);
    expect(toggleClimateNeutral(on).Product.ClimateNeutral).toBe(false);
  });

  it("toggling the product switches to Premium and back", () => {
    const premium = toggleProductUpselling(de());
    expect(premium.Product.Id).toBe(2);
    expect(toggleProductUpselling(premium).Product.Id).toBe(1);
  });

  it("appointment plus toggles", () => {
    const on = toggleAppointmentPlus(de());
    expect([on.AppointmentPlus, on.Ap]).toEqual([true, true]);
    expect(toggleAppointmentPlus(on).AppointmentPlus).toBe(false);
  });

  it("defaults follow the product group", () => {
    const pellets = defaultCalculatorConfig(1, 3);
    expect([pellets.Amount, pellets.Product.Id]).toEqual([6000, 16]);
    expect(pellets.Parameters.map((p) => p.Id)).toEqual([5, 24, -2, 11, 26]);
    expect(defaultCalculatorConfig(3, 2).Product.Id).toBe(14);
  });
});
