import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import { bodyPlainText } from "../../../domain/cms/body-doc.ts";
import { INFO_CENTER_PREFIX, TERMS_CMS_PATH } from "../../../domain/cms/page-path.ts";
import { bodyLines } from "../../../domain/cms/version-diff.ts";
import { publicState, type CmsStatus, type PublicState } from "../../../domain/cms/page-status.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";
import { CMS_CACHE_PREFIX, type CmsDeps } from "./cms.deps.ts";
import { allPagePaths, type CmsPageRow, livePageRows, pagesAtPath } from "./cms.repo.ts";
import { type LibraryImage, libraryImages } from "./body-pictures.ts";
import { renderBody } from "./render-body.ts";

/** What a visitor's page shows: rendered once per save and kept in the cache with its schedule. */
export interface ShownPage {
  Path: string;
  Title: string;
  /** The browser tab's title and the description of search results (the body's first words when empty). */
  SeoTitle: string;
  SeoDescription: string;
  Html: string;
  UpdatedAt: string;
}

interface CachedPage extends ShownPage {
  status: CmsStatus;
  publishAt: string | null;
  unpublishAt: string | null;
  redirectTo: string | null;
}

type ShownRow = Pick<CmsPageRow, "path" | "title" | "seoTitle" | "seoDescription" | "body" | "updatedAt">;

/** What a page shows besides its body. */
const pageMeta = (row: ShownRow): Omit<ShownPage, "Html"> => ({
  Path: row.path,
  Title: row.title,
  SeoTitle: row.seoTitle || row.title,
  SeoDescription: row.seoDescription || bodyPlainText(row.body as BodyNode, 160),
  UpdatedAt: row.updatedAt.toISOString(),
});

/** A page as shown: `images` are the library's entries of its pictures (body-pictures.ts, `libraryImages`). */
export const shownPage = (row: ShownRow, images: ReadonlyMap<string, LibraryImage>): ShownPage => ({
  ...pageMeta(row),
  Html: renderBody(row.body as BodyNode, images),
});

/** A row with its schedule; its body rendered only where a page is shown (`images` given), else "". */
const cached = (row: CmsPageRow, images?: ReadonlyMap<string, LibraryImage>): CachedPage => ({
  ...pageMeta(row),
  Html: images ? renderBody(row.body as BodyNode, images) : "",
  status: row.status as CmsStatus,
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
  redirectTo: row.redirectTo,
});

const stateAt = (p: CachedPage, now: Date): PublicState =>
  publicState(
    {
      status: p.status,
      publishAt: p.publishAt ? new Date(p.publishAt) : null,
      unpublishAt: p.unpublishAt ? new Date(p.unpublishAt) : null,
      redirectTo: p.redirectTo,
    },
    now,
  );

/**
 * The CMS page a site shows at a path (decision 0065): the site's own page when it is public, else the
 * page for all sites; an ended page answers 410 or its redirect; anything else is no page (404). The
 * times are judged at each request, so a schedule needs no job and the cache no expiry of its own.
 */
export async function publicPage(
  deps: Pick<CmsDeps, "db" | "cache" | "now">,
  countryId: number,
  path: string,
): Promise<{ state: PublicState; page: ShownPage | null }> {
  // Every path that holds a page, one cached list: a request for any other path (most 404s, and a scan
  // of made-up addresses) costs no query and leaves no cache entry of its own.
  const paths = await deps.cache.getOrLoad(`${CMS_CACHE_PREFIX}paths`, cacheTtlMs("news"), () => allPagePaths(deps.db));
  if (!paths.includes(path)) return { state: { kind: "hidden" }, page: null };
  const candidates = await deps.cache.getOrLoad(`${CMS_CACHE_PREFIX}path:${countryId}:${path}`, cacheTtlMs("news"), async () => {
    const rows = await pagesAtPath(deps.db, path, countryId);
    const images = await libraryImages(
      deps.db,
      rows.map((r) => r.body),
    );
    return rows.map((r) => cached(r, images));
  });
  const now = deps.now();
  const states = candidates.map((p) => ({ p, state: stateAt(p, now) }));
  const visible = states.find((s) => s.state.kind === "visible");
  if (visible) {
    const { status: _s, publishAt: _p, unpublishAt: _u, redirectTo: _r, ...page } = visible.p;
    return { state: visible.state, page };
  }
  const ended = states.find((s) => s.state.kind !== "hidden");
  return { state: ended?.state ?? { kind: "hidden" }, page: null };
}

/** The public pages of a site now: path and title, for the sitemap and the info center. */
export async function publicPageList(
  deps: Pick<CmsDeps, "db" | "cache" | "now">,
  countryId: number,
): Promise<{ Path: string; Title: string; Description: string }[]> {
  const rows = await deps.cache.getOrLoad(`${CMS_CACHE_PREFIX}list:${countryId}`, cacheTtlMs("news"), async () =>
    (await livePageRows(deps.db, countryId)).map((r) => ({ ...cached(r), countryId: r.countryId })),
  );
  const now = deps.now();
  // A site's own page at a path hides the one for all sites there.
  const own = new Set(rows.filter((r) => r.countryId !== null && stateAt(r, now).kind === "visible").map((r) => r.Path));
  return rows
    .filter((r) => stateAt(r, now).kind === "visible" && (r.countryId !== null || !own.has(r.Path)))
    .map((r) => ({ Path: r.Path, Title: r.Title, Description: r.SeoDescription }));
}

/**
 * The terms (AGB) a site shows now, one line per block (decision 0065): what an order records the version
 * of, so a change in the CMS gives orders from then on the new version. Null when the site shows none.
 */
export async function termsText(deps: Pick<CmsDeps, "db" | "cache" | "now">, countryId: number): Promise<string | null> {
  const candidates = await deps.cache.getOrLoad(`${CMS_CACHE_PREFIX}terms:${countryId}`, cacheTtlMs("news"), async () =>
    (await pagesAtPath(deps.db, TERMS_CMS_PATH, countryId)).map((r) => ({
      ...cached(r),
      text: bodyLines(r.body as BodyNode).join("\n"),
    })),
  );
  const now = deps.now();
  return candidates.find((p) => stateAt(p, now).kind === "visible")?.text ?? null;
}

/** The info center's articles: public pages below /info-center/, by title. */
export async function infoCenterArticles(deps: Pick<CmsDeps, "db" | "cache" | "now">, countryId: number) {
  const pages = await publicPageList(deps, countryId);
  return pages.filter((p) => p.Path.startsWith(INFO_CENTER_PREFIX)).sort((a, b) => a.Title.localeCompare(b.Title, "de"));
}
