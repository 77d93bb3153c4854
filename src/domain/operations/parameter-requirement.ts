/**
 * /support/parameter-requirement (decision 0032): which calculator options each product group
 * requires, offers or preselects in one country. Derived from the settings panel's own data (the
 * calculator's init answer per product group), so the table cannot drift from what customers see.
 */
import type { CalculatorInit } from "../calculator/calculator-init.types.ts";

/** required: one option always applies (a default is preselected); optional: an alternative the customer may pick; none: not offered. */
export type GroupRequirement = "required" | "optional" | "none";
/** default: preselected; offered: selectable; none: not offered for this product group. */
export type ParameterState = "default" | "offered" | "none";

export interface ParameterMatrix {
  groups: {
    key: string;
    requirement: { productGroupId: number; requirement: GroupRequirement }[];
    parameters: {
      id: number;
      key: string;
      displayName: string;
      isUpselling: boolean;
      states: { productGroupId: number; state: ParameterState }[];
    }[];
  }[];
}

export function groupRequirement(group: CalculatorInit["Groups"][number] | undefined): GroupRequirement {
  if (!group || group.Parameters.length === 0) return "none";
  return group.Parameters.some((p) => p.Selected) ? "required" : "optional";
}

/** Rows: option groups (in the panel's order) and their options; columns: the product groups given. */
export function parameterMatrix(inits: readonly { productGroupId: number; init: CalculatorInit }[]): ParameterMatrix {
  const groupKeys: string[] = [];
  const params = new Map<number, { id: number; key: string; displayName: string; isUpselling: boolean; groupKey: string }>();
  for (const { init } of inits)
    for (const g of init.Groups) {
      if (!groupKeys.includes(g.Key)) groupKeys.push(g.Key);
      for (const p of g.Parameters)
        if (!params.has(p.Id))
          params.set(p.Id, { id: p.Id, key: p.Key, displayName: p.DisplayName, isUpselling: p.IsUpselling, groupKey: g.Key });
    }
  return {
    groups: groupKeys.map((key) => ({
      key,
      requirement: inits.map(({ productGroupId, init }) => ({
        productGroupId,
        requirement: groupRequirement(init.Groups.find((g) => g.Key === key)),
      })),
      parameters: [...params.values()]
        .filter((p) => p.groupKey === key)
        .map(({ groupKey: _, ...p }) => ({
          ...p,
          states: inits.map(({ productGroupId, init }) => {
            const found = init.Groups.find((g) => g.Key === key)?.Parameters.find((x) => x.Id === p.id);
            return { productGroupId, state: (found ? (found.Selected ? "default" : "offered") : "none") as ParameterState };
          }),
        })),
    })),
  };
}

/** The option groups in the admin's words (the spec's keys stay visible beside them). */
export const OPTION_GROUP_LABELS: Readonly<Record<string, string>> = {
  Delivery: "Lieferung",
  Payment: "Zahlart",
  Installment: "Ratenzahlung",
  WalletPayment: "Online-Wallet",
  DesiredDate: "Liefertermin",
  TruckSize: "Tankwagen",
  HoseLength: "Schlauchlänge",
  BlowInHoseLength: "Einblasschlauch",
};

export const REQUIREMENT_LABELS: Readonly<Record<GroupRequirement, string>> = { required: "Pflicht", optional: "Wahl", none: "–" };
export const PARAMETER_STATE_LABELS: Readonly<Record<ParameterState, string>> = { default: "Standard", offered: "wählbar", none: "–" };
