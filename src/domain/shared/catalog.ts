/**
 * Products per country and the amount rules of each product group (issue "Marketplace core" §1).
 * Product ids: 1, 6 and 12 are the countries' default products (spec §3/§9).
 */
import { localeById } from "./countries.ts";
import { DEFAULT_AMOUNT, MAX_AMOUNT, MIN_AMOUNT } from "./spec-constants.ts";

export interface Product {
  Id: number;
  CountryId: number;
  ProductGroupId: number;
  DisplayName: string;
  ShortName: string;
  /** The better product offered as an upgrade (upselling type 10001). */
  IsUpselling: boolean;
}

export const PRODUCTS: readonly Product[] = [
  { Id: 1, CountryId: 1, ProductGroupId: 1, DisplayName: "Heizöl Standard schwefelarm", ShortName: "Standard", IsUpselling: false },
  { Id: 2, CountryId: 1, ProductGroupId: 1, DisplayName: "Heizöl Premium schwefelarm", ShortName: "Premium", IsUpselling: true },
  { Id: 3, CountryId: 1, ProductGroupId: 1, DisplayName: "Bio-Heizöl schwefelarm (B10)", ShortName: "Bio B10", IsUpselling: false },
  { Id: 4, CountryId: 1, ProductGroupId: 2, DisplayName: "Diesel (EN 590)", ShortName: "Diesel", IsUpselling: false },
  { Id: 5, CountryId: 1, ProductGroupId: 5, DisplayName: "AdBlue (ISO 22241)", ShortName: "AdBlue", IsUpselling: false },
  { Id: 16, CountryId: 1, ProductGroupId: 3, DisplayName: "Holzpellets ENplus A1 lose", ShortName: "Pellets lose", IsUpselling: false },
  {
    Id: 17,
    CountryId: 1,
    ProductGroupId: 4,
    DisplayName: "Holzpellets ENplus A1 Sackware (15 kg)",
    ShortName: "Pellets Sackware",
    IsUpselling: false,
  },
  { Id: 6, CountryId: 2, ProductGroupId: 1, DisplayName: "Heizöl extra leicht schwefelarm", ShortName: "Standard", IsUpselling: false },
  { Id: 7, CountryId: 2, ProductGroupId: 1, DisplayName: "Heizöl extra leicht Premium", ShortName: "Premium", IsUpselling: true },
  { Id: 8, CountryId: 2, ProductGroupId: 5, DisplayName: "AdBlue (ISO 22241)", ShortName: "AdBlue", IsUpselling: false },
  { Id: 9, CountryId: 2, ProductGroupId: 2, DisplayName: "Diesel (EN 590)", ShortName: "Diesel", IsUpselling: false },
  { Id: 18, CountryId: 2, ProductGroupId: 3, DisplayName: "Holzpellets ENplus A1 lose", ShortName: "Pellets lose", IsUpselling: false },
  {
    Id: 19,
    CountryId: 2,
    ProductGroupId: 4,
    DisplayName: "Holzpellets ENplus A1 Sackware (15 kg)",
    ShortName: "Pellets Sackware",
    IsUpselling: false,
  },
  { Id: 11, CountryId: 3, ProductGroupId: 1, DisplayName: "Heizöl Euro-Qualität", ShortName: "Euro", IsUpselling: false },
  { Id: 12, CountryId: 3, ProductGroupId: 1, DisplayName: "Heizöl Öko schwefelarm", ShortName: "Öko", IsUpselling: false },
  { Id: 13, CountryId: 3, ProductGroupId: 1, DisplayName: "Heizöl Öko-Plus", ShortName: "Öko-Plus", IsUpselling: true },
  { Id: 14, CountryId: 3, ProductGroupId: 2, DisplayName: "Diesel (EN 590)", ShortName: "Diesel", IsUpselling: false },
  { Id: 15, CountryId: 3, ProductGroupId: 5, DisplayName: "AdBlue (ISO 22241)", ShortName: "AdBlue", IsUpselling: false },
  { Id: 20, CountryId: 3, ProductGroupId: 3, DisplayName: "Holzpellets ENplus A1 lose", ShortName: "Pellets lose", IsUpselling: false },
  {
    Id: 21,
    CountryId: 3,
    ProductGroupId: 4,
    DisplayName: "Holzpellets ENplus A1 Sackware (15 kg)",
    ShortName: "Pellets Sackware",
    IsUpselling: false,
  },
];

export function productById(id: number): Product | undefined {
  return PRODUCTS.find((p) => p.Id === id);
}

/** Products of a country and group; the first is the group's default (the country default for heating oil). */
export function productsOf(countryId: number, productGroupId: number): Product[] {
  const list = PRODUCTS.filter((p) => p.CountryId === countryId && p.ProductGroupId === productGroupId);
  const preferred = localeById(countryId)?.defaultProductId;
  return [...list].sort(
    (a, b) => Number(b.Id === preferred) - Number(a.Id === preferred) || Number(a.IsUpselling) - Number(b.IsUpselling) || a.Id - b.Id,
  );
}

export function defaultProductId(countryId: number, productGroupId: number): number | undefined {
  return productsOf(countryId, productGroupId)[0]?.Id;
}

/**
 * How a product group is ordered and priced. `amount` is what the customer types (litres, kg or bags);
 * prices are per `basis` base units (100 l or 1 t = 1000 kg).
 */
export interface AmountRules {
  unitLabel: string;
  unitLabelSingular: string;
  /** The unit as tables and totals write it after a number: "7’000 l", "6.000 kg", "132 Säcke". */
  unitSymbol: string;
  min: number;
  max: number;
  default: number;
  /** Base units (l or kg) per entered unit: 15 for 15 kg bags. */
  baseUnitsPerUnit: number;
  basis: number;
  basisLabel: string;
  /** Smallest amount one delivery station may receive. */
  minPerStation: number;
}

/** Heating oil and diesel: the calculator's amounts of spec §9. */
const CALCULATOR_LITRES: AmountRules = {
  unitLabel: "Liter",
  unitLabelSingular: "Liter",
  unitSymbol: "l",
  min: MIN_AMOUNT,
  max: MAX_AMOUNT,
  default: DEFAULT_AMOUNT,
  baseUnitsPerUnit: 1,
  basis: 100,
  basisLabel: "100 l",
  minPerStation: MIN_AMOUNT,
};

export const AMOUNT_RULES: Record<number, AmountRules> = {
  1: CALCULATOR_LITRES,
  2: CALCULATOR_LITRES,
  3: {
    unitLabel: "kg",
    unitLabelSingular: "kg",
    unitSymbol: "kg",
    min: 2000,
    max: 30000,
    default: 6000,
    baseUnitsPerUnit: 1,
    basis: 1000,
    basisLabel: "t",
    minPerStation: 2000,
  },
  4: {
    unitLabel: "Säcke",
    unitLabelSingular: "Sack",
    unitSymbol: "Säcke",
    min: 66,
    max: 1320,
    default: 132,
    baseUnitsPerUnit: 15,
    basis: 1000,
    basisLabel: "t",
    minPerStation: 66,
  },
  5: {
    unitLabel: "Liter",
    unitLabelSingular: "Liter",
    unitSymbol: "l",
    min: 500,
    max: 20000,
    default: 1000,
    baseUnitsPerUnit: 1,
    basis: 100,
    basisLabel: "100 l",
    minPerStation: 500,
  },
};

export function amountRules(productGroupId: number): AmountRules {
  return AMOUNT_RULES[productGroupId] ?? AMOUNT_RULES[1];
}
