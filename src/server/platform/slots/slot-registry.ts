import { createHash } from "node:crypto";
import type { FilledSlots, SlotContent } from "../../../domain/slots/slots.types.ts";
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
  items: Array<{ weight: number; variants: SlotVariant[] }>;
}

export type SlotProvider = (request: { slot: string; countryId: number }) => Promise<SlotOffer>;

/** Cached per country and slot (decision 0059): short, so an edited advert or block shows within a minute. */
export const SLOT_CACHE_TTL_MS = 60_000;

const slotKey = (countryId: number, slot: string) => `slots:${countryId}:${slot}`;

/** What is cached: the offer with HTML and CSS already cleaned (values survive JSON). */
type CleanOffer = { items: Array<{ weight: number; variants: SlotContent[] }> };

/**
 * The slot providers (decision 0059): each area that has content for a named slot registers a provider
 * here from its services factory (`platform.slots.provide("preise-oben", …)`); one provider per slot name.
 * The root loader asks `fill` once per page for the slots the page names.
 */
export interface SlotRegistry {
  provide(slot: string, provider: SlotProvider): void;
  /** The filled slots of `names` in one round (providers asked side by side); a slot with nothing to show is absent. */
  fill(request: { names: readonly string[]; countryId: number; clientSeed: number }): Promise<FilledSlots>;
  /** Drops what is cached of a slot on every instance: its provider's content changed (an editor saved it). */
  invalidate(slot: string): Promise<void>;
  /** Whether any area provides slots (pages then reload the root data on navigation, root.tsx). */
  readonly active: boolean;
}

export function createSlotRegistry(deps: { cache: Cache; random: Random; logger: Pick<Logger, "error"> }): SlotRegistry {
  const providers = new Map<string, SlotProvider>();

  const cleanOffer = async (slot: string, countryId: number): Promise<CleanOffer> => {
    const offer = await providers.get(slot)!({ slot, countryId });
    return {
      items: offer.items.map((item) => ({
        weight: item.weight,
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

  const fillOne = async (slot: string, countryId: number, clientSeed: number): Promise<SlotContent | null> => {
    try {
      const offer = await deps.cache.getOrLoad(slotKey(countryId, slot), SLOT_CACHE_TTL_MS, () => cleanOffer(slot, countryId));
      const item = drawWeighted(offer.items, (i) => i.weight, deps.random);
      const content = item ? variantForSeed(item.variants, clientSeed) : null;
      return content?.html.trim() ? content : null;
    } catch (err) {
      // Spec §8: a banner that fails to load is no banner; the page renders without it.
      deps.logger.error({ err: err instanceof Error ? err.message : String(err), slot }, "slot provider failed");
      return null;
    }
  };

  return {
    provide(slot, provider) {
      if (!SLOT_NAME_PATTERN.test(slot)) throw new Error(`slot name must be lower-case words joined by "-": ${slot}`);
      if (providers.has(slot)) throw new Error(`slot ${slot} already has a provider`);
      providers.set(slot, provider);
    },
    async fill({ names, countryId, clientSeed }) {
      const wanted = names.filter((name) => providers.has(name));
      const contents = await Promise.all(wanted.map((name) => fillOne(name, countryId, clientSeed)));
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
