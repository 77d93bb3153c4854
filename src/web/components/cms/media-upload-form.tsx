import { useRef, useState } from "react";
import { Form } from "react-router";
import { MEDIA_LIMITS } from "../../../domain/cms/media.schemas.ts";
import { TextField } from "../account/form-fields.tsx";

/**
 * The library's upload form (decision 0065, "Media library"): a plain multipart post that works without
 * JavaScript (the file field inside the drop zone is an ordinary file input); with JavaScript a file may
 * also be dropped onto the zone, which puts it into that same input.
 */
export function MediaUploadForm({ alt, errors, busy }: { alt: string; errors: Record<string, string[]>; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const fileError = errors.file?.[0];
  const onDrop = (e: React.DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = e.dataTransfer.files;
    if (!input.current || files.length === 0) return;
    // One file per upload: a DataTransfer is the only way to set an input's files.
    const one = new DataTransfer();
    one.items.add(files[0]);
    input.current.files = one.files;
    setChosen(files[0].name);
  };
  return (
    <Form method="post" encType="multipart/form-data" className="bo-card cms-media-upload" aria-labelledby="hochladen-titel">
      <h2 id="hochladen-titel">Datei hochladen</h2>
      <label
        className={`cms-dropzone${over ? " cms-dropzone--over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="cms-dropzone"
      >
        <span className="cms-dropzone__title">Bild oder PDF auswählen</span>
        <span className="hint">
          Oder die Datei hierher ziehen. Bilder: JPEG, PNG, WebP, AVIF oder GIF bis 10 MB. Dokumente: PDF bis 20 MB.
        </span>
        <input
          ref={input}
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? "datei-fehler" : undefined}
          onChange={(e) => setChosen(e.currentTarget.files?.[0]?.name ?? null)}
        />
        {chosen && <span className="cms-dropzone__chosen">Gewählt: {chosen}</span>}
      </label>
      {fileError && (
        <p id="datei-fehler" className="account-field__error" role="alert">
          {fileError}
        </p>
      )}
      <TextField
        label="Alternativtext"
        name="Alt"
        maxLength={MEDIA_LIMITS.altMax}
        defaultValue={alt}
        error={errors.Alt?.[0]}
        hint="Pflicht für Bilder: Was ist zu sehen? Zum Beispiel „Heizöltank im Keller eines Einfamilienhauses“. Für PDFs nicht nötig."
      />
      <div className="bo-actions">
        <button type="submit" name="intent" value="upload" className="button button--primary" disabled={busy}>
          {busy ? "Wird hochgeladen …" : "Hochladen"}
        </button>
      </div>
    </Form>
  );
}
