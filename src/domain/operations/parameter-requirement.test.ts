import { describe, expect, it } from "vitest";
import type { CalculatorInit } from "../calculator/calculator-init.types.ts";
import { groupRequirement, parameterMatrix } from "./parameter-requirement.ts";

const param = (Id: number, Selected: boolean) => ({
  Id,
  Key: `K${Id}`,
  DisplayName: `Option ${Id}`,
  ShortName: "",
  Name: "",
  Selected,
  Modifier: null,
  Modifiers: null,
  DesiredDate: null,
  IsUpselling: false,
  HasSubItems: false,
  UseIcon: false,
});
const init = (groups: [string, ReturnType<typeof param>[]][]): CalculatorInit => ({
  Groups: groups.map(([Key, Parameters], i) => ({ Key, Id: i + 1, Parameters })),
  Products: [],
  ClimateNeutralList: [],
  StationList: [],
  ProductId: null,
  UpsellingItems: [],
  AmountRules: { Min: 1, Max: 2, Default: 1, Unit: "l", Basis: "100 l" },
});

describe("parameter requirement (decision 0032)", () => {
  it.each([
    [undefined, "none"],
    [{ Key: "Payment", Id: 2, Parameters: [] }, "none"],
    [{ Key: "Payment", Id: 2, Parameters: [param(-2, true), param(2, false)] }, "required"],
    [{ Key: "Installment", Id: 5, Parameters: [param(23, false)] }, "optional"],
  ])("a group %j is %s", (group, requirement) => {
    expect(groupRequirement(group)).toBe(requirement);
  });

  it("one row per option across the product groups: default, offered or not offered", () => {
    const matrix = parameterMatrix([
      {
        productGroupId: 1,
        init: init([
          ["Delivery", [param(5, true), param(1, false)]],
          ["HoseLength", [param(9, true)]],
        ]),
      },
      {
        productGroupId: 3,
        init: init([
          ["Delivery", [param(5, true)]],
          ["BlowInHoseLength", [param(26, true)]],
        ]),
      },
    ]);
    expect(matrix.groups.map((g) => g.key)).toEqual(["Delivery", "HoseLength", "BlowInHoseLength"]);
    const delivery = matrix.groups[0];
    expect(delivery.requirement).toEqual([
      { productGroupId: 1, requirement: "required" },
      { productGroupId: 3, requirement: "required" },
    ]);
    expect(delivery.parameters.map((p) => [p.id, p.states.map((s) => s.state)])).toEqual([
      [5, ["default", "default"]],
      [1, ["offered", "none"]],
    ]);
    expect(matrix.groups[2].requirement.map((r) => r.requirement)).toEqual(["none", "required"]);
  });
});
