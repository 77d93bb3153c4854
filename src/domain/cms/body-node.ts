/** A node of a CMS body: the rich-text editor's JSON (a TipTap/ProseMirror document, body-doc.ts). */
export interface BodyNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: BodyNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}
