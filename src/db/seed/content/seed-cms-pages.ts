import type { Db } from "../../client.ts";
import { cmsPages, cmsPageVersions } from "../../schema/index.ts";
import { plainTextToBody } from "../../../domain/cms/body-doc.ts";
import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import { INFO_CENTER_PREFIX, REQUIRED_CMS_PATHS, TERMS_CMS_PATH } from "../../../domain/cms/page-path.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { impressum, type LegalPage, privacyPolicy } from "../../../domain/site/legal-pages.ts";
import { termsForCountry } from "../../../domain/site/legal-texts.ts";
import { CONTENT_PAGES } from "./pages.ts";

/** A legal page of the code as a body: a heading per section, its paragraphs as they are (no marks read into them). */
function legalBody(page: LegalPage): BodyNode {
  return {
    type: "doc",
    content: page.sections.flatMap((s) => [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: s.heading }] },
      ...s.paragraphs.map((p) => ({ type: "paragraph", content: [{ type: "text", text: p }] })),
    ]),
  };
}

/** Impressum and Datenschutzerklärung per site, from the operator data of the code (decision 0065, "Legal pages"). */
function legalPageRows() {
  return Object.values(LOCALES).flatMap((locale) =>
    [
      { path: "/impressum", page: impressum(locale) },
      { path: "/datenschutz", page: privacyPolicy(locale) },
    ].map(({ path, page }) => ({
      path,
      countryId: locale.countryId as number | null,
      title: page.title,
      seoDescription: "",
      body: legalBody(page),
    })),
  );
}

/**
 * The content pages of a fresh database as CMS pages (decision 0065): the info center's guides at
 * /info-center/{slug} for every site, the terms at /agb for every site with the Swiss site's own
 * version (its cancellation section instead of the EU withdrawal), Impressum and Datenschutz per site.
 * Each published, as version 1.
 */
export function seedCmsPageRows(now: Date) {
  const guides = CONTENT_PAGES.filter((p) => p.kind === "guide").map((p) => ({
    path: `${INFO_CENTER_PREFIX}${p.slug}`,
    countryId: null as number | null,
    title: p.title,
    seoDescription: p.description,
    text: p.content,
  }));
  const terms = CONTENT_PAGES.find((p) => p.slug === "agb")!;
  const agb = [
    { path: TERMS_CMS_PATH, countryId: null as number | null, title: terms.title, seoDescription: terms.description, text: terms.content },
    { path: TERMS_CMS_PATH, countryId: 3, title: terms.title, seoDescription: terms.description, text: termsForCountry(terms.content, 3) },
  ];
  const fromText = [...guides, ...agb].map(({ text, ...p }) => ({ ...p, body: plainTextToBody(text) }));
  return [...fromText, ...legalPageRows()].map((p) => ({
    path: p.path,
    countryId: p.countryId,
    title: p.title,
    seoTitle: "",
    seoDescription: p.seoDescription,
    body: p.body,
    status: "published",
    publishAt: now,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * Writes them into an empty table; into a filled one only the required pages (AGB, Impressum, Datenschutz)
 * of a path that holds none yet — a database from before they were CMS pages gets them on its next start.
 * What it wrote (the start-up log), null when nothing.
 */
export async function seedCmsPages(db: Db, now = new Date()): Promise<{ pages: number } | null> {
  const taken = new Set((await db.selectDistinct({ path: cmsPages.path }).from(cmsPages)).map((r) => r.path));
  const rows = seedCmsPageRows(now).filter((r) => taken.size === 0 || (REQUIRED_CMS_PATHS.includes(r.path) && !taken.has(r.path)));
  if (rows.length === 0) return null;
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(cmsPages).values(rows).onConflictDoNothing().returning();
    if (inserted.length === 0) return;
    await tx.insert(cmsPageVersions).values(
      inserted.map((r) => ({
        pageId: r.id,
        version: 1,
        authorUserId: null,
        snapshot: {
          Path: r.path,
          CountryId: r.countryId,
          Title: r.title,
          SeoTitle: r.seoTitle,
          SeoDescription: r.seoDescription,
          Body: r.body,
          Status: r.status,
          PublishAt: r.publishAt?.toISOString() ?? null,
          UnpublishAt: null,
          RedirectTo: null,
        },
      })),
    );
  });
  return { pages: rows.length };
}
