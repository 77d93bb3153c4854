import { eq } from "drizzle-orm";
import { advertCampaigns, advertSlotItems, advertSlots, adverts } from "../../../db/schema/adverts.ts";
import { foreignCssLoads } from "../../../domain/adverts/advert-css.ts";
import {
  advertInput,
  type AdvertInput,
  campaignInput,
  type CampaignInput,
  slotInput,
  type SlotInput,
  slotItemInput,
  type SlotItemInput,
} from "../../../domain/adverts/adverts.schemas.ts";
import { normalZipPrefixes } from "../../../domain/adverts/draw-rules.ts";
import { isSlotKey } from "../../../domain/adverts/slot-types.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { sanitizeHtml } from "../../platform/html/sanitize-html.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";

/** A save changes what the draws read: every country's catalogue is read afresh (pages within the slots' minute, decision 0059). */
const dropCatalogue = (deps: Pick<AdvertsDeps, "cache">) => deps.cache.invalidatePrefix("adverts:");

/**
 * An advert as the ad manager wrote it (decision 0068 with 0056): each variant is cleaned by the advert
 * allow-list (scripts, frames, handlers, styles and foreign link schemes go), and `removed` tells her that
 * something was taken out; a stylesheet that would load from another host is refused with a German 400.
 */
export async function createAdvert(deps: Pick<AdvertsDeps, "db" | "cache">, raw: AdvertInput) {
  const input = advertInput.parse(raw);
  if (foreignCssLoads(input.Css).length > 0) throw new AppError("ADVERT_CSS_REFUSED");
  const variants = input.Variants.map((html) => sanitizeHtml(html, "advert"));
  if (variants.some((html) => !html.trim())) throw new AppError("ADVERT_EMPTY");
  const removed = variants.some((html, i) => html !== input.Variants[i]);
  const [row] = await deps.db
    .insert(adverts)
    .values({ name: input.Name, targetUrl: input.TargetUrl, variants, css: input.Css })
    .returning({ id: adverts.id });
  await dropCatalogue(deps);
  return { id: row.id, variants, removed };
}

export async function createCampaign(deps: Pick<AdvertsDeps, "db" | "cache">, raw: CampaignInput) {
  const parsed = campaignInput.safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "EndsOn")) throw new AppError("ADVERT_CAMPAIGN_DATES_INVALID");
    throw parsed.error;
  }
  const c = parsed.data;
  const [row] = await deps.db
    .insert(advertCampaigns)
    .values({
      name: c.Name,
      advertiser: c.Advertiser,
      campaignTypeId: c.CampaignTypeId,
      startsOn: c.StartsOn,
      endsOn: c.EndsOn,
      countryIds: c.CountryIds,
      zipPrefixes: normalZipPrefixes(c.ZipPrefixes),
      impressionCap: c.ImpressionCap,
      status: c.Status,
    })
    .returning({ id: advertCampaigns.id });
  await dropCatalogue(deps);
  return { id: row.id };
}

/** A slot is one of the places the pages name (slot-types.ts): another key would never be shown. */
export async function createSlot(deps: Pick<AdvertsDeps, "db" | "cache">, raw: SlotInput) {
  const s = slotInput.parse(raw);
  if (!isSlotKey(s.Key)) throw new AppError("ADVERT_SLOT_NOT_FOUND");
  const [row] = await deps.db
    .insert(advertSlots)
    .values({
      key: s.Key,
      countryId: s.CountryId,
      slotTypeId: s.SlotTypeId,
      appliesZipFiltering: s.AppliesZipFiltering,
      width: s.Width,
      height: s.Height,
      mobileWidth: s.MobileWidth,
      mobileHeight: s.MobileHeight,
    })
    .returning({ id: advertSlots.id });
  await dropCatalogue(deps);
  return { id: row.id };
}

/** An advert of a campaign in a slot with its weight: a positive whole number (decision 0055), else a German 400. */
export async function addSlotItem(deps: Pick<AdvertsDeps, "db" | "cache">, raw: SlotItemInput) {
  if (!Number.isSafeInteger(raw.Weight) || raw.Weight < 1) throw new AppError("ADVERT_WEIGHT_INVALID");
  const item = slotItemInput.parse(raw);
  const [[slot], [advert], [campaign]] = await Promise.all([
    deps.db.select({ id: advertSlots.id }).from(advertSlots).where(eq(advertSlots.id, item.SlotId)),
    deps.db.select({ id: adverts.id }).from(adverts).where(eq(adverts.id, item.AdvertId)),
    deps.db.select({ id: advertCampaigns.id }).from(advertCampaigns).where(eq(advertCampaigns.id, item.CampaignId)),
  ]);
  if (!slot) throw new AppError("ADVERT_SLOT_NOT_FOUND");
  if (!advert) throw new AppError("ADVERT_NOT_FOUND");
  if (!campaign) throw new AppError("ADVERT_CAMPAIGN_NOT_FOUND");
  const [row] = await deps.db
    .insert(advertSlotItems)
    .values({ slotId: item.SlotId, advertId: item.AdvertId, campaignId: item.CampaignId, weight: item.Weight })
    .returning({ id: advertSlotItems.id });
  await dropCatalogue(deps);
  return { id: row.id };
}
