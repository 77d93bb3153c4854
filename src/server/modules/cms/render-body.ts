import { getSchema } from "@tiptap/core";
import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import { BODY_EXTENSIONS } from "../../../domain/cms/body-extensions.ts";
import { sanitizeHtml } from "../../platform/html/sanitize-html.ts";
import { type LibraryImage, withPictures } from "./body-pictures.ts";

const schema = getSchema(BODY_EXTENSIONS);

/**
 * Whether a cleaned body fits the editor's schema (nesting and content rules: a list holds list items, a
 * table rows …). ProseMirror's own check, the same the editor applies in the browser.
 */
export function fitsSchema(doc: BodyNode): boolean {
  try {
    schema.nodeFromJSON(doc).check();
    return true;
  } catch {
    return false;
  }
}

/**
 * A body → the HTML a visitor gets (decision 0065): rendered without a browser DOM, its library images as
 * `<picture>` with the library's alt text (`images`, body-pictures.ts; one not in it is left out), then through
 * the one sanitiser's rich-text list (decision 0056) — the last line of defence even for a body that was
 * cleaned when it was saved.
 */
export function renderBody(doc: BodyNode, images: ReadonlyMap<string, LibraryImage> = new Map()): string {
  return sanitizeHtml(withPictures(renderToHTMLString({ extensions: BODY_EXTENSIONS, content: doc }), images), "richText");
}
