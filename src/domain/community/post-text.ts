/**
 * A post is plain text (decision 0069): paragraphs split at blank lines, single line breaks kept, web
 * addresses made into links. Nothing in a post is ever markup: the pages render these pieces as text
 * nodes and link elements, so `<b>` arrives as the four characters it is.
 */

export type PostPiece = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };
/** One paragraph: its lines, each a row of pieces. */
export type PostParagraph = PostPiece[][];

// http(s) addresses and www. addresses; what ends a sentence (.,;:!?) and a closing bracket stay outside.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'’»]+$/;

function piecesOf(line: string): PostPiece[] {
  const pieces: PostPiece[] = [];
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, "");
    const start = match.index;
    if (raw.length < 5) continue;
    if (start > at) pieces.push({ kind: "text", text: line.slice(at, start) });
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    pieces.push({ kind: "link", text: raw, href });
    at = start + raw.length;
  }
  if (at < line.length) pieces.push({ kind: "text", text: line.slice(at) });
  return pieces;
}

/** The text as paragraphs of lines of pieces; empty paragraphs are dropped. */
export function postParagraphs(text: string): PostParagraph[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => p.split("\n").map(piecesOf));
}

/** How many web addresses the text holds (the new accounts' limit, decision 0069). */
export function countLinks(text: string): number {
  return postParagraphs(text)
    .flat(2)
    .filter((p) => p.kind === "link").length;
}

/** The same text, whatever its spacing: a duplicate within a minute is refused on this. */
export function normalisedText(text: string): string {
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/** A short excerpt for lists and descriptions: the first words, at most `max` characters. */
export function excerptOf(text: string, max = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[.,;:!?-]+$/, "")} …`;
}
