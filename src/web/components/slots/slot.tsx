import { type CSSProperties, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { SlotContent, SlotSize } from "../../../domain/slots/slots.types.ts";
import { pageZipCode } from "../../../domain/slots/slots.types.ts";
import { apiGet } from "../../lib/api.ts";
import { useRootData } from "../../root.tsx";

/**
 * A named slot of the page (decision 0059): what an area provides for it, filled by the root loader. The
 * page names the slot in its route `handle` (`{ slots: ["preise-oben"] }`) and puts `<Slot name="preise-oben" />`
 * where it belongs. Nothing provided → nothing rendered, not an empty box. A page from the shared cache
 * (decision 0062) brings the reserved box only; the browser then asks for this visitor's own draw.
 */
export function Slot({ name }: { name: string }) {
  const content = useRootData()?.slots[name];
  const drawn = useDeferredSlot(name, content);
  // Deferred: the reserved box until the draw came, then the draw, or nothing when there was none.
  return <SlotView name={name} content={content?.deferred && drawn !== undefined ? drawn : content} />;
}

interface SlotAnswer {
  Slot: {
    Html: string;
    Css: string;
    ScopeClass: string;
    Label: string | null;
    Size: { Width: number; Height: number; MobileWidth: number; MobileHeight: number } | null;
  } | null;
}

/** The visitor's own content of a deferred slot (`GET /api/slots/{name}`); null until it came, or when there is none. */
function useDeferredSlot(name: string, content: SlotContent | undefined): SlotContent | null | undefined {
  const location = useLocation();
  const [drawn, setDrawn] = useState<SlotContent | null | undefined>(undefined);
  const deferred = content?.deferred === true;
  const zip = pageZipCode(new URL(`http://x${location.pathname}${location.search}`));
  useEffect(() => {
    setDrawn(undefined);
    if (!deferred) return;
    const controller = new AbortController();
    apiGet<SlotAnswer>(`/api/slots/${name}${zip ? `?zipCode=${zip}` : ""}`, { signal: controller.signal, anonymous: true })
      .then(({ Slot: s }) => {
        const size: SlotSize | undefined = s?.Size
          ? { width: s.Size.Width, height: s.Size.Height, mobileWidth: s.Size.MobileWidth, mobileHeight: s.Size.MobileHeight }
          : undefined;
        setDrawn(s ? { html: s.Html, css: s.Css, scopeClass: s.ScopeClass, label: s.Label ?? undefined, size } : null);
      })
      // Spec §8: a slot that fails to load is no slot.
      .catch(() => setDrawn(null));
    return () => controller.abort();
  }, [name, deferred, zip, location.pathname]);
  return drawn;
}

/**
 * The slot's box. The HTML is sanitised and the stylesheet scoped to `scopeClass` on the server (decision
 * 0056); `contain: content` keeps the box's drawing inside it, so an absolutely placed child cannot lie over the
 * page. A label (an advert's "Anzeige") stands above the box, outside the content's HTML; the size the area
 * gives is reserved before the content arrives. No class names that ad blockers hide (decision 0068).
 */
export function SlotView({ name, content }: { name: string; content: SlotContent | null | undefined }) {
  if (!content) return null;
  const size = content.size;
  const reserve = size
    ? ({
        "--slot-w": `${size.width}px`,
        "--slot-h": `${size.height}px`,
        "--slot-mw": `${size.mobileWidth}px`,
        "--slot-mh": `${size.mobileHeight}px`,
      } as CSSProperties)
    : undefined;
  return (
    <div
      className={`slot-frame${size ? " slot-frame--sized" : ""}${content.label ? " slot-frame--labelled" : ""}`}
      data-slot={name}
      style={reserve}
    >
      {content.label && <p className="slot-frame__label">{content.label}</p>}
      <div
        className={`slot ${content.scopeClass}`}
        data-slot-state={content.deferred ? "pending" : "shown"}
        style={{ contain: "content", position: "relative" }}
      >
        {content.css && <style>{content.css}</style>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes cut down to its allow-list by the server's one sanitiser (decision 0056). */}
        <div dangerouslySetInnerHTML={{ __html: content.html }} />
      </div>
    </div>
  );
}
