import { inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { type CmsMediaVariant, cmsMedia } from "../../../db/schema/index.ts";
import { type BodyNode, bodyReferences } from "../../../domain/cms/body-doc.ts";
import { MEDIA_PATH, mediaUrl } from "../../../domain/files/file-uses.ts";

/** What the library knows of an image a body shows: its alt text and every stored size and format. */
export interface LibraryImage {
  alt: string;
  width: number | null;
  height: number | null;
  variants: CmsMediaVariant[];
}

/** The library's entries of the images these bodies show, by the address the body holds (any variant's). */
export async function libraryImages(db: Db, bodies: readonly unknown[]): Promise<Map<string, LibraryImage>> {
  const keys = new Set<string>();
  for (const body of bodies)
    for (const src of bodyReferences(body as BodyNode).images)
      if (src.startsWith(`${MEDIA_PATH}/`)) keys.add(src.slice(MEDIA_PATH.length + 1));
  const found = new Map<string, LibraryImage>();
  if (keys.size === 0) return found;
  const rows = await db
    .select()
    .from(cmsMedia)
    .where(holdingAny([...keys]));
  for (const r of rows) {
    const image = { alt: r.alt, width: r.width, height: r.height, variants: r.variants };
    for (const key of [r.key, ...r.variants.map((v) => v.key)]) found.set(mediaUrl(key), image);
  }
  return found;
}

/** Library rows that hold any of these keys: as the address they link, or as one of their variants. */
const holdingAny = (keys: string[]): SQL | undefined =>
  or(inArray(cmsMedia.key, keys), ...keys.map((key) => sql`${cmsMedia.variants} @> ${JSON.stringify([{ key }])}::jsonb`));

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const srcset = (variants: CmsMediaVariant[]) => variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", ");
/** A page's body column is at most about 46rem wide; on a phone the picture fills the screen. */
const SIZES = "(min-width: 48rem) 46rem, 100vw";

/**
 * Each library image of the rendered body as a `<picture>`: AVIF for the browsers that take it, WebP for the
 * rest, each in every stored width (decision 0057), with the intrinsic size against layout shift and the
 * library's alt text — the one an editor keeps up to date in the media library. An image the library no
 * longer holds (a restored old version) is left out: it would only show a broken picture.
 */
export function withPictures(html: string, images: ReadonlyMap<string, LibraryImage>): string {
  return html.replace(/<img\b[^>]*?\ssrc="(\/media\/[^"]+)"[^>]*>/g, (_tag, src: string) => {
    const image = images.get(src);
    if (!image) return "";
    const byWidth = [...image.variants].sort((a, b) => a.width - b.width);
    const avif = byWidth.filter((v) => v.format === "avif");
    const webp = byWidth.filter((v) => v.format === "webp");
    const largest = webp.at(-1);
    const size = largest ? ` width="${largest.width}" height="${largest.height}"` : "";
    const source = avif.length ? `<source type="image/avif" srcset="${srcset(avif)}" sizes="${SIZES}">` : "";
    const set = webp.length ? ` srcset="${srcset(webp)}" sizes="${SIZES}"` : "";
    return `<picture>${source}<img src="${src}"${set} alt="${escapeAttr(image.alt)}"${size} loading="lazy" decoding="async"></picture>`;
  });
}

/**
 * The body with only images the library still holds; each other one becomes an empty paragraph, so every
 * node keeps content its schema allows. Inside the saving transaction the library rows it keeps are locked
 * FOR SHARE: a delete of one of them waits for this save and then sees it in use (delete-media.ts).
 */
export async function keepLibraryImages(tx: Db, doc: BodyNode): Promise<{ doc: BodyNode; missing: number }> {
  const srcs = bodyReferences(doc).images;
  if (srcs.length === 0) return { doc, missing: 0 };
  const keys = srcs.filter((s) => s.startsWith(`${MEDIA_PATH}/`)).map((s) => s.slice(MEDIA_PATH.length + 1));
  const rows = keys.length
    ? await tx.select({ key: cmsMedia.key, variants: cmsMedia.variants }).from(cmsMedia).where(holdingAny(keys)).for("share")
    : [];
  const present = new Set(rows.flatMap((r) => [r.key, ...r.variants.map((v) => v.key)].map(mediaUrl)));
  let missing = 0;
  const keep = (n: BodyNode): BodyNode => {
    if (n.type === "image" && !present.has(String(n.attrs?.src))) {
      missing++;
      return { type: "paragraph" };
    }
    return n.content ? { ...n, content: n.content.map(keep) } : n;
  };
  const kept = keep(doc);
  return { doc: missing ? kept : doc, missing };
}
