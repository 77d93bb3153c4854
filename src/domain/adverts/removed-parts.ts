/**
 * What the advert allow-list took out of an ad manager's HTML (decision 0068 with 0056), in the words of the
 * editor's notice. The sanitiser only answers the cleaned HTML; this compares it with what was written, so the
 * notice names the kinds of markup that went, never guesses about what stayed.
 */
const KINDS: ReadonlyArray<{ label: string; found: RegExp }> = [
  { label: "Skripte (<script>)", found: /<script\b/i },
  { label: "eingebettete Seiten (<iframe>, <object>, <embed>)", found: /<(?:iframe|frame|object|embed)\b/i },
  { label: "Ereignis-Attribute (z. B. onclick)", found: /<[^>]*\son[a-z]+\s*=/i },
  { label: "Inline-Styles (style=…) – bitte das Stylesheet verwenden", found: /<[^>]*\sstyle\s*=/i },
  { label: "Style- und Link-Elemente (<style>, <link>)", found: /<(?:style|link|meta|base)\b/i },
];

/** Addresses in src/href that did not survive (other schemes, protocol-relative, http images). */
function droppedUrls(raw: string, cleaned: string): boolean {
  for (const m of raw.matchAll(/\s(?:src|href|srcset)\s*=\s*(["']?)([^"'\s>]*)\1/gi)) {
    const url = m[2].trim();
    if (url && !cleaned.includes(url.replace(/&/g, "&amp;")) && !cleaned.includes(url)) return true;
  }
  return false;
}

const COVERED = new Set(["script", "iframe", "frame", "object", "embed", "style", "link", "meta", "base"]);
const tagNames = (html: string) => new Set([...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1].toLowerCase()));

export function removedParts(raw: string, cleaned: string): string[] {
  if (raw === cleaned) return [];
  const parts = KINDS.filter((k) => k.found.test(raw) && !k.found.test(cleaned)).map((k) => k.label);
  const kept = tagNames(cleaned);
  const other = [...tagNames(raw)].filter((t) => !kept.has(t) && !COVERED.has(t));
  if (other.length > 0) parts.push(`nicht erlaubte Elemente (${other.map((t) => `<${t}>`).join(", ")}; ihr Text bleibt)`);
  if (droppedUrls(raw, cleaned)) parts.push("Adressen, die auf fremde oder unsichere Ziele zeigen (nur https und eigene Pfade)");
  return parts;
}
