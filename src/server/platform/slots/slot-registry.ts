import { createHash } from "node:crypto";
import type { FilledSlots, SlotContent, SlotSize } from "../../../domain/slots/slots.types.ts";
import { SLOT_NAME_PATTERN } from "../../../domain/slots/slots.types.ts";
import type { Random } from "../../../domain/random/random.ts";
import { COUNTRY_IDS } from "../../../domain/shared/countries.ts";
import { drawWeighted, variantForSeed } from "../../../domain/random/weighted-draw.ts";
import type { Cache } from "../cache/cache.ts";
import type { Logger } from "../logger.ts";
import { sanitizeHtml, type HtmlUse } from "../html/sanitize-html.ts";
import { scopeCss } from "../html/scope-css.ts";

/** One piece of content a provider offers for a slot: raw HTML of its use, and optionally a stylesheet. */
export interface SlotVariant {
  html: string;
  /** Which allow-list the HTML is cut to (decision 0056). */
  use: HtmlUse;
  /** A foreign stylesheet (an advert's); scoped to the slot's box before anyone sees it. */
  css?: string;
}

/**
 * What a provider answers for a slot and country: the candidates, each with a weight and its variants. Each
 * request draws one candidate by weight and shows the visitor's variant (client seed modulo variants; spec
 * "Advert slots", decision 0055). A CMS block is one candidate of weight 1 with one variant. Empty: nothing shown.
 */
export interface SlotOffer {
  /** `ref`: the provider's own name for the item, handed back to its `shown` hook when the item is drawn. */
  items: Array<{ weight: number; variants: SlotVariant[]; ref?: string }>;
  /** Shown above the content, outside its HTML (an advert's "Anzeige"). */
  label?: string;
  /** The box the page reserves for the content (no layout shift). */
  size?: SlotSize;
  /**
   * The offer depends on the visitor's postcode (spec §3 AppliesZipFiltering): asked without one first, the
   * provider says so, and where the page has a postcode it is asked again with it, cached per postcode.
   */
  zipFiltered?: boolean;
}

export interface SlotRequest {
  slot: string;
  countryId: number;
  /** The postcode of the page (the offer list's query), given only when the offer said `zipFiltered`. */
  zipCode?: string;
}

export type SlotProvider = (request: SlotRequest) => Promise<SlotOffer>;

/** What a provider hears back: `shown` once per drawn item with its `ref` (an advert's impression, counted by its area). */
export interface SlotHooks {
  shown?: (ref: string, request: { slot: string; countryId: number }) => void;
}

export interface FillRequest {
  names: readonly string[];
  countryId: number;
  clientSeed: number;
  /** The page's postcode, for offers that depend on it. */
  zipCode?: string;
  /**
   * A render kept for every visitor (decision 0062): an offer that is a draw (several candidates or variants, or
   * counted when shown) reserves its box and is drawn by the browser; one that is the same for everyone (a site
   * text) is shown as it is.
   */
  deferDraw?: boolean;
}

/** Cached per country and slot (decision 0059): short, so an edited advert or block shows within a minute. */
export const SLOT_CACHE_TTL_MS = 60_000;

const slotKey = (countryId: number, slot: string) => `slots:${countryId}:${slot}`;

/** What is cached: the offer with HTML and CSS already cleaned (values survive JSON). */
type CleanOffer = Omit<SlotOffer, "items"> & { items: Array<{ weight: number; variants: SlotContent[]; ref?: string }> };

/** Whether visitors may see different things: more than one candidate or variant, or a count per showing. */
const isDraw = (offer: CleanOffer) =>
  offer.items.filter((i) => i.weight > 0).length > 1 || offer.items.some((i) => i.variants.length > 1 || i.ref !== undefined);

/**
 * The slot providers (decision 0059): each area that has content for a named slot registers a provider
 * here from its services factory (`platform.slots.provide("preise-oben", …)`); one provider per slot name.
 * The root loader asks `fill` once per page for the slots the page names.
 */
