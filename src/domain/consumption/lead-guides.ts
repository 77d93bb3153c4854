/**
 * Lead guides (spec §3 "Lead guide": Id, Steps with Id, OrderWeight and Inputs; §7 GET /api/leads/guide/{id},
 * POST /api/leads/{guideId}/compare with a flat map of answers; decision 0070). The guides are code: what a
 * step asks only matters where the compare reads it. Guide 1, "Wie viel Heizöl brauche ich?", computes the amount
 * to order from the Heizspiegel rules and ends in the checkout route `leads-oil-consumption-checkout`.
 */
import { MAX_AMOUNT, MIN_AMOUNT } from "../shared/spec-constants.ts";
import { BUILDING_TYPES } from "./comparison-steps.ts";
import { compareConsumption, type ConsumptionClass } from "./heizspiegel.ts";

export type GuideInput =
  | { Key: string; Type: "number"; Label: string; Required: boolean; Min: number; Max: number; Unit: string }
  | { Key: string; Type: "select"; Label: string; Required: boolean; Options: { Value: string; Label: string }[] }
  | { Key: string; Type: "zip"; Label: string; Required: boolean };

export interface LeadGuide {
  Id: number;
  Title: string;
  Steps: { Id: number; OrderWeight: number; Title: string; Inputs: GuideInput[] }[];
}

/** The route a finished guide leads to (spec §2: the lead guide's checkout route). */
export const OIL_CHECKOUT_ROUTE = "leads-oil-consumption-checkout";

export const LEAD_GUIDES: readonly LeadGuide[] = [
  {
    Id: 1,
    Title: "Wie viel Heizöl brauche ich?",
    Steps: [
      {
        Id: 1,
        OrderWeight: 1,
        Title: "Ihr Gebäude",
        Inputs: [
          {
            Key: "BuildingType",
            Type: "select",
            Label: "Wie wohnen Sie?",
            Required: true,
            Options: Object.entries(BUILDING_TYPES).map(([Value, Label]) => ({ Value, Label })),
          },
          {
            Key: "BuildingM2",
            Type: "number",
            Label: "Beheizte Wohnfläche des ganzen Gebäudes",
            Required: true,
            Min: 20,
            Max: 9_999,
            Unit: "m²",
          },
        ],
      },
      {
        Id: 2,
        OrderWeight: 2,
        Title: "Ihr Verbrauch",
        Inputs: [
          { Key: "YearLitres", Type: "number", Label: "Verbrauch im letzten Jahr", Required: true, Min: 1, Max: 99_999, Unit: "l" },
          {
            Key: "HotWater",
            Type: "select",
            Label: "Wie wird Ihr Warmwasser bereitet?",
            Required: true,
            Options: [
              { Value: "oel", Label: "Mit der Ölheizung" },
              { Value: "andere", Label: "Anders (Boiler, Durchlauferhitzer, Wärmepumpe)" },
            ],
          },
        ],
      },
      {
        Id: 3,
        OrderWeight: 3,
        Title: "Ihr Tank",
        Inputs: [
          { Key: "TankLitres", Type: "number", Label: "Heizöl noch im Tank", Required: true, Min: 0, Max: 100_000, Unit: "l" },
          { Key: "ZipCode", Type: "zip", Label: "Postleitzahl der Lieferstelle", Required: true },
        ],
      },
    ],
  },
];

export const leadGuide = (id: number) => LEAD_GUIDES.find((g) => g.Id === id);

export type GuideAnswers = Record<string, string | number | boolean | null>;
export type GuideProblem = { message: string; fieldErrors: Record<string, string> };

/** The answers as the guide's inputs read them; German messages by key for what does not fit. */
export function readAnswers(
  guide: LeadGuide,
  answers: GuideAnswers,
  zipPattern: string,
): { values: Record<string, string | number> } | { problem: GuideProblem } {
  const inputs = guide.Steps.flatMap((s) => s.Inputs);
  const known = new Set(inputs.map((i) => i.Key));
  const unknown = Object.keys(answers).filter((k) => !known.has(k));
  if (unknown.length)
    return { problem: { message: `Diese Antworten gehören zu keinem Schritt des Ratgebers: ${unknown.join(", ")}.`, fieldErrors: {} } };
  const values: Record<string, string | number> = {};
  const fieldErrors: Record<string, string> = {};
  for (const input of inputs) {
    const raw = answers[input.Key];
    const text = raw === null || raw === undefined ? "" : String(raw).trim();
    if (text === "") {
      if (input.Required) fieldErrors[input.Key] = `Bitte beantworten Sie „${input.Label}“.`;
      continue;
    }
    if (input.Type === "number") {
      const n = Number(text.replace(/\./g, "").replace(",", "."));
      if (!Number.isFinite(n) || !Number.isInteger(n)) fieldErrors[input.Key] = `„${input.Label}“ muss eine ganze Zahl sein.`;
      else if (n < input.Min || n > input.Max)
        fieldErrors[input.Key] =
          `„${input.Label}“ muss zwischen ${input.Min.toLocaleString("de-DE")} und ${input.Max.toLocaleString("de-DE")} ${input.Unit} liegen.`;
      else values[input.Key] = n;
    } else if (input.Type === "select") {
      if (!input.Options.some((o) => o.Value === text))
        fieldErrors[input.Key] = `Bitte wählen Sie bei „${input.Label}“ eine der Möglichkeiten.`;
      else values[input.Key] = text;
    } else if (!new RegExp(zipPattern).test(text)) fieldErrors[input.Key] = "Bitte geben Sie eine Postleitzahl dieses Landes an.";
    else values[input.Key] = text;
  }
  const first = Object.values(fieldErrors)[0];
  return first ? { problem: { message: first, fieldErrors } } : { values };
}

export interface OilGuideResult {
  /** What to order: the year's need less what is in the tank, within the order limits (whole 100 l). */
  Amount: number;
  LitresPerYear: number;
  KwhPerM2: number;
  Class: ConsumptionClass;
  ZipCode: string;
  ProductGroupId: 1;
  RouteId: typeof OIL_CHECKOUT_ROUTE;
}

/** Guide 1's answer: the Heizspiegel comparison of the year's litres, and the amount to fill up for a year. */
export function oilGuideResult(values: Record<string, string | number>, countryId: number): OilGuideResult {
  const result = compareConsumption({
    countryId,
    buildingM2: Number(values.BuildingM2),
    litres: Number(values.YearLitres),
    period: null,
    hotWaterWithOil: values.HotWater === "oel",
  });
  const missing = Math.ceil((result.litresPerYear - Number(values.TankLitres)) / 100) * 100;
  return {
    Amount: Math.min(MAX_AMOUNT, Math.max(MIN_AMOUNT, missing)),
    LitresPerYear: result.litresPerYear,
    KwhPerM2: result.kwhPerM2,
    Class: result.consumptionClass,
    ZipCode: String(values.ZipCode),
    ProductGroupId: 1,
    RouteId: OIL_CHECKOUT_ROUTE,
  };
}
