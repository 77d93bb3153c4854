/**
 * What the advert allow-list took out of an ad manager's HTML (decision 0068 with 0056), for the editor's
 * notice. The sanitiser only answers the cleaned HTML; this compares it with what was written, so the notice
 * names the kinds of markup that went. Kinds are short keys (a page carries them across its redirect) with
 * one German label each.
 */
export const REMOVED_LABELS = {
  script: "Skripte (<script>)",
  frame: "eingebettete Seiten (<iframe>, <object>, <embed>)",
  handler: "Ereignis-Attribute (z. B. onclick)",
  "inline-style": "Inline-Styles (style=…) – bitte das Stylesheet verwenden",
  "style-element": "Style- und Link-Elemente (<style>, <link>)",
  element: "weitere nicht erlaubte Elemente (ihr Text bleibt)",
  url: "Adressen, die auf fremde oder unsichere Ziele zeigen (nur https und eigene Pfade)",
} as const;
export type RemovedKind = keyof typeof REMOVED_LABELS;

const KINDS: ReadonlyArray<{ kind: RemovedKind; found: RegExp }> = [
  { kind: "script", found: /<script\b/i },
  { kind: "frame", found: /<(?:iframe|frame|object|embed)\b/i },
  { kind: "handler", found: /<[^>]*\son[a-z]+\s*=/i },
  { kind: "inline-style", found: /<[^>]*\sstyle\s*=/i },
  { kind: "style-element", found: /<(?:style|link|meta|base)\b/i },
];

const COVERED = new Set(["script", "iframe", "frame", "object", "embed", "style", "link", "meta", "base"]);
const tagNames = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1].toLowerCase()));

/** Addresses in src/href that did not survive (other schemes, protocol-relative, http images). */
function droppedUrls(raw: string, cleaned: string): boolean {
  for (const m of raw.matchAll(/\s(?:src|href|srcset)\s*=\s*(["']?)([^"'\s>]*)\1/gi)) {
    const url = m[2].trim();
    if (url && !cleaned.includes(url.replace(/&/g, "&amp;")) && !cleaned.includes(url)) return true;
  }
  return false;
}

export function removedKinds(raw: string, cleaned: string): RemovedKind[] {
  if (raw === cleaned) return [];
  const kinds = KINDS.filter((k) => k.found.test(raw) && !k.found.test(cleaned)).map((k) => k.kind);
  const kept = tagNames(cleaned);
  if ([...tagNames(raw)].some((t) => !kept.has(t) && !COVERED.has(t))) kinds.push("element");
  if (droppedUrls(raw, cleaned)) kinds.push("url");
  return kinds;
}

/** The kinds a page's query names, known ones only, in the labels' order. */
export function knownRemovedKinds(text: string | null): RemovedKind[] {
  const asked = new Set((text ?? "").split("."));
  return (Object.keys(REMOVED_LABELS) as RemovedKind[]).filter((k) => asked.has(k));
}
