/**
 * Spec §4 "Calculator" state rules for the settings panel: exclusive selection per group, reset to
 * default, the upselling toggles, and appointment plus as the only toggle.
 */
import { defaultParameterIds, optionById, PAYMENT_FAMILY, type GroupKey } from "./calculator-options.ts";
import type { CalculatorConfig, CalculatorParameter } from "./calculator-config.ts";
import { productsOf } from "../shared/catalog.ts";

function familyOf(key: GroupKey): readonly GroupKey[] {
  return PAYMENT_FAMILY.includes(key) ? PAYMENT_FAMILY : [key];
}

/** Selecting an option sets it exclusively within its group (payment, installment and wallet are one group). */
export function selectOption(config: CalculatorConfig, param: CalculatorParameter): CalculatorConfig {
  const option = optionById(param.Id);
  if (!option) return config;
  const family = familyOf(option.GroupKey);
  const others = config.Parameters.filter((p) => {
    const o = optionById(p.Id);
    return !o || !family.includes(o.GroupKey);
  });
  const next: CalculatorParameter = { Id: param.Id };
  if (param.Modifier != null) next.Modifier = param.Modifier;
  if (param.DesiredDate) next.DesiredDate = param.DesiredDate;
  return { ...config, Parameters: [...others, next] };
}

export function selectedIn(config: CalculatorConfig, group: GroupKey): CalculatorParameter | undefined {
  return config.Parameters.find((p) => optionById(p.Id)?.GroupKey === group);
}

/** Reset: non-upselling climate option, first product, station 1, first non-upselling option per group. */
export function resetToDefault(config: CalculatorConfig): CalculatorConfig {
  const first = productsOf(config.CountryId, config.ProductGroupId)[0];
  return {
    ...config,
    Product: { Id: first?.Id ?? config.Product.Id, ClimateNeutral: false },
    Cn: false,
    Stations: 1,
    Parameters: defaultParameterIds(config.ProductGroupId).map((Id) => ({ Id })),
    AppointmentPlus: false,
    Ap: false,
  };
}

/** Switches between the normal and the climate-neutral (upselling) entry. */
export function toggleClimateNeutral(config: CalculatorConfig): CalculatorConfig {
  const on = !config.Product.ClimateNeutral;
  return { ...config, Cn: on, Product: { ...config.Product, ClimateNeutral: on } };
}

/** Switches between the normal product and its upselling product (Premium). */
export function toggleProductUpselling(config: CalculatorConfig): CalculatorConfig {
  const list = productsOf(config.CountryId, config.ProductGroupId);
  const current = list.find((p) => p.Id === config.Product.Id);
  const target = current?.IsUpselling ? list.find((p) => !p.IsUpselling) : list.find((p) => p.IsUpselling);
  return target ? { ...config, Product: { ...config.Product, Id: target.Id } } : config;
}

/** Appointment plus is the only setting that toggles on and off. */
export function toggleAppointmentPlus(config: CalculatorConfig): CalculatorConfig {
  const on = !config.AppointmentPlus;
  return { ...config, AppointmentPlus: on, Ap: on };
}