export interface SlotRegistry {
  provide(slot: string, provider: SlotProvider, hooks?: SlotHooks): void;
  /** The filled slots of `names` in one round (providers asked side by side); a slot with nothing to show is absent. */
  fill(request: FillRequest): Promise<FilledSlots>;
  /** Drops what is cached of a slot on every instance (each postcode's too): its provider's content changed. */
  invalidate(slot: string): Promise<void>;
  /** Whether any area provides slots (pages then reload the root data on navigation, root.tsx). */
  readonly active: boolean;
}

export function createSlotRegistry(deps: { cache: Cache; random: Random; logger: Pick<Logger, "error"> }): SlotRegistry {
  const providers = new Map<string, SlotProvider>();
  const hooksOf = new Map<string, SlotHooks>();

  const cleanOffer = async (request: SlotRequest): Promise<CleanOffer> => {
    const { slot } = request;
    const offer = await providers.get(slot)!(request);
    return {
      label: offer.label,
      size: offer.size,
      zipFiltered: offer.zipFiltered,
      items: offer.items.map((item) => ({
        weight: item.weight,
        ref: item.ref,
        variants: item.variants.map((v) => {
          // A class per content, so two adverts' sheets on one page never style each other's box.
          const scopeClass = `slot-${slot}-${createHash("sha256")
            .update(v.html)
            .update("\0")
            .update(v.css ?? "")
            .digest("hex")
            .slice(0, 10)}`;
          return { html: sanitizeHtml(v.html, v.use), css: v.css ? scopeCss(v.css, scopeClass) : "", scopeClass };
        }),
      })),
    };
  };

  const offerFor = async (slot: string, countryId: number, zipCode: string | undefined): Promise<CleanOffer> => {
    const general = await deps.cache.getOrLoad(slotKey(countryId, slot), SLOT_CACHE_TTL_MS, () => cleanOffer({ slot, countryId }));
    if (!general.zipFiltered || !zipCode) return general;
    // Per postcode: campaigns' prefixes may have any length, and the LRU (or Redis' TTL) bounds the entries.
    return deps.cache.getOrLoad(`${slotKey(countryId, slot)}:${zipCode}`, SLOT_CACHE_TTL_MS, () =>
      cleanOffer({ slot, countryId, zipCode }),
    );
  };

  const fillOne = async (slot: string, request: FillRequest): Promise<SlotContent | null> => {
    const { countryId, clientSeed } = request;
    try {
      const offer = await offerFor(slot, countryId, request.zipCode);
      const frame = { ...(offer.label ? { label: offer.label } : {}), ...(offer.size ? { size: offer.size } : {}) };
      if (request.deferDraw && isDraw(offer))
        return offer.items.some((i) => i.weight > 0) ? { html: "", css: "", scopeClass: `slot-${slot}`, ...frame, deferred: true } : null;
      const item = drawWeighted(offer.items, (i) => i.weight, deps.random);
      const content = item ? variantForSeed(item.variants, clientSeed) : null;
      if (!item || !content?.html.trim()) return null;
      if (item.ref) hooksOf.get(slot)?.shown?.(item.ref, { slot, countryId });
      return { ...content, ...frame };
    } catch (err) {
      // Spec §8: a banner that fails to load is no banner; the page renders without it.
      deps.logger.error({ err: err instanceof Error ? err.message : String(err), slot }, "slot provider failed");
      return null;
    }
  };

  return {
    provide(slot, provider, hooks) {
      if (!SLOT_NAME_PATTERN.test(slot)) throw new Error(`slot name must be lower-case words joined by "-": ${slot}`);
      if (providers.has(slot)) throw new Error(`slot ${slot} already has a provider`);
      providers.set(slot, provider);
      if (hooks) hooksOf.set(slot, hooks);
    },
    async fill(request) {
      const wanted = request.names.filter((name) => providers.has(name));
      const contents = await Promise.all(wanted.map((name) => fillOne(name, request)));
      const filled: FilledSlots = {};
      wanted.forEach((name, i) => {
        const content = contents[i];
        if (content) filled[name] = content;
      });
      return filled;
    },
    async invalidate(slot) {
      await Promise.all(COUNTRY_IDS.map((countryId) => deps.cache.invalidatePrefix(slotKey(countryId, slot))));
    },
    get active() {
      return providers.size > 0;
    },
  };
}
