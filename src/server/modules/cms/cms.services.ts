import { createHmac } from "node:crypto";
import type { CmsPageInput } from "../../../domain/cms/cms.schemas.ts";
import type { CmsStatus } from "../../../domain/cms/page-status.ts";
import type { PromptId } from "../../../domain/cms/prompts.ts";
import type { SiteTextValues } from "../../../domain/cms/site-texts.ts";
import type { CmsNeeds } from "./cms.needs.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { CmsActor, CmsDeps } from "./cms.deps.ts";
import { deleteMedia } from "./delete-media.ts";
import { editorImages, listMedia } from "./list-media.ts";
import { deletePage, publishPage, restoreVersion } from "./page-actions.ts";
import { previewByToken, previewToken } from "./preview-link.ts";
import { getPrompt, listPrompts, promptText, promptVersions, savePrompt } from "./prompts.ts";
import { infoCenterArticles, publicPage, publicPageList, termsText } from "./public-pages.ts";
import { compareVersions, getPage, listPages, pageVersion, pageVersions, previewPage } from "./read-pages.ts";
import { createPage, updatePage } from "./save-page.ts";
import { getSiteText, listSiteTexts, previewSiteText, provideSiteTexts, saveSiteText } from "./site-texts.ts";
import { updateMediaAlt } from "./update-media-alt.ts";
import { uploadMedia } from "./upload-media.ts";

/**
 * Content management (decision 0065): the editors' pages with versions, schedules and preview links, and
 * what the sites show of them. What visitors get is cached under "cms:" and dropped on every instance by
 * each save (and the shared pages with it, page-cache.ts).
 */
export function createCmsServices(
  { db, cache, clock, config, files, slots }: Pick<PlatformDeps, "db" | "cache" | "clock" | "config" | "files" | "slots">,
  others: CmsNeeds,
) {
  const deps: CmsDeps = {
    db,
    cache,
    files,
    now: () => clock.now(),
    previewKey: new Uint8Array(createHmac("sha256", config.jwtSecret).update("cms-preview-v1").digest()),
    newsUsing: (urls) => others.news.articlesWithPicture(urls),
  };
  // The site texts fill their slots on every page that names them (decision 0067).
  provideSiteTexts(deps, slots);
  return {
    ...bindDeps(deps, { deletePage, publishPage, restoreVersion, uploadMedia, deleteMedia, updateMediaAlt }),
    listMedia: () => listMedia(deps),
    editorImages: () => editorImages(deps),
    /** The stored files as /media serves them (read only): the one serving route, registered by this area. */
    mediaFiles: { get: (key: string) => files.get(key) },
    listPages: (filter: { search?: string; status?: CmsStatus } = {}) => listPages(deps, filter),
    getPage: (id: number) => getPage(deps, id),
    pageVersions: (id: number) => pageVersions(deps, id),
    pageVersion: (id: number, version: number) => pageVersion(deps, id, version),
    compareVersions: (id: number, from: number, to: number) => compareVersions(deps, id, from, to),
    previewPage: (id: number) => previewPage(deps, id),
    createPage: (actor: CmsActor, input: CmsPageInput) => createPage(deps, { actor, input }),
    updatePage: (actor: CmsActor, id: number, input: CmsPageInput, version: number) => updatePage(deps, { actor, id, input, version }),
    previewLink: (pageId: number, version: number) => previewToken(deps, pageId, version),
    previewByToken: (token: string) => previewByToken(deps, token),
    publicPage: (countryId: number, path: string) => publicPage(deps, countryId, path),
    publicPageList: (countryId: number) => publicPageList(deps, countryId),
    infoCenterArticles: (countryId: number) => infoCenterArticles(deps, countryId),
    termsText: (countryId: number) => termsText(deps, countryId),
    listPrompts: () => listPrompts(deps),
    getPrompt: (id: string) => getPrompt(deps, id),
    promptVersions: (id: string) => promptVersions(deps, id),
    savePrompt: (actor: CmsActor, id: string, text: string | null, version: number) => savePrompt(deps, { actor, id, text, version }),
    /** The text of a product template now (decision 0066): the orders' mails ask it when they are written. */
    promptText: (id: PromptId) => promptText(deps, id),
    listSiteTexts: () => listSiteTexts(deps),
    getSiteText: (key: string) => getSiteText(deps, key),
    previewSiteText,
    saveSiteText: (actor: CmsActor, key: string, values: SiteTextValues, version: number) =>
      saveSiteText({ ...deps, slots }, { actor, key, values, version }),
  };
}

export type CmsServices = ReturnType<typeof createCmsServices>;
