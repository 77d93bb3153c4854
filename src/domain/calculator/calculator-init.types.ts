/** One option of the settings panel (spec §3 calculator parameter). */
export interface CalculatorParameter {
  Id: number;
  Key: string;
  DisplayName: string;
  ShortName: string;
  Name: string;
  Selected: boolean;
  Modifier: number | null;
  Modifiers: number[] | null;
  DesiredDate: string | null;
  IsUpselling: boolean;
  HasSubItems: boolean;
  UseIcon: boolean;
}

export interface CalculatorListItem {
  Id: number;
  DisplayName: string;
  IsUpselling: boolean;
}

/**
 * GET /api/kalkulation/init/{countryId}/{productGroupId}: everything the settings panel needs. The
 * server's initCalculator returns this type; the offer pages render it.
 */
export interface CalculatorInit {
  Groups: { Key: string; Id: number; Parameters: CalculatorParameter[] }[];
  Products: CalculatorListItem[];
  ClimateNeutralList: CalculatorListItem[];
  StationList: CalculatorListItem[];
  ProductId: number | null;
  UpsellingItems: { UpsellingTypeId: number; ForgeinId: number; DisplayName: string }[];
  AmountRules: { Min: number; Max: number; Default: number; Unit: string; Basis: string };
}
