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
