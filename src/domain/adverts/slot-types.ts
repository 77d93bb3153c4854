/** Spec §9 campaign types. */
export const CAMPAIGN_TYPES = { PRIMARY: 1, FALLBACK: 2 } as const;
export type CampaignTypeId = (typeof CAMPAIGN_TYPES)[keyof typeof CAMPAIGN_TYPES];

/** Spec §3 SlotTypeId (the spec gives no numbers; decision 0068): an advert's HTML, or the price banner of §3 "Banner". */
export const SLOT_TYPES = { ADVERT: 1, PRICE_BANNER: 2 } as const;
export type SlotTypeId = (typeof SLOT_TYPES)[keyof typeof SLOT_TYPES];

/**
 * The places the site's pages name (decision 0059 handles) and a slot's key must be one of. Neutral words:
 * ad blockers hide boxes whose class or name says "ad", "advert", "banner" or "werbung" (decision 0068).
 */
export const SLOT_PLACES = {
  "startseite-preise": "Startseite, Preisbanner unter dem Rechner",
  "startseite-mitte": "Startseite, zwischen den Abschnitten",
  "angebotsliste-mitte": "Angebotsliste, nach dem günstigsten Angebot",
  "preise-oben": "Preisseiten, über den Preisen",
  "news-seite": "News, Liste und Artikel",
} as const;
export type SlotPlace = keyof typeof SLOT_PLACES;
export const SLOT_KEYS = Object.keys(SLOT_PLACES) as SlotPlace[];

export function isSlotKey(key: string): key is SlotPlace {
  return Object.hasOwn(SLOT_PLACES, key);
}

/** § 6 DDG: adverts are marked as such, outside the advert's own HTML; Austria's sites say "Werbung". */
export function advertLabel(countryId: number): string {
  return countryId === 2 ? "Werbung" : "Anzeige";
}
