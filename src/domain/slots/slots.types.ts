/**
 * Slots (decision 0059): a page names the places where other areas' content may appear (adverts, CMS
 * blocks, banners) in its route `handle` — `export const handle = { slots: ["preise-oben"] }` — and the root
 * loader fills them in one round. What the page receives per slot, already sanitised and scoped.
 */
export interface SlotContent {
  /** HTML cut down to its use's allow-list (decision 0056). */
  html: string;
  /** The stylesheet scoped to `scopeClass` (decision 0056); "" when none. */
  css: string;
  /** The class on the slot's box that `css` is scoped to. */
  scopeClass: string;
  /** Shown above the box, outside the content's own HTML (an advert's "Anzeige", § 6 DDG). */
  label?: string;
  /** The box the page reserves for the content, so nothing shifts when it arrives. */
  size?: SlotSize;
  /**
   * A render kept for every visitor (decision 0062) carries no draw: the box is reserved and the browser asks
   * for the visitor's own content (`GET /api/slots/{name}`); `html` and `css` are then empty.
   */
  deferred?: true;
}

/** CSS pixels from 768 px on (`width`, `height`) and below (`mobileWidth`, `mobileHeight`). */
export interface SlotSize {
  width: number;
  height: number;
  mobileWidth: number;
  mobileHeight: number;
}

/** Filled slots by name; a slot with nothing to show is absent. */
export type FilledSlots = Record<string, SlotContent>;

/** Slot names: lower-case words joined by "-" (they become keys and CSS classes). */
export const SLOT_NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The slot names the matched routes' handles declare, outermost first, each once; malformed names are ignored. */
export function slotNamesOfHandles(handles: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const handle of handles) {
    const slots = (handle as { slots?: unknown } | null | undefined)?.slots;
    if (!Array.isArray(slots)) continue;
    for (const name of slots) if (typeof name === "string" && SLOT_NAME_PATTERN.test(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The postcode a page carries in its query (the calculator's `zipCode` key, spec §3), for slots that filter by
 * it; anything but 4 or 5 digits is no postcode of the three countries and is ignored.
 */
export function pageZipCode(url: URL): string | undefined {
  const zip = url.searchParams.get("zipCode");
  return zip && /^\d{4,5}$/.test(zip) ? zip : undefined;
}
