import type { CalculatorInit } from "../../../domain/calculator/calculator-init.types.ts";
import { amountRules, productsOf } from "../../../domain/shared/catalog.ts";
import {
  defaultParameterIds,
  GROUP_ORDER,
  INSTALLMENT_MONTHS,
  MAX_STATIONS,
  optionsFor,
  SURCHARGES,
  UPSELLING_TYPES,
} from "../../../domain/calculator/calculator-options.ts";
import { isCountryId } from "../../../domain/shared/countries.ts";
import { productGroupById } from "../../../domain/shared/products.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { DEFAULT_INSTALLMENT_MONTHS, INSTALLMENT_OPTION_ID } from "../../../domain/shared/spec-constants.ts";

const GROUP_IDS: Record<string, number> = {
  Delivery: 1,
  Payment: 2,
  TruckSize: 3,
  DesiredDate: 4,
  Installment: 5,
  WalletPayment: 6,
  HoseLength: 7,
  BlowInHoseLength: 8,
};

/** GET /api/kalkulation/init/{countryId}/{productGroupId}: everything the settings panel needs. */
export function initCalculator(countryId: number, productGroupId: number): CalculatorInit {
  if (!isCountryId(countryId)) throw new AppError("UNKNOWN_COUNTRY");
  if (!productGroupById(productGroupId)) throw new AppError("UNKNOWN_PRODUCT_GROUP");
  const defaults = new Set(defaultParameterIds(productGroupId));
  const options = optionsFor(productGroupId);
  const Groups = GROUP_ORDER.filter((key) => options.some((o) => o.GroupKey === key)).map((key) => ({
    Key: key,
    Id: GROUP_IDS[key],
    Parameters: options
      .filter((o) => o.GroupKey === key)
      .map((o) => ({
        Id: o.Id,
        Key: o.Key,
        DisplayName: o.DisplayName,
        ShortName: o.ShortName,
        Name: o.Name,
        Selected: defaults.has(o.Id),
        Modifier: o.Id === INSTALLMENT_OPTION_ID ? DEFAULT_INSTALLMENT_MONTHS : null,
        Modifiers: o.Id === INSTALLMENT_OPTION_ID ? [...INSTALLMENT_MONTHS] : null,
        DesiredDate: null,
        IsUpselling: o.IsUpselling ?? false,
        HasSubItems: o.HasSubItems ?? false,
        UseIcon: o.UseIcon ?? false,
      })),
  }));
  const products = productsOf(countryId, productGroupId);
  const climate = (SURCHARGES.climateNeutralPerBasisNet[productGroupId] ?? 0) > 0;
  const rules = amountRules(productGroupId);
  return {
    Groups,
    Products: products.map((p) => ({ Id: p.Id, DisplayName: p.DisplayName, IsUpselling: p.IsUpselling })),
    ClimateNeutralList: climate
      ? [
          { Id: 0, DisplayName: "Standard", IsUpselling: false },
          { Id: 1, DisplayName: "Klimaneutral (CO₂-Ausgleich)", IsUpselling: true },
        ]
      : [],
    StationList: Array.from({ length: MAX_STATIONS }, (_, i) => ({
      Id: i + 1,
      DisplayName: i === 0 ? "1 Lieferstelle" : `${i + 1} Lieferstellen`,
      IsUpselling: false,
    })),
    ProductId: products[0]?.Id ?? null,
    UpsellingItems: [
      ...(climate ? [{ UpsellingTypeId: UPSELLING_TYPES.CLIMATE_NEUTRAL, ForgeinId: 1, DisplayName: "Klimaneutral liefern" }] : []),
      ...options
        .filter((o) => o.IsUpselling)
        .map((o) => ({ UpsellingTypeId: UPSELLING_TYPES.DELIVERY, ForgeinId: o.Id, DisplayName: o.DisplayName })),
      ...products
        .filter((p) => p.IsUpselling)
        .map((p) => ({ UpsellingTypeId: UPSELLING_TYPES.PRODUCT, ForgeinId: p.Id, DisplayName: p.DisplayName })),
    ],
    AmountRules: { Min: rules.min, Max: rules.max, Default: rules.default, Unit: rules.unitLabel, Basis: rules.basisLabel },
  };
}
