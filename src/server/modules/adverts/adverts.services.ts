import type { AdvertInput, CampaignInput, PartnerAvailability, SlotInput, SlotItemInput } from "../../../domain/adverts/adverts.schemas.ts";
import type { CampaignDetail } from "../../../domain/adverts/manage.schemas.ts";
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
import type { AdvertsActor } from "./adverts.actor.ts";
import { advertPreview } from "./advert-preview.ts";
import { campaignReport, campaignReportCsv } from "./campaign-report.ts";
import { createAdvert, deleteAdvert, getAdvert, listAdverts, updateAdvert } from "./manage-adverts.ts";
import {
  addSlotItem,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  setCampaignStatus,
  updateCampaign,
} from "./manage-campaigns.ts";
import * as manageSlots from "./manage-slots.ts";
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
    slots: platform.slots,
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
    // The ad managers' back office (decision 0068, "Back office"): every save is audited and refreshes the slots it touched.
    listAdverts: () => listAdverts(deps),
    getAdvert: (id: number) => getAdvert(deps, id),
    createAdvert: (actor: AdvertsActor, input: AdvertInput) => createAdvert(deps, actor, input),
    updateAdvert: (actor: AdvertsActor, id: number, input: AdvertInput) => updateAdvert(deps, actor, id, input),
    deleteAdvert: (actor: AdvertsActor, id: number) => deleteAdvert(deps, actor, id),
    advertPreview: (advert: Parameters<typeof advertPreview>[1], slotId?: number) => advertPreview(deps, advert, slotId),
    listCampaigns: () => listCampaigns(deps),
    getCampaign: (id: number) => getCampaign(deps, id),
    createCampaign: (actor: AdvertsActor, input: CampaignInput) => createCampaign(deps, actor, input),
    updateCampaign: (actor: AdvertsActor, id: number, input: CampaignInput) => updateCampaign(deps, actor, id, input),
    setCampaignStatus: (actor: AdvertsActor, id: number, status: CampaignDetail["Status"]) => setCampaignStatus(deps, actor, id, status),
    deleteCampaign: (actor: AdvertsActor, id: number) => deleteCampaign(deps, actor, id),
    addSlotItem: (actor: AdvertsActor, input: SlotItemInput) => addSlotItem(deps, actor, input),
    campaignReport: (id: number, period: { from?: string; to?: string }) => campaignReport(deps, id, period),
    campaignReportCsv: (id: number, period: { from?: string; to?: string }) => campaignReportCsv(deps, id, period),
    listAdvertSlots: () => manageSlots.listSlots(deps),
    getAdvertSlot: (id: number) => manageSlots.getSlot(deps, id),
    createSlot: (actor: AdvertsActor, input: SlotInput) => manageSlots.createSlot(deps, actor, input),
    updateSlot: (actor: AdvertsActor, id: number, input: SlotInput) => manageSlots.updateSlot(deps, actor, id, input),
    deleteSlot: (actor: AdvertsActor, id: number) => manageSlots.deleteSlot(deps, actor, id),
    /** The counted sums of a campaign per day and slot (the reports' source). */
    campaignCounts: (campaignId: number) => countsOf(db, campaignId),
    /** Writes the impressions counted in memory now (tests; the app does it every few seconds and on close). */
    flushCounts: () => deps.counters.flush(),
    close: () => deps.counters.close(),
  };
}

export type AdvertsServices = ReturnType<typeof createAdvertsServices>;
