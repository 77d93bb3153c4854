import type { CalculatorConfig } from "../../../domain/calculator/calculator-config.ts";

// Spec §9: the calculator configuration is kept per country and product group.
const key = (countryCode: string, productGroupId: number) => `calculator-${countryCode}-${productGroupId}`;

export function loadStoredConfig(countryCode: string, productGroupId: number): Partial<CalculatorConfig> | null {
  try {
    const raw = localStorage.getItem(key(countryCode, productGroupId));
    return raw ? (JSON.parse(raw) as Partial<CalculatorConfig>) : null;
  } catch {
    return null;
  }
}

export function storeConfig(countryCode: string, config: CalculatorConfig) {
  try {
    localStorage.setItem(key(countryCode, config.ProductGroupId), JSON.stringify(config));
  } catch {
    // Storage blocked: the configuration travels in the URL anyway.
  }
}
