import { sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { cmsPages, cmsPageVersions } from "../../schema/index.ts";
import { plainTextToBody } from "../../../domain/cms/body-doc.ts";
import { INFO_CENTER_PREFIX, TERMS_CMS_PATH } from "../../../domain/cms/page-path.ts";
import { termsForCountry } from "../../../domain/site/legal-texts.ts";
import { CONTENT_PAGES } from "./pages.ts";

/**
 * The content pages of a fresh database as CMS pages (decision 0065): the info center's guides at
 * /info-center/{slug} for every site, the terms at /agb for every site with the Swiss site's own
 * version (its cancellation section instead of the EU withdrawal). Each published, as version 1.
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
  return [...guides, ...agb].map((p) => ({
    path: p.path,
    countryId: p.countryId,
    title: p.title,
    seoTitle: "",
    seoDescription: p.seoDescription,
    body: plainTextToBody(p.text),
    status: "published",
    publishAt: now,
    createdAt: now,
    updatedAt: now,
  }));
}

/** Writes them into an empty table; what it wrote (the start-up log), null when there were pages. */
export async function seedCmsPages(db: Db, now = new Date()): Promise<{ pages: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(cmsPages);
  if (n > 0) return null;
  await db.transaction(async (tx) => {
    const rows = await tx.insert(cmsPages).values(seedCmsPageRows(now)).returning();
    await tx.insert(cmsPageVersions).values(
      rows.map((r) => ({
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
  return { pages: CONTENT_PAGES.length + 1 };
}
