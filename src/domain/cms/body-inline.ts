/**
 * Inline marks of a body's plain-text form (decision 0065, extended for site texts in decision 0067):
 * `**fett**` and `[Linktext](/pfad)`. Both directions live here, so what `inlineToNodes` reads,
 * `nodesToInline` writes back the same — or refuses (null) when the text form could not hold it.
 */
import type { BodyNode } from "./body-node.ts";

const INLINE = /\*\*([^*\n]+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** A line of the plain-text form → text nodes with their bold and link marks. */
export function inlineToNodes(line: string): BodyNode[] {
  const nodes: BodyNode[] = [];
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > at) nodes.push({ type: "text", text: line.slice(at, m.index) });
    if (m[1] !== undefined) nodes.push({ type: "text", text: m[1], marks: [{ type: "bold" }] });
    else nodes.push({ type: "text", text: m[2], marks: [{ type: "link", attrs: { href: m[3] } }] });
    at = m.index + m[0].length;
  }
  if (at < line.length) nodes.push({ type: "text", text: line.slice(at) });
  return nodes;
}

/** The one mark of a text node the text form writes, or null when it carries others (or none). */
function writtenMark(n: BodyNode): "bold" | { href: string } | null {
  if (n.marks?.length !== 1) return null;
  const [m] = n.marks;
  if (m.type === "bold") return "bold";
  // A link the editor opened in a new tab (target) is more than the text form can say.
  if (m.type === "link" && typeof m.attrs?.href === "string" && !/[()\s]/.test(m.attrs.href) && m.attrs.target == null)
    return { href: m.attrs.href };
  return null;
}

type Part = { mark: "bold" | { href: string } | null; text: string };

/** Text with its written mark, neighbours of the same mark joined (what the reader sees); null: unwritable. */
function parts(nodes: BodyNode[]): Part[] | null {
  const out: Part[] = [];
  for (const n of nodes) {
    if (n.type !== "text") return null;
    if (!n.text) continue;
    const mark = n.marks?.length ? writtenMark(n) : null;
    if (n.marks?.length && mark === null) return null;
    const last = out.at(-1);
    if (last && JSON.stringify(last.mark) === JSON.stringify(mark)) last.text += n.text;
    else out.push({ mark, text: n.text });
  }
  return out;
}

/** Inline content → its line of the plain-text form; null when it holds what the form cannot. */
export function nodesToInline(nodes: BodyNode[] | undefined): string | null {
  const written = parts(nodes ?? []);
  if (written === null) return null;
  let out = "";
  for (const { mark, text } of written) {
    // Text that reads like a mark would come back as one; a marked text with * or brackets would break its mark.
    if (/\*\*|\[[^\]]*\]\(/.test(text) || text.includes("\n") || (mark && /[*[\]]/.test(text))) return null;
    out += mark === null ? text : mark === "bold" ? `**${text}**` : `[${text}](${mark.href})`;
  }
  // Whatever slipped through (a mark's edge next to a "*") must read back as it was.
  return JSON.stringify(parts(inlineToNodes(out))) === JSON.stringify(written) ? out : null;
}
