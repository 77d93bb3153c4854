import type { SlotContent } from "../../../domain/slots/slots.types.ts";
import { useRootData } from "../../root.tsx";

/**
 * A named slot of the page (decision 0059): what an area provides for it, filled by the root loader. The
 * page names the slot in its route `handle` (`{ slots: ["preise-oben"] }`) and puts `<Slot name="preise-oben" />`
 * where it belongs. Nothing provided → nothing rendered, not an empty box.
 */
export function Slot({ name }: { name: string }) {
  return <SlotView name={name} content={useRootData()?.slots[name]} />;
}

/**
 * The slot's box. The HTML is sanitised and the stylesheet scoped to `scopeClass` on the server (decision
 * 0056); `contain: content` keeps the box's drawing inside it, so an absolutely placed child cannot lie over the page.
 */
export function SlotView({ name, content }: { name: string; content: SlotContent | undefined }) {
  if (!content) return null;
  return (
    <div className={`slot ${content.scopeClass}`} data-slot={name} style={{ contain: "content", position: "relative" }}>
      {content.css && <style>{content.css}</style>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes cut down to its allow-list by the server's one sanitiser (decision 0056). */}
      <div dangerouslySetInnerHTML={{ __html: content.html }} />
    </div>
  );
}
