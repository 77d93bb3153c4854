/**
 * The back office's forms as the API's inputs (decision 0068, "Back office"): pages post plain forms (no
 * JavaScript needed), these turn their text fields into what the schemas take. Pure, so the pages and tests
 * share them.
 */
import type { AdvertInput, CampaignInput, SlotInput } from "./adverts.schemas.ts";

type Values = Record<string, string>;

/** `Variants.0`, `Variants.1` …: the variants in their order; empty ones are left out (at least one stays). */
export function variantsOf(values: Values): string[] {
  const keys = Object.keys(values)
    .filter((k) => /^Variants\.\d+$/.test(k))
    .sort((a, b) => Number(a.split(".")[1]) - Number(b.split(".")[1]));
  const filled = keys.map((k) => values[k]).filter((v) => v.trim() !== "");
  return filled.length > 0 ? filled : [""];
}

export function advertOfForm(values: Values): AdvertInput {
  return { Name: values.Name ?? "", TargetUrl: values.TargetUrl ?? "", Variants: variantsOf(values), Css: values.Css ?? "" };
}

/** A whole number typed into a field; anything else is NaN, which the schema refuses with its German message. */
const whole = (text: string | undefined) => (text?.trim() && /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** "8, 9 75" → ["8", "9", "75"]. */
export const prefixesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Item rows `Items.N.SlotId|AdvertId|Weight`; a row without slot and advert is an empty row of the form and left out. */
export function itemsOf(values: Values): Array<{ SlotId: number; AdvertId: number; Weight: number }> {
  const rows = new Set(
    Object.keys(values)
      .map((k) => /^Items\.(\d+)\./.exec(k)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  return [...rows]
    .sort((a, b) => Number(a) - Number(b))
    .filter((n) => values[`Items.${n}.SlotId`] || values[`Items.${n}.AdvertId`])
    .map((n) => ({
      SlotId: whole(values[`Items.${n}.SlotId`]),
      AdvertId: whole(values[`Items.${n}.AdvertId`]),
      Weight: whole(values[`Items.${n}.Weight`]),
    }));
}

export function campaignOfForm(values: Values): CampaignInput {
  const cap = values.ImpressionCap?.trim();
  return {
    Name: values.Name ?? "",
    Advertiser: values.Advertiser ?? "",
    CampaignTypeId: whole(values.CampaignTypeId) as 1 | 2,
    StartsOn: values.StartsOn ?? "",
    EndsOn: values.EndsOn ?? "",
    CountryIds: [1, 2, 3].filter((id) => values[`Country.${id}`] === "on") as (1 | 2 | 3)[],
    ZipPrefixes: prefixesOf(values.ZipPrefixes ?? ""),
    ImpressionCap: cap ? whole(cap) : null,
    Status: (values.Status ?? "active") as CampaignInput["Status"],
    Items: itemsOf(values),
  };
}

export function slotOfForm(values: Values): SlotInput {
  return {
    Key: values.Key ?? "",
    CountryId: whole(values.CountryId) as 1 | 2 | 3,
    SlotTypeId: whole(values.SlotTypeId) as 1 | 2,
    AppliesZipFiltering: values.AppliesZipFiltering === "on",
    Width: whole(values.Width),
    Height: whole(values.Height),
    MobileWidth: whole(values.MobileWidth),
    MobileHeight: whole(values.MobileHeight),
  };
}

/** Field names of the forms for a schema issue's path (`Items.0.Weight` stays, `Variants.1` stays). */
export const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join(".") || "form";

export const CAMPAIGN_STATUS_LABELS = { active: "aktiv", paused: "pausiert", ended: "beendet" } as const;
export const CAMPAIGN_TYPE_LABELS: Record<number, string> = { 1: "Primär", 2: "Fallback" };
export const SLOT_TYPE_LABELS: Record<number, string> = { 1: "Anzeige (HTML)", 2: "Preisbanner" };
export const COUNTRY_SHORT: Record<number, string> = { 1: "DE", 2: "AT", 3: "CH" };
