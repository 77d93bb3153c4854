import { amountRules, productsOf } from "../../../domain/shared/catalog.ts";
import { MAX_STATIONS } from "../../../domain/calculator/calculator-options.ts";
import { COUNTRY_IDS, localeById } from "../../../domain/shared/countries.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { ParameterRequirement } from "../../../domain/operations/operations.schemas.ts";
import { OPTION_GROUP_LABELS, parameterMatrix } from "../../../domain/operations/parameter-requirement.ts";
import { PRODUCT_GROUPS } from "../../../domain/shared/products.ts";
import type { OperationsDeps } from "./operations.deps.ts";

/** /support/parameter-requirement (decision 0032): the calculator's own init data of every product group in one country. */
export function parameterRequirement(deps: Pick<OperationsDeps, "initCalculator">, input: { countryId: number }): ParameterRequirement {
  const locale = localeById(input.countryId);
  if (!locale) throw new AppError("INVALID_COUNTRY");
  const inits = PRODUCT_GROUPS.map((g) => ({ productGroupId: g.id, name: g.name, init: deps.initCalculator(input.countryId, g.id) }));
  const matrix = parameterMatrix(inits);
  return {
    CountryId: input.countryId,
    Countries: COUNTRY_IDS.map((id) => ({ Id: id, Name: localeById(id)!.countryName })),
    ProductGroups: inits.map(({ productGroupId, name, init }) => {
      const rules = amountRules(productGroupId);
      const defaultId = productsOf(input.countryId, productGroupId)[0]?.Id;
      return {
        Id: productGroupId,
        Name: name,
        Products: init.Products.map((p) => ({
          Id: p.Id,
          DisplayName: p.DisplayName,
          IsDefault: p.Id === defaultId,
          IsUpselling: p.IsUpselling,
        })),
        Amount: { Min: rules.min, Max: rules.max, Default: rules.default, Unit: rules.unitLabel },
        ClimateNeutral: init.ClimateNeutralList.length > 0,
        MaxStations: init.StationList.length || MAX_STATIONS,
      };
    }),
    Groups: matrix.groups.map((g) => ({
      Key: g.key,
      Label: OPTION_GROUP_LABELS[g.key] ?? g.key,
      Requirement: g.requirement.map((r) => ({ ProductGroupId: r.productGroupId, Requirement: r.requirement })),
      Parameters: g.parameters.map((p) => ({
        Id: p.id,
        Key: p.key,
        DisplayName: p.displayName,
        IsUpselling: p.isUpselling,
        States: p.states.map((s) => ({ ProductGroupId: s.productGroupId, State: s.state })),
      })),
    })),
  };
}
