import { createHash } from "node:crypto";
import { advertLabel, SLOT_TYPES } from "../../../domain/adverts/slot-types.ts";
import type { SlotContent } from "../../../domain/slots/slots.types.ts";
import { sanitizeHtml } from "../../platform/html/sanitize-html.ts";
import { scopeCss } from "../../platform/html/scope-css.ts";
import type { AdvertsDeps } from "./adverts.deps.ts";
import { withLinksTo } from "./click-link.ts";
import { advertUses, slotRows } from "./manage.repo.ts";

export interface AdvertPreview {
  /** The slots the ad manager can look at it in (its own first, then every other advert slot). */
  slots: Array<{ id: number; key: string; countryId: number }>;
  slotId: number | null;
  /** Per variant, the content at the slot's desktop size and at its mobile size. */
  variants: Array<{ desktop: SlotContent; mobile: SlotContent }>;
}

/**
 * The editor's preview (decision 0068, "Back office"): each variant cleaned and scoped exactly as the slot
 * registry does for the site (decision 0059: sanitiser, scoped sheet, label outside the HTML, reserved size),
 * once at the slot's desktop box and once at its mobile box, so the page can render the site's `<SlotView>`.
 * Links lead to the advert's target directly: a preview click must not count as a click.
 */
export async function advertPreview(
  deps: Pick<AdvertsDeps, "db">,
  advert: { id: number | null; targetUrl: string; variants: readonly string[]; css: string },
  wantedSlotId?: number,
): Promise<AdvertPreview> {
  const own = advert.id === null ? [] : await advertUses(deps.db, advert.id);
  const all = (await slotRows(deps.db)).map((r) => r.slot).filter((s) => s.slotTypeId === SLOT_TYPES.ADVERT);
  const ownKeys = new Set(own.map((u) => u.slotKey));
  const ordered = [...all.filter((s) => ownKeys.has(s.key)), ...all.filter((s) => !ownKeys.has(s.key))];
  const slot = ordered.find((s) => s.id === wantedSlotId) ?? ordered[0];
  const slots = ordered.map((s) => ({ id: s.id, key: s.key, countryId: s.countryId }));
  if (!slot) return { slots, slotId: null, variants: [] };
  const label = advertLabel(slot.countryId);
  const variants = advert.variants.map((raw) => {
    const html = withLinksTo(sanitizeHtml(raw, "advert"), advert.targetUrl);
    const scopeClass = `slot-${slot.key}-${createHash("sha256").update(html).update("\0").update(advert.css).digest("hex").slice(0, 10)}`;
    const content = { html, css: advert.css ? scopeCss(advert.css, scopeClass) : "", scopeClass, label };
    const box = (width: number, height: number) => ({ width, height, mobileWidth: width, mobileHeight: height });
    return {
      desktop: { ...content, size: box(slot.width, slot.height) },
      mobile: { ...content, size: box(slot.mobileWidth, slot.mobileHeight) },
    };
  });
  return { slots, slotId: slot.id, variants };
}
