import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CmsDeps } from "./cms.deps.ts";
import { versionRow } from "./cms.repo.ts";
import { libraryImages } from "./body-pictures.ts";
import { type ShownPage, shownPage } from "./public-pages.ts";

/** How long a shared preview link works (decision 0065). */
export const PREVIEW_LINK_HOURS = 24;

const b64 = (b: Buffer) => b.toString("base64url");
const sign = (key: Uint8Array, payload: string) => createHmac("sha256", key).update(payload).digest();

/**
 * A link to one saved version of a page that anyone holding it may open for 24 hours: the page id, the
 * version and the expiry, signed with the CMS's own key. It shows that version, not later saves.
 */
export function previewToken(
  deps: Pick<CmsDeps, "previewKey" | "now">,
  pageId: number,
  version: number,
): { token: string; expiresAt: string } {
  const expires = deps.now().getTime() + PREVIEW_LINK_HOURS * 3600_000;
  const payload = `${pageId}.${version}.${Math.floor(expires / 1000)}`;
  return { token: `${payload}.${b64(sign(deps.previewKey, payload))}`, expiresAt: new Date(expires).toISOString() };
}

/** The version a preview link shows; an altered, expired or unknown link is the German 404. */
export async function previewByToken(
  deps: Pick<CmsDeps, "db" | "previewKey" | "now">,
  token: string,
): Promise<ShownPage & { Version: number; ExpiresAt: string }> {
  const m = /^(\d{1,12})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw new AppError("CMS_PREVIEW_LINK_INVALID");
  const [, id, version, expires, mac] = m;
  const expected = sign(deps.previewKey, `${id}.${version}.${expires}`);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError("CMS_PREVIEW_LINK_INVALID");
  if (Number(expires) * 1000 <= deps.now().getTime()) throw new AppError("CMS_PREVIEW_LINK_INVALID");
  const row = await versionRow(deps.db, Number(id), Number(version));
  if (!row) throw new AppError("CMS_PREVIEW_LINK_INVALID");
  const s = row.snapshot;
  return {
    ...shownPage(
      { path: s.Path, title: s.Title, seoTitle: s.SeoTitle, seoDescription: s.SeoDescription, body: s.Body, updatedAt: row.createdAt },
      await libraryImages(deps.db, [s.Body]),
    ),
    Version: Number(version),
    ExpiresAt: new Date(Number(expires) * 1000).toISOString(),
  };
}
