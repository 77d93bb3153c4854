import { CAMPAIGN_TYPES } from "./slot-types.ts";

/** What the draw needs of a campaign (decision 0068). */
export interface CampaignRule {
  id: number;
  campaignTypeId: number;
  /** YYYY-MM-DD, both days included. */
  startsOn: string;
  endsOn: string;
  countryIds: readonly number[];
  zipPrefixes: readonly string[];
  impressionCap: number | null;
  status: string;
  /** Impressions counted so far (all days). */
  impressions: number;
}

export interface DrawContext {
  /** Today in the country's time zone, YYYY-MM-DD. */
  today: string;
  countryId: number;
  /** The visitor's postcode when the page has one and the slot applies zip filtering; else null. */
  zipCode: string | null;
}

/**
 * Whether a campaign may show now (spec §4 "Advert slots"; decision 0068): active, today within its days,
 * the visitor's country among its countries, below its impression cap, and — when it names postcode
 * prefixes — a known postcode starting with one of them. A targeted campaign never shows where the postcode
 * is unknown or the slot does not filter by postcode: the advertiser paid for those postcodes only.
 */
export function campaignApplies(c: CampaignRule, ctx: DrawContext): boolean {
  if (c.status !== "active") return false;
  if (ctx.today < c.startsOn || ctx.today > c.endsOn) return false;
  if (!c.countryIds.includes(ctx.countryId)) return false;
  if (c.impressionCap !== null && c.impressions >= c.impressionCap) return false;
  if (c.zipPrefixes.length === 0) return true;
  const zip = ctx.zipCode;
  return zip !== null && c.zipPrefixes.some((prefix) => zip.startsWith(prefix));
}

/**
 * Spec §4: the items drawn from are the primary campaigns' items that apply; only when none applies, the
 * fallback campaigns' (the contract/remnant model of an ad server). Items of weight 0 or less never count,
 * so a primary item paused at weight 0 lets the fallback show.
 */
export function drawableItems<T extends { campaignId: number; weight: number }>(
  items: readonly T[],
  campaigns: ReadonlyMap<number, CampaignRule>,
  ctx: DrawContext,
): T[] {
  const applying = items.filter((item) => {
    const c = campaigns.get(item.campaignId);
    return c !== undefined && Number.isSafeInteger(item.weight) && item.weight > 0 && campaignApplies(c, ctx);
  });
  const ofType = (type: number) => applying.filter((item) => campaigns.get(item.campaignId)!.campaignTypeId === type);
  const primary = ofType(CAMPAIGN_TYPES.PRIMARY);
  return primary.length > 0 ? primary : ofType(CAMPAIGN_TYPES.FALLBACK);
}

/** Postcode prefixes as the campaign form takes them: digits only, each once ("8", "803"). */
export function normalZipPrefixes(prefixes: readonly string[]): string[] {
  return [...new Set(prefixes.map((p) => p.trim()).filter((p) => p !== ""))];
}
