/**
 * Two versions of a page side by side (decision 0065): which fields changed, and the body's blocks as a
 * line diff (a heading, a paragraph, a list item or a table row is one line), so an editor sees what a
 * colleague or an earlier version changed without reading the whole page twice.
 */
import { LOCALES, localeById } from "../shared/countries.ts";
import { formatDate } from "../shared/format.ts";
import type { BodyNode } from "./body-doc.ts";
import type { CmsPageInput } from "./cms.schemas.ts";
import { CMS_STATUS_LABELS, type CmsStatus } from "./page-status.ts";

export const FIELD_LABELS = {
  Title: "Titel",
  Path: "Adresse",
  CountryId: "Land",
  SeoTitle: "SEO-Titel",
  SeoDescription: "SEO-Beschreibung",
  Status: "Status",
  PublishAt: "Veröffentlichen ab",
  UnpublishAt: "Veröffentlichen bis",
  RedirectTo: "Weiterleitung",
} as const satisfies Partial<Record<keyof CmsPageInput, string>>;

export interface DiffLine {
  kind: "same" | "added" | "removed";
  text: string;
}

const inline = (n: BodyNode): string =>
  n.type === "text"
    ? (n.text ?? "")
    : n.type === "image"
      ? `[Bild: ${String(n.attrs?.alt ?? "")}]`
      : (n.content ?? []).map(inline).join(n.type === "tableRow" ? " | " : "");

/** The body as lines of text, one per block. */
export function bodyLines(doc: BodyNode): string[] {
  const lines: string[] = [];
  const walk = (n: BodyNode, prefix: string) => {
    switch (n.type) {
      case "heading":
        lines.push(`${"#".repeat(Number(n.attrs?.level ?? 2))} ${inline(n)}`);
        return;
      case "paragraph":
        lines.push(prefix + inline(n));
        return;
      case "tableRow":
        lines.push(`| ${(n.content ?? []).map(inline).join(" | ")} |`);
        return;
      case "image":
        lines.push(inline(n));
        return;
      case "horizontalRule":
        lines.push("---");
        return;
      default: {
        const next = n.type === "listItem" ? "- " : n.type === "hintBox" ? "Hinweis: " : prefix;
        for (const c of n.content ?? []) walk(c, next);
      }
    }
  };
  walk(doc, "");
  return lines.filter((l) => l.trim() !== "");
}

/** The longest common subsequence's diff of two line lists (pages are short: quadratic is fine up to the cap). */
export function diffLines(a: string[], b: string[]): DiffLine[] {
  if (a.length * b.length > 250_000)
    return [...a.map((text) => ({ kind: "removed" as const, text })), ...b.map((text) => ({ kind: "added" as const, text }))];
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ kind: "removed", text: a[i++] });
    else out.push({ kind: "added", text: b[j++] });
  }
  while (i < a.length) out.push({ kind: "removed", text: a[i++] });
  while (j < b.length) out.push({ kind: "added", text: b[j++] });
  return out;
}

export interface VersionDiff {
  fields: { label: string; before: string; after: string }[];
  body: DiffLine[];
}

/** A field's value as the editor reads it: the status's and the site's names, times in German. */
function shown(field: keyof typeof FIELD_LABELS, v: unknown): string {
  if (field === "CountryId") return v === null ? "Alle Länderseiten" : (localeById(Number(v))?.countryName ?? String(v));
  if (v === null || v === undefined || v === "") return "–";
  if (field === "Status") return CMS_STATUS_LABELS[v as CmsStatus] ?? String(v);
  if (field === "PublishAt" || field === "UnpublishAt") return `${formatDate(String(v), "shortDT", LOCALES.de)} Uhr`;
  return String(v);
}

export function versionDiff(before: CmsPageInput, after: CmsPageInput): VersionDiff {
  const fields = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[])
    .filter((k) => shown(k, before[k]) !== shown(k, after[k]))
    .map((k) => ({ label: FIELD_LABELS[k], before: shown(k, before[k]), after: shown(k, after[k]) }));
  return { fields, body: diffLines(bodyLines(before.Body), bodyLines(after.Body)) };
}
