import { amountRules, defaultProductId } from "../shared/catalog.ts";
import { defaultParameterIds } from "./calculator-options.ts";
import { localeById } from "../shared/countries.ts";
import { isValidZipFormat } from "../location/postcode.ts";
import { productGroupById } from "../shared/products.ts";
import {
  DEFAULT_AMOUNT,
  DEFAULT_STATIONS,
  INSTALLMENT_12_MONTHS,
  INSTALLMENT_OPTION_ID,
  installmentMonths,
} from "../shared/spec-constants.ts";

/** Spec §3 "Calculator configuration". */
export interface CalculatorParameter {
  Id: number;
  Modifier?: number | null;
  DesiredDate?: string | null;
  Key?: string | null;
  IsUpselling?: boolean;
}

export interface CalculatorConfig {
  ZipCode: string;
  Amount: number;
  Stations: number;
  Product: { Id: number; ClimateNeutral: boolean };
  Parameters: CalculatorParameter[];
  AppointmentPlus: boolean;
  CountryId: number;
  ProductGroupId: number;
  Cn: boolean;
  Ap: boolean;
  InitialOpenedSettings: boolean;
  UpsellCount: number;
}

export const DEFAULT_PARAMETER_IDS = [5, 24, -2, 11, 9] as const;
export const OPTION_IDS = { INSTALLMENT: INSTALLMENT_OPTION_ID, EXPRESS_24: 31, EXPRESS_48: 1 } as const;
/** Diesel product per country (the calculator bar's DIESEL target switches to it). */
export const DIESEL_PRODUCT_ID_BY_COUNTRY: Record<number, number> = { 1: 4, 2: 9, 3: 14 };

export function defaultCalculatorConfig(countryId: number, productGroupId = 1): CalculatorConfig {
  const locale = localeById(countryId) ?? localeById(1)!;
  return {
    ZipCode: "",
    Amount: productGroupId === 1 ? DEFAULT_AMOUNT : amountRules(productGroupId).default,
    Stations: DEFAULT_STATIONS,
    Product: {
      Id: productGroupId === 1 ? locale.defaultProductId : (defaultProductId(locale.countryId, productGroupId) ?? locale.defaultProductId),
      ClimateNeutral: false,
    },
    Parameters: (productGroupId === 1 ? [...DEFAULT_PARAMETER_IDS] : defaultParameterIds(productGroupId)).map((Id) => ({ Id })),
    AppointmentPlus: false,
    CountryId: locale.countryId,
    ProductGroupId: productGroupId,
    Cn: false,
    Ap: false,
    InitialOpenedSettings: false,
    UpsellCount: 0,
  };
}

/** A negative option id means "the default payment is selected" (spec §2 checkout entry). */
export function isDefaultPaymentId(id: number): boolean {
  return id < 0;
}

const TRUE_WORDS = new Set(["true", "yes", "ja", "1"]);
/** Spec §5: booleans accept true, yes, ja, 1. */
export function parseBool(value: string | null | undefined): boolean {
  return value != null && TRUE_WORDS.has(value.trim().toLowerCase());
}

