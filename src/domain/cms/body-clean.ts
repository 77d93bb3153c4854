/**
 * What the server does to a posted body before it checks and stores it (decision 0065): nodes and marks
 * the editor's schema does not have (a script, an iframe, a handler smuggled in as a type) are dropped with
 * everything inside; a link to anything but http(s), mail or phone loses its link; an image from outside
 * the media library is dropped. Each removal is counted, so the editor can say what was taken out.
 */
import type { BodyNode } from "./body-doc.ts";
import { BODY_MARK_TYPES, BODY_NODE_TYPES, LINK_PROTOCOLS } from "./body-extensions-names.ts";

export interface BodyRemovals {
  elements: number;
  links: number;
  images: number;
  /** Library images deleted since the body was written (an old version restored): the server's count. */
  missing?: number;
}

const NODES = new Set<string>(BODY_NODE_TYPES);
const MARKS = new Set<string>(BODY_MARK_TYPES);

/** A link the site may carry: http(s), mailto, tel, or a path of the site itself. */
export function isAllowedHref(href: string): boolean {
  const h = href.trim();
  if (h.startsWith("/") && !h.startsWith("//")) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(h)?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/** An image the site may show: one of the media library's files. */
export const isAllowedImageSrc = (src: unknown): boolean => typeof src === "string" && /^\/media\/[0-9a-f]{64}\.(?:avif|webp)$/.test(src);

export function cleanBody(doc: BodyNode): { doc: BodyNode; removed: BodyRemovals } {
  const removed: BodyRemovals = { elements: 0, links: 0, images: 0 };
  const clean = (node: BodyNode): BodyNode | null => {
    if (!NODES.has(node.type)) {
      removed.elements++;
      return null;
    }
    if (node.type === "image" && !isAllowedImageSrc(node.attrs?.src)) {
      removed.images++;
      return null;
    }
    const out: BodyNode = { type: node.type };
    if (node.attrs) out.attrs = node.attrs;
    if (node.text !== undefined) out.text = node.text;
    if (node.marks) {
      out.marks = node.marks.filter((m) => {
        if (!MARKS.has(m.type)) {
          removed.elements++;
          return false;
        }
        if (m.type === "link" && !(typeof m.attrs?.href === "string" && isAllowedHref(m.attrs.href))) {
          removed.links++;
          return false;
        }
        return true;
      });
    }
    if (node.content) out.content = node.content.map(clean).filter((n): n is BodyNode => n !== null);
    return out;
  };
  return { doc: clean(doc) ?? { type: "doc", content: [] }, removed };
}

/** The editor's notice after a save that took something out; null when nothing was. */
export function removalNotice(r: BodyRemovals): string | null {
  const parts = [
    r.elements ? `${r.elements} unzulässige${r.elements === 1 ? "s Element" : " Elemente"} (z. B. Skripte oder eingebettete Inhalte)` : "",
    r.links ? `${r.links} Link${r.links === 1 ? "" : "s"} mit unzulässiger Adresse` : "",
    r.images ? `${r.images} Bild${r.images === 1 ? "" : "er"}, die nicht aus der Mediathek stamm${r.images === 1 ? "t" : "en"}` : "",
    r.missing
      ? `${r.missing} Bild${r.missing === 1 ? ", das" : "er, die"} nicht mehr in der Mediathek ${r.missing === 1 ? "ist" : "sind"}`
      : "",
  ].filter(Boolean);
  return parts.length ? `Beim Speichern entfernt: ${parts.join(", ")}.` : null;
}
