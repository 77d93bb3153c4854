import { advertLabel, SLOT_KEYS, SLOT_TYPES } from "../../../domain/adverts/slot-types.ts";
import type { SlotOffer, SlotRegistry } from "../../platform/slots/slot-registry.ts";
import { sanitizeHtml } from "../../platform/html/sanitize-html.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import type { AdvertsNeeds } from "./adverts.needs.ts";
import { withLinksTo } from "./click-link.ts";
import { PRICE_BANNER_CSS, priceBannerHtml } from "./price-banner.ts";
import { itemsToDraw } from "./slot-catalogue.ts";

/**
 * The adverts area fills the pages' advert places (decision 0059): for a slot of the country, the items a
 * draw picks from now (spec §4 primary, else fallback; dates, country, postcode, cap) with their adverts'
 * variants, every link turned into the signed click link, the "Anzeige" label (Austria "Werbung") and the
 * slot's size. The platform draws by weight and variant per visitor and calls `shown`, which counts the
 * impression (decision 0068).
 */
export function provideSlots(slots: SlotRegistry, deps: AdvertsDeps, needs: AdvertsNeeds) {
  const offer = async ({ slot: key, countryId, zipCode }: { slot: string; countryId: number; zipCode?: string }): Promise<SlotOffer> => {
    const catalogue = await deps.catalogue(countryId);
    const slot = catalogue.slots.find((s) => s.key === key);
    if (!slot) return { items: [] };
    const size = { width: slot.width, height: slot.height, mobileWidth: slot.mobileWidth, mobileHeight: slot.mobileHeight };
    const frame = { size, zipFiltered: slot.appliesZipFiltering };
    if (slot.slotTypeId === SLOT_TYPES.PRICE_BANNER) {
      // Our own price information, not somebody's advert: no label.
      const html = await priceBannerHtml(needs, countryId, zipCode);
      return { ...frame, items: html ? [{ weight: 1, variants: [{ html, use: "advert", css: PRICE_BANNER_CSS }] }] : [] };
    }
    const adverts = new Map(catalogue.adverts.map((a) => [a.id, a]));
    const { items } = itemsToDraw(deps, catalogue, slot, countryId, zipCode);
    return {
      ...frame,
      label: advertLabel(countryId),
      items: items.flatMap((item) => {
        const advert = adverts.get(item.advertId);
        if (!advert) return [];
        const click = deps.clicks.path({ campaignId: item.campaignId, slotId: slot.id, advertId: advert.id });
        return [
          {
            weight: item.weight,
            ref: `${item.campaignId}.${slot.id}`,
            variants: advert.variants.map((html) => ({
              html: withLinksTo(sanitizeHtml(html, "advert"), click),
              use: "advert" as const,
              css: advert.css,
            })),
          },
        ];
      }),
    };
  };
  const shown = (ref: string, request: { countryId: number }) => {
    const [campaignId, slotId] = ref.split(".").map(Number);
    deps.counters.impression({ campaignId, slotId, countryId: request.countryId });
  };
  for (const key of SLOT_KEYS) slots.provide(key, offer, { shown });
}
