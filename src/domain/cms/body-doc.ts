/**
 * A CMS body as stored: the rich-text editor's JSON (a TipTap/ProseMirror document, decision 0065).
 * The shape is checked here; which node and mark types exist is the editor's schema (body-extensions.ts),
 * which the server checks against before it stores a body.
 *
 * Without JavaScript the editor falls back to a plain-text form of the same body: "## " and "### " start
 * headings, "- " list items, "> " a hint box, blank lines separate paragraphs; inside them "**fett**" and
 * "[Linktext](/pfad)" (body-inline.ts). `docToText` gives that form
 * only for a body it can hold without loss; otherwise the text field is read-only (nothing is ever lost).
 */
import { z } from "zod";
import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from "../shared/safe-text.ts";
import { inlineToNodes, nodesToInline } from "./body-inline.ts";
import type { BodyNode } from "./body-node.ts";

export type { BodyNode } from "./body-node.ts";

/** A body larger than this is no page an editor writes (stored JSON, characters). */
export const BODY_MAX_CHARS = 200_000;

const mark = z.object({ type: z.string().min(1).max(40), attrs: z.record(z.string(), z.unknown()).optional() });
export const bodyNode: z.ZodType<BodyNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(40),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(bodyNode).max(5000).optional(),
    marks: z.array(mark).max(20).optional(),
    text: z.string().max(BODY_MAX_CHARS).optional(),
  }),
);
export const bodyDoc = bodyNode
  .refine((n) => n.type === "doc", "Der Seiteninhalt muss ein Dokument sein.")
  // A NUL or a lone surrogate anywhere in the document (text, link, alt text) is no text PostgreSQL's jsonb
  // takes (decision 0012): refused here, so a form's JSON cannot carry one past the form's own check.
  .refine((n) => unsafeTextPaths(n, "Body").length === 0, UNSAFE_TEXT_MESSAGE);

const text = (t: string): BodyNode => ({ type: "text", text: t });
// Paragraphs and list items carry "**fett**" and "[Link](/pfad)" (body-inline.ts); headings stay plain words.
const paragraph = (t: string): BodyNode => (t ? { type: "paragraph", content: inlineToNodes(t) } : { type: "paragraph" });

/** The plain-text form → a body. */
export function plainTextToBody(input: string): BodyNode {
  const blocks = input.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  const content: BodyNode[] = [];
  for (const block of blocks) {
    const lines = block
      .split("\n")
      .map((l) => l.trimEnd())
      .filter((l) => l.trim() !== "");
    let i = 0;
    while (i < lines.length) {
      const line = lines[i];
      const heading = /^(#{2,3}) (.+)$/.exec(line);
      if (heading) {
        content.push({ type: "heading", attrs: { level: heading[1].length }, content: [text(heading[2].trim())] });
        i++;
      } else if (line.startsWith("- ")) {
        const items: BodyNode[] = [];
        while (i < lines.length && lines[i].startsWith("- "))
          items.push({ type: "listItem", content: [paragraph(lines[i++].slice(2).trim())] });
        content.push({ type: "bulletList", content: items });
      } else if (line.startsWith("> ")) {
        const inner: string[] = [];
        while (i < lines.length && lines[i].startsWith("> ")) inner.push(lines[i++].slice(2).trim());
        content.push({ type: "hintBox", content: [paragraph(inner.join(" "))] });
      } else {
        const para: string[] = [];
        while (i < lines.length && !/^(#{2,3} |- |> )/.test(lines[i])) para.push(lines[i++].trim());
        content.push(paragraph(para.join(" ")));
      }
    }
  }
  return { type: "doc", content: content.length ? content : [paragraph("")] };
}

/** Plain text of inline content, or null when it carries marks or anything but text. */
function plainInline(nodes: BodyNode[] | undefined): string | null {
  let out = "";
  for (const n of nodes ?? []) {
    if (n.type !== "text" || (n.marks && n.marks.length > 0)) return null;
    out += n.text ?? "";
  }
  return out;
}

const onlyParagraph = (n: BodyNode): string | null =>
  n.content?.length === 1 && n.content[0].type === "paragraph" ? nodesToInline(n.content[0].content) : null;

/** A body → its plain-text form, or null when the text form cannot hold it without loss. */
export function docToText(doc: BodyNode): string | null {
  const out: string[] = [];
  for (const block of doc.content ?? []) {
    if (block.type === "paragraph") {
      const t = nodesToInline(block.content);
      if (t === null || /^(#{2,3} |- |> )/.test(t)) return null;
      if (t) out.push(t);
    } else if (block.type === "heading" && (block.attrs?.level === 2 || block.attrs?.level === 3)) {
      const t = plainInline(block.content);
      if (t === null) return null;
      out.push(`${"#".repeat(block.attrs.level as number)} ${t}`);
    } else if (block.type === "bulletList") {
      const items = (block.content ?? []).map(onlyParagraph);
      if (items.some((t) => t === null)) return null;
      out.push(items.map((t) => `- ${t}`).join("\n"));
    } else if (block.type === "hintBox") {
      const t = onlyParagraph(block);
      if (t === null) return null;
      out.push(`> ${t}`);
    } else return null;
  }
  return out.join("\n\n");
}

/** Every image source and link target in a body (the media's "where used", the preview's checks). */
export function bodyReferences(doc: BodyNode): { images: string[]; links: string[] } {
  const images: string[] = [];
  const links: string[] = [];
  const stack = [doc];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === "image" && typeof n.attrs?.src === "string") images.push(n.attrs.src);
    for (const m of n.marks ?? []) if (m.type === "link" && typeof m.attrs?.href === "string") links.push(m.attrs.href);
    stack.push(...(n.content ?? []));
  }
  return { images, links };
}

/** The words of a body, for the list's preview line and the page's description fallback. */
export function bodyPlainText(doc: BodyNode, max = 300): string {
  const parts: string[] = [];
  const stack = [doc];
  let length = 0;
  while (stack.length && length < max) {
    const n = stack.shift()!;
    if (n.type === "text" && n.text) {
      parts.push(n.text);
      length += n.text.length + 1;
    }
    stack.unshift(...(n.content ?? []));
  }
  const joined = parts.join(" ").replace(/\s+/g, " ").trim();
  return joined.length > max ? `${joined.slice(0, max - 1).trimEnd()}…` : joined;
}
