import type { SlotContent } from "../../../domain/slots/slots.types.ts";
import { SlotView } from "../slots/slot.tsx";

export interface PreviewData {
  slots: Array<{ id: number; key: string; countryId: number }>;
  slotId: number | null;
  variants: Array<{ desktop: SlotContent; mobile: SlotContent }>;
}

/**
 * The editor's preview (decision 0068, "Back office"): every variant in the site's own `<SlotView>` — label,
 * reserved box, sanitised HTML, scoped sheet — once at the slot's desktop size and once at its mobile size.
 * Rendered on the server; the advert brings no script (the sanitiser took it out, the CSP would refuse it).
 * A box wider than the screen scrolls inside its frame, never the page.
 */
export function AdvertPreview({ preview, name }: { preview: PreviewData; name: string }) {
  const slot = preview.slots.find((s) => s.id === preview.slotId);
  if (!slot) return <p className="bo-muted">Es gibt noch keinen Werbeplatz für Anzeigen. Legen Sie zuerst einen Werbeplatz an.</p>;
  return (
    <div className="ad-preview">
      {preview.variants.map((v, i) => (
        <div key={i} className="ad-preview__variant">
          {preview.variants.length > 1 && <h3>Variante {i + 1}</h3>}
          {(["desktop", "mobile"] as const).map((device) => {
            const size = v[device].size!;
            return (
              <figure key={device} className="ad-preview__frame">
                <figcaption>
                  {device === "desktop" ? "Desktop" : "Mobil"}: {size.width} × {size.height} px
                </figcaption>
                <div className="ad-preview__scroll" style={{ ["--preview-w" as string]: `${size.width}px` }}>
                  <SlotView name={`${name}-${device}-${i}`} content={v[device]} />
                </div>
              </figure>
            );
          })}
        </div>
      ))}
    </div>
  );
}