function parseIntStrict(value: string | null): number | null {
  if (value == null || !/^-?\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** One options item: `id`, `id~modifier`, `id$modifier` or `id$dt{date}`. */
export function parseOption(item: string): CalculatorParameter | null {
  const m = /^(-?\d+)(?:([~$])(dt)?(.+))?$/.exec(item.trim());
  if (!m) return null;
  const Id = Number(m[1]);
  if (m[2] === undefined) return { Id };
  if (m[3] === "dt") return { Id, DesiredDate: m[4] };
  const modifier = Number(m[4].replace(",", "."));
  return Number.isFinite(modifier) ? { Id, Modifier: modifier } : { Id };
}

export function parseOptions(value: string): CalculatorParameter[] {
  return value
    .split(",")
    .map(parseOption)
    .filter((p): p is CalculatorParameter => p !== null);
}

/** Spec §3/§5: reads the query string onto a base configuration, ignoring values that do not fit. */
export function parseCalculatorQuery(query: URLSearchParams | string, base: CalculatorConfig): CalculatorConfig {
  const q = typeof query === "string" ? new URLSearchParams(query.replace(/^\?/, "")) : query;
  const config: CalculatorConfig = { ...base, Product: { ...base.Product }, Parameters: [...base.Parameters] };

  const zip = q.get("zipCode")?.trim();
  if (zip && isValidZipFormat(zip, base.CountryId)) config.ZipCode = zip;

  const amount = parseIntStrict(q.get("amount"));
  if (amount !== null && amount > 0) config.Amount = amount;

  const stations = parseIntStrict(q.get("stations"));
  if (stations !== null && stations > 0) config.Stations = stations;

  const product = parseIntStrict(q.get("product"));
  if (product !== null && product > 0) config.Product.Id = product;

  const options = q.get("options");
  if (options) {
    const parsed = parseOptions(options);
    if (parsed.length > 0) config.Parameters = parsed;
  }

  if (q.has("cn")) {
    config.Cn = parseBool(q.get("cn"));
    config.Product.ClimateNeutral = config.Cn;
  }
  if (q.has("ap")) {
    config.Ap = parseBool(q.get("ap"));
    config.AppointmentPlus = config.Ap;
  }
  if (q.has("openSettings")) config.InitialOpenedSettings = parseBool(q.get("openSettings"));
  return config;
}

export function writeOption(p: CalculatorParameter): string {
  if (p.DesiredDate) return `${p.Id}$dt${p.DesiredDate}`;
  if (p.Id === OPTION_IDS.INSTALLMENT) return `${p.Id}$${installmentMonths(p.Modifier)}`;
  if (p.Modifier != null) return `${p.Id}$${p.Modifier}`;
  return String(p.Id);
}

/** Writes the configuration as query string (no leading "?"): zipCode, amount, stations, product, options, cn, ap. */
export function writeCalculatorQuery(config: CalculatorConfig): string {
  const parts: string[] = [];
  if (config.ZipCode) parts.push(`zipCode=${encodeURIComponent(config.ZipCode)}`);
  parts.push(`amount=${config.Amount}`);
  parts.push(`stations=${config.Stations}`);
  parts.push(`product=${config.Product.Id}`);
  if (config.Parameters.length > 0) parts.push(`options=${config.Parameters.map(writeOption).join(",")}`);
  if (config.Cn || config.Product.ClimateNeutral) parts.push("cn=1");
  if (config.Ap || config.AppointmentPlus) parts.push("ap=1");
  return parts.join("&");
}

export const CALCULATOR_TARGETS = ["DEFAULT", "CLIMATENEUTRAL", "DIESEL", "INSTALLMENT_12", "EXPRESS_24", "EXPRESS_48"] as const;
export type CalculatorTarget = (typeof CALCULATOR_TARGETS)[number];

export function isCalculatorTarget(value: string | null): value is CalculatorTarget {
  return (CALCULATOR_TARGETS as readonly (string | null)[]).includes(value);
}

function withParameter(params: CalculatorParameter[], p: CalculatorParameter, replaces: number[]): CalculatorParameter[] {
  return [...params.filter((x) => !replaces.includes(x.Id)), p];
}

/** Spec §2 calculator-bar targets. */
export function applyTarget(config: CalculatorConfig, target: CalculatorTarget): CalculatorConfig {
  const c: CalculatorConfig = { ...config, Product: { ...config.Product }, Parameters: [...config.Parameters] };
  switch (target) {
    case "DEFAULT":
      return c;
    case "CLIMATENEUTRAL":
      c.Cn = true;
      c.Product.ClimateNeutral = true;
      return c;
    case "DIESEL":
      c.ProductGroupId = 2;
      c.Product.Id = DIESEL_PRODUCT_ID_BY_COUNTRY[c.CountryId] ?? c.Product.Id;
      return c;
    case "INSTALLMENT_12":
      c.Stations = 1;
      c.Parameters = withParameter(c.Parameters, { Id: OPTION_IDS.INSTALLMENT, Modifier: INSTALLMENT_12_MONTHS }, [OPTION_IDS.INSTALLMENT]);
      return c;
    case "EXPRESS_24":
      c.Parameters = withParameter(c.Parameters, { Id: OPTION_IDS.EXPRESS_24 }, [OPTION_IDS.EXPRESS_24, OPTION_IDS.EXPRESS_48]);
      return c;
    case "EXPRESS_48":
      c.Parameters = withParameter(c.Parameters, { Id: OPTION_IDS.EXPRESS_48 }, [OPTION_IDS.EXPRESS_24, OPTION_IDS.EXPRESS_48]);
      return c;
  }
}

/** `/{productGroup}/angebotsliste` without the query (the action of the calculator forms). */
export function offerListPathname(productGroupId: number): string {
  return `/${productGroupById(productGroupId)?.urlName ?? "heizoel"}/angebotsliste`;
}

/** `/{productGroup}/angebotsliste?zipCode=…&amount=…&…` (spec §2 order flow). */
export function offerListPath(config: CalculatorConfig): string {
  return `${offerListPathname(config.ProductGroupId)}?${writeCalculatorQuery(config)}`;
}
