import { Form, Link } from "react-router";
import { formatFileSize, MEDIA_LIMITS, type MediaItem } from "../../../domain/cms/media.schemas.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { CopyValue } from "../copy-value.tsx";

/**
 * The library's files as cards (decision 0065, "Media library"): a thumbnail or the PDF label, name, alt text,
 * size, the pages that use it (links to their edit pages) and delete behind a confirmation.
 */
export function MediaGrid({
  media,
  refusal,
  altRefusal,
  busy,
}: {
  media: MediaItem[];
  refusal: { id: number; message: string } | null;
  /** A refused alt text: the file, the German sentence and what was typed. */
  altRefusal: { id: number; message: string; alt: string } | null;
  busy: boolean;
}) {
  return (
    <ul className="cms-media-grid" aria-label="Dateien der Mediathek">
      {media.map((m) => (
        <li key={m.Id} className="bo-card cms-media-item" data-testid="cms-media-item">
          <a className="cms-media-item__preview" href={m.Url} target="_blank" rel="noopener" aria-label={`${m.FileName} öffnen`}>
            {m.ThumbUrl ? (
              // The alt text stands beside the picture, so the thumbnail itself is not read out twice.
              <img src={m.ThumbUrl} alt="" width={m.Width ?? undefined} height={m.Height ?? undefined} loading="lazy" decoding="async" />
            ) : (
              <span className="cms-media-item__pdf" aria-hidden="true">
                PDF
              </span>
            )}
          </a>
          <h3 className="cms-media-item__name">{m.FileName}</h3>
          <p className="cms-media-item__alt">
            {m.Kind === "image" ? (
              <>
                <span className="bo-muted">Alternativtext:</span> {m.Alt}
              </>
            ) : (
              <span className="bo-muted">PDF-Dokument</span>
            )}
          </p>
          {m.Kind === "image" && <AltForm item={m} refusal={altRefusal?.id === m.Id ? altRefusal : null} busy={busy} />}
          <p className="bo-muted">
            {formatFileSize(m.Size)}
            {m.Width && m.Height ? ` · ${m.Width} × ${m.Height} px` : ""} · {formatDate(m.CreatedAt, "shortD", LOCALES.de)}
            {m.UploadedBy ? ` · ${m.UploadedBy}` : ""}
          </p>
          <CopyValue value={m.Url} label="Adresse der Datei" breakAfter="/" anywhere />
          <WhereUsed pages={m.WhereUsed} />
          <details className="cms-media-item__delete" open={refusal?.id === m.Id || undefined}>
            <summary>Löschen …</summary>
            <p>
              {m.WhereUsed.length > 0
                ? "Diese Datei wird noch verwendet und kann erst gelöscht werden, wenn sie von diesen Seiten entfernt ist."
                : "Die Datei verschwindet sofort und endgültig aus der Mediathek und von ihrer Adresse."}
            </p>
            {refusal?.id === m.Id && (
              <p className="notice notice--error" role="alert">
                {refusal.message}
              </p>
            )}
            <Form method="post">
              <input type="hidden" name="Id" value={m.Id} />
              <button type="submit" name="intent" value="delete" className="button button--small button--danger" disabled={busy}>
                Endgültig löschen
              </button>
            </Form>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The alt text after the upload: every page with the picture shows the library's (body-pictures.ts). */
function AltForm({ item, refusal, busy }: { item: MediaItem; refusal: { message: string; alt: string } | null; busy: boolean }) {
  const id = `alt-${item.Id}`;
  return (
    <details className="cms-media-item__alt-edit" open={refusal !== null || undefined}>
      <summary>Alternativtext ändern …</summary>
      <Form method="post">
        <input type="hidden" name="Id" value={item.Id} />
        <label htmlFor={id}>Alternativtext</label>
        <input
          id={id}
          name="Alt"
          defaultValue={refusal?.alt ?? item.Alt}
          maxLength={MEDIA_LIMITS.altMax}
          required
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
        />
        {refusal && (
          <p id={`${id}-error`} className="notice notice--error" role="alert">
            {refusal.message}
          </p>
        )}
        <button type="submit" name="intent" value="alt" className="button button--small button--secondary" disabled={busy}>
          Speichern
        </button>
      </Form>
    </details>
  );
}

function WhereUsed({ pages }: { pages: MediaItem["WhereUsed"] }) {
  if (pages.length === 0) return <p className="bo-muted">Noch auf keiner Inhaltsseite verwendet.</p>;
  return (
    <div>
      <p className="cms-media-item__used">Verwendet auf:</p>
      <ul className="cms-media-item__pages">
        {pages.map((p) => (
          <li key={p.EditPath}>
            <Link to={p.EditPath}>{p.Title}</Link> <span className="bo-muted">{p.Path}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
