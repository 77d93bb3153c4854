import { createHash } from "node:crypto";
import type { SlotWire } from "../../../domain/adverts/adverts.schemas.ts";
import { type CampaignRule, drawableItems } from "../../../domain/adverts/draw-rules.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Db } from "../../../db/client.ts";
import { type Catalogue, type CatalogueSlot, loadCatalogue } from "./adverts.repo.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";

/** The catalogue is read by every draw: kept a minute (like the slots' cache, decision 0059), dropped by every save. */
export const CATALOGUE_TTL_MS = 60_000;

export function cachedCatalogue(db: Db, cache: Cache) {
  return (countryId: number): Promise<Catalogue> =>
    cache.getOrLoad(`adverts:catalogue:${countryId}`, CATALOGUE_TTL_MS, () => loadCatalogue(db, countryId));
}

/** The items a visitor's draw picks from in a slot (spec §4): the rules of draw-rules.ts with today and her postcode. */
export function itemsToDraw(
  deps: Pick<AdvertsDeps, "clock">,
  catalogue: Catalogue,
  slot: CatalogueSlot,
  countryId: number,
  zipCode?: string,
) {
  const campaigns = new Map<number, CampaignRule>(catalogue.campaigns.map((c) => [c.id, c]));
  const ctx = { today: deps.clock.today(countryId), countryId, zipCode: slot.appliesZipFiltering ? (zipCode ?? null) : null };
  return { items: drawableItems(slot.items, campaigns, ctx), campaigns };
}

function slotWire(
  deps: Pick<AdvertsDeps, "clock">,
  catalogue: Catalogue,
  slot: CatalogueSlot,
  countryId: number,
  zipCode?: string,
): SlotWire {
  const { items, campaigns } = itemsToDraw(deps, catalogue, slot, countryId, zipCode);
  return {
    Id: slot.id,
    Key: slot.key,
    SlotTypeId: slot.slotTypeId,
    AppliesZipFiltering: slot.appliesZipFiltering,
    Width: slot.width,
    Height: slot.height,
    MobileWidth: slot.mobileWidth,
    MobileHeight: slot.mobileHeight,
    Items: items.map((i) => ({
      Id: i.id,
      SlotId: slot.id,
      AdvertId: i.advertId,
      CampaignTypeId: campaigns.get(i.campaignId)!.campaignTypeId,
      Weight: i.weight,
    })),
  };
}

/** Spec §7 `GET /api/iam/slots?countryId=`: every slot of the country with the items that may show now (no postcode known). */
export async function listSlots(deps: Pick<AdvertsDeps, "clock" | "catalogue">, countryId: number): Promise<SlotWire[]> {
  const catalogue = await deps.catalogue(countryId);
  return catalogue.slots.map((s) => slotWire(deps, catalogue, s, countryId));
}

/** Spec §7 `GET /api/iam/slots/{slotKey}?countryId=&zipCode=`: the slot with the items a draw picks from; unknown key → 404. */
export async function getSlot(
  deps: Pick<AdvertsDeps, "clock" | "catalogue">,
  countryId: number,
  key: string,
  zipCode?: string,
): Promise<SlotWire> {
  const catalogue = await deps.catalogue(countryId);
  const slot = catalogue.slots.find((s) => s.key === key);
  if (!slot) throw new AppError("ADVERT_SLOT_NOT_FOUND");
  return slotWire(deps, catalogue, slot, countryId, zipCode);
}

/**
 * Spec §3 StylesFileName: named by the advert and a hash of its sheet, so a changed sheet has a new name and
 * an old name is gone (served with immutable caching). null when the advert has no stylesheet.
 */
export function stylesFileName(advert: { id: number; css: string }): string | null {
  if (!advert.css.trim()) return null;
  return `a${advert.id}-${createHash("sha256").update(advert.css).digest("hex").slice(0, 12)}.css`;
}

/** The class a page putting the advert's HTML into its own box gives that box; the served sheet is scoped to it. */
export const contentScopeClass = (advertId: number) => `iam-c${advertId}`;
