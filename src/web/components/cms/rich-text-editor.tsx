import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useRef, useState } from "react";
import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import { BODY_EXTENSIONS } from "../../../domain/cms/body-extensions.ts";
import type { EditorImage } from "../../../domain/cms/media.schemas.ts";
import { ImageChooser } from "./image-chooser.tsx";

/**
 * The page body's editor (decision 0065). Without JavaScript (and until the editor has loaded) the body is
 * the plain-text form in a text field; a body that form cannot hold is shown read-only and kept as stored.
 * With JavaScript the TipTap editor takes over and posts its JSON as `Body`.
 */
export function RichTextEditor({
  doc,
  text,
  error,
  images = [],
}: {
  doc: BodyNode;
  text: string | null;
  error?: string;
  /** The media library's images the "Bild" button offers. */
  images?: readonly EditorImage[];
}) {
  const [json, setJson] = useState(() => JSON.stringify(doc));
  const editor = useEditor({
    extensions: BODY_EXTENSIONS,
    content: doc,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: "cms-editor__area article-body cms-body",
        "aria-label": "Seiteninhalt",
        "aria-multiline": "true",
        role: "textbox",
      },
    },
    onUpdate: ({ editor: e }) => setJson(JSON.stringify(e.getJSON())),
  });

  if (!editor)
    return (
      <div className="cms-editor cms-editor--plain">
        {text === null ? (
          <p className="hint">
            Dieser Inhalt enthält Formatierungen (z. B. Tabellen oder Bilder), die nur der Editor bearbeiten kann. Er bleibt beim Speichern
            unverändert; bitte schalten Sie JavaScript ein, um ihn zu bearbeiten.
          </p>
        ) : (
          <label className="form-field">
            Seiteninhalt
            <textarea
              name="BodyText"
              rows={16}
              defaultValue={text}
              aria-describedby="cms-body-help"
              aria-invalid={error ? true : undefined}
            />
            <span id="cms-body-help" className="hint">
              Ohne Editor: „## “ beginnt eine Zwischenüberschrift, „- “ einen Listenpunkt, „&gt; “ einen Hinweiskasten; Absätze trennen Sie
              durch eine Leerzeile. **fett** wird fett, [Linktext](/pfad) ein Link.
            </span>
          </label>
        )}
        {error && <p className="form-field__error">{error}</p>}
      </div>
    );

  return (
    <div className="cms-editor">
      <input type="hidden" name="Body" value={json} />
      <Toolbar editor={editor} images={images} />
      <EditorContent editor={editor} />
      {error && <p className="form-field__error">{error}</p>}
    </div>
  );
}

type Editor = NonNullable<ReturnType<typeof useEditor>>;

function Toolbar({ editor, images }: { editor: Editor; images: readonly EditorImage[] }) {
  const [choosing, setChoosing] = useState(false);
  const imageButton = useRef<HTMLButtonElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      hint: e.isActive("hintBox"),
      table: e.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt("Adresse des Links (https://…, mailto:… oder /seite); leer entfernt den Link:", previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const buttons: { label: string; pressed?: boolean; run: () => void }[] = [
    { label: "Überschrift", pressed: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: "Unterüberschrift", pressed: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: "Fett", pressed: active.bold, run: () => chain().toggleBold().run() },
    { label: "Kursiv", pressed: active.italic, run: () => chain().toggleItalic().run() },
    { label: "Liste", pressed: active.bullet, run: () => chain().toggleBulletList().run() },
    { label: "Nummerierte Liste", pressed: active.ordered, run: () => chain().toggleOrderedList().run() },
    { label: "Link", pressed: active.link, run: setLink },
    {
      label: "Hinweiskasten",
      pressed: active.hint,
      run: () => (active.hint ? chain().lift("hintBox").run() : chain().wrapIn("hintBox").run()),
    },
    {
      label: active.table ? "Tabelle entfernen" : "Tabelle",
      run: () => (active.table ? chain().deleteTable().run() : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()),
    },
    { label: "Rückgängig", run: () => chain().undo().run() },
  ];
  const closeChooser = () => {
    setChoosing(false);
    imageButton.current?.focus();
  };
  return (
    <div className="cms-editor__toolbar" role="toolbar" aria-label="Formatierung">
      {buttons.map((b) => (
        <button key={b.label} type="button" className="button button--small button--secondary" aria-pressed={b.pressed} onClick={b.run}>
          {b.label}
        </button>
      ))}
      <button
        ref={imageButton}
        type="button"
        className="button button--small button--secondary"
        aria-expanded={choosing}
        aria-controls="cms-image-chooser"
        onClick={() => setChoosing(!choosing)}
      >
        Bild
      </button>
      {choosing && (
        <ImageChooser
          images={images}
          onChoose={(image) => {
            chain().setImage({ src: image.Src, alt: image.Alt }).run();
            setChoosing(false);
          }}
          onClose={closeChooser}
        />
      )}
    </div>
  );
}
