import type { AdvertInput, CampaignInput, PartnerAvailability, SlotInput, SlotItemInput } from "../../../domain/adverts/adverts.schemas.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { advertContent, advertStylesheet } from "./advert-content.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import type { AdvertsNeeds } from "./adverts.needs.ts";
import { countsOf } from "./adverts.repo.ts";
import type { BannerPartner } from "./banner-partner.ts";
import { clickLinks } from "./click-link.ts";
import { createCounters } from "./counters.ts";
import { followClick } from "./follow-click.ts";
import { sandboxBannerPartner } from "./sandbox-banner-partner.ts";
import { addSlotItem, createAdvert, createCampaign, createSlot } from "./save-adverts.ts";
import { cachedCatalogue, getSlot, listSlots } from "./slot-catalogue.ts";
import { provideSlots } from "./slot-provider.ts";

/** Spec §9: the banner partner's answers are kept 120 s. */
export const PARTNER_CACHE_TTL_MS = 120_000;

/**
 * Adverts (decision 0068): the slots, adverts and campaigns of spec §3/§4, the public calls of §7, the pages'
 * advert places through the platform's slots (decision 0059), server-side counts and the banner partner.
 */
export function createAdvertsServices(
  platform: Pick<PlatformDeps, "db" | "cache" | "clock" | "config" | "logger" | "slots">,
  needs: AdvertsNeeds,
  partner: BannerPartner = sandboxBannerPartner(platform.db),
) {
  const { db, cache, clock } = platform;
  const deps: AdvertsDeps = {
    db,
    cache,
    clock,
    counters: createCounters({ db, clock, logger: platform.logger }),
    clicks: clickLinks(platform.config.jwtSecret),
    catalogue: cachedCatalogue(db, cache),
  };
  provideSlots(platform.slots, deps, needs);
  return {
    listSlots: (countryId: number) => listSlots(deps, countryId),
    getSlot: (countryId: number, key: string, zipCode?: string) => getSlot(deps, countryId, key, zipCode),
    advertContent: (advertId: number, clientSeed: number) => advertContent(deps, advertId, clientSeed),
    advertStylesheet: (fileName: string) => advertStylesheet(deps, fileName),
    followClick: (input: { token: string; mobile: boolean }) => followClick(deps, input),
    /** Spec §7 banner partner, cached 120 s per country and postcode; spec §8: a failure is no banner, not an error. */
    partnerAvailability: async (countryId: number, zipCode?: string): Promise<PartnerAvailability> => {
      try {
        const Payload = await cache.getOrLoad(`adverts:partner:${countryId}:${zipCode ?? "-"}`, PARTNER_CACHE_TTL_MS, () =>
          partner.availability({ countryId, zipCode }),
        );
        return { IsSuccess: true, Payload };
      } catch (err) {
        platform.logger.error({ err: err instanceof Error ? err.message : String(err), partner: partner.name }, "banner partner failed");
        return { IsSuccess: false, Payload: null };
      }
    },
    createAdvert: (input: AdvertInput) => createAdvert(deps, input),
    createCampaign: (input: CampaignInput) => createCampaign(deps, input),
    createSlot: (input: SlotInput) => createSlot(deps, input),
    addSlotItem: (input: SlotItemInput) => addSlotItem(deps, input),
    /** The counted sums of a campaign per day and slot (the reports' source). */
    campaignCounts: (campaignId: number) => countsOf(db, campaignId),
    /** Writes the impressions counted in memory now (tests; the app does it every few seconds and on close). */
    flushCounts: () => deps.counters.flush(),
    close: () => deps.counters.close(),
  };
}

export type AdvertsServices = ReturnType<typeof createAdvertsServices>;
