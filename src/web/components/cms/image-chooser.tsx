import { useEffect, useRef } from "react";
import type { EditorImage } from "../../../domain/cms/media.schemas.ts";

/**
 * The editor's "Bild" chooser (decision 0065, "Media library"): the library's images as buttons (thumbnail,
 * alt text, file name); choosing one inserts it with its default address and alt text. Keyboard: the first
 * image has the focus when it opens, Tab moves on, Escape closes it and returns to the "Bild" button.
 */
export function ImageChooser({
  images,
  onChoose,
  onClose,
}: {
  images: readonly EditorImage[];
  onChoose: (image: EditorImage) => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("button, a")?.focus();
  }, []);
  return (
    // Escape anywhere in the chooser closes it; its buttons do the rest.
    <div
      ref={panel}
      id="cms-image-chooser"
      className="cms-image-chooser"
      role="group"
      aria-label="Bild aus der Mediathek einfügen"
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.preventDefault();
        onClose();
      }}
    >
      {images.length === 0 ? (
        <p>
          Noch keine Bilder in der Mediathek.{" "}
          <a href="/support/cms/media" target="_blank" rel="noopener">
            Mediathek öffnen
          </a>
        </p>
      ) : (
        <ul className="cms-image-chooser__list">
          {images.map((image) => (
            <li key={image.Src}>
              <button type="button" className="cms-image-chooser__choice" onClick={() => onChoose(image)}>
                <img src={image.ThumbUrl} alt="" loading="lazy" />
                <span>{image.Alt}</span>
                <span className="bo-muted">{image.FileName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--small button--secondary" onClick={onClose}>
        Schließen
      </button>
    </div>
  );
}
