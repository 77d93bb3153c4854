/**
 * Content management (decision 0065): the editors' pages under /support/cms and their API.
 * GET/POST /api/support/cms/pages, GET/PUT/DELETE /api/support/cms/pages/{id},
 * POST /api/support/cms/pages/{id}/publish, GET /api/support/cms/pages/{id}/versions.
 * Wire names in PascalCase like the spec's calls; times as ISO instants.
 */
import { z } from "zod";
import { idNumber, idParam } from "../shared/number-schemas.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";
import { BODY_MAX_CHARS, bodyDoc } from "./body-doc.ts";
import { normalisePath, PATH_MESSAGES, pathVerdict } from "./page-path.ts";
import { CMS_STATUSES } from "./page-status.ts";
import { SITE_TEXT_MAX } from "./site-texts.ts";

export const CMS_LIMITS = { titleMax: 120, seoTitleMax: 70, seoDescriptionMax: 170, pageSize: 50 } as const;

/** The sites a page is for: null = all three (a country's own page at the same path overrides it). */
export const CMS_COUNTRY_IDS = [1, 2, 3] as const;

const line = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .refine((s) => !/[\r\n]/.test(s), `${label} darf keinen Zeilenumbruch enthalten.`);

export const cmsPath = z
  .string()
  .max(200, PATH_MESSAGES.malformed)
  .transform(normalisePath)
  .superRefine((p, ctx) => {
    const verdict = pathVerdict(p);
    if (verdict !== "ok") ctx.addIssue({ code: "custom", message: PATH_MESSAGES[verdict] });
  });

/** Where an ended page sends its visitors: a path of the site (never another site's address). */
export const redirectPath = z
  .string()
  .trim()
  .max(200)
  .refine((p) => /^\/(?!\/)[^\s\\]*$/.test(p), "Bitte geben Sie als Weiterleitung eine Adresse dieser Website an, die mit / beginnt.");

const instant = z.iso.datetime({ offset: true, message: "Bitte geben Sie einen gültigen Zeitpunkt an." });

export const cmsPageInput = z.object({
  Path: cmsPath,
  CountryId: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  Title: line(CMS_LIMITS.titleMax, "Der Titel").pipe(z.string().min(1, "Bitte geben Sie einen Titel an.")),
  SeoTitle: line(CMS_LIMITS.seoTitleMax, "Der SEO-Titel"),
  SeoDescription: line(CMS_LIMITS.seoDescriptionMax, "Die SEO-Beschreibung"),
  Body: bodyDoc,
  Status: z.enum(CMS_STATUSES),
  PublishAt: instant.nullable(),
  UnpublishAt: instant.nullable(),
  RedirectTo: redirectPath.nullable(),
});
export type CmsPageInput = z.infer<typeof cmsPageInput>;

/** PUT carries the version it edits (optimistic locking): an outdated one answers 409. */
export const cmsPageUpdate = cmsPageInput.extend({ Version: idNumber() });
export type CmsPageUpdate = z.infer<typeof cmsPageUpdate>;

export const cmsPublishInput = z.object({ Version: idNumber() });
export const cmsPageParams = z.object({ id: idParam() });
export const cmsVersionParams = z.object({ id: idParam(), version: idParam() });
export const cmsListQuery = z.object({
  search: z.string().trim().max(100).refine(isSafeText, UNSAFE_TEXT_MESSAGE).optional(),
  status: z.enum(CMS_STATUSES).optional(),
});

const pageFields = {
  Id: z.number(),
  Path: z.string(),
  CountryId: z.number().nullable(),
  Title: z.string(),
  Status: z.enum(CMS_STATUSES),
  PublishAt: z.string().nullable(),
  UnpublishAt: z.string().nullable(),
  Version: z.number(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string().nullable(),
};

export const cmsPageListItem = z.object(pageFields);
export type CmsPageListItem = z.infer<typeof cmsPageListItem>;

export const cmsPage = z.object({
  ...pageFields,
  SeoTitle: z.string(),
  SeoDescription: z.string(),
  Body: z.record(z.string(), z.unknown()),
  RedirectTo: z.string().nullable(),
  /** What the save took out of the body (script, foreign links, outside images); null when nothing. */
  Notice: z.string().nullable().optional(),
});
export type CmsPage = z.infer<typeof cmsPage>;

export const cmsPageVersion = z.object({
  Version: z.number(),
  Title: z.string(),
  Path: z.string(),
  Status: z.enum(CMS_STATUSES),
  CreatedAt: z.string(),
  Author: z.string().nullable(),
});
export type CmsPageVersion = z.infer<typeof cmsPageVersion>;

/** The stored body's size limit, checked on the serialised JSON. */
export const bodyWithinLimit = (body: unknown) => JSON.stringify(body).length <= BODY_MAX_CHARS;

export const cmsPageList = z.object({ Pages: z.array(cmsPageListItem) });
export const cmsVersionList = z.object({ Versions: z.array(cmsPageVersion) });
export const cmsPreviewLink = z.object({ Url: z.string(), ExpiresAt: z.string() });

/** Prompts (decision 0066): GET /api/support/cms/prompts, GET/PUT /api/support/cms/prompts/{id}. */
export const cmsPromptParams = z.object({ id: z.string().max(60) });
export const cmsPrompt = z.object({
  Id: z.string(),
  Label: z.string(),
  UsedIn: z.string(),
  Text: z.string(),
  DefaultText: z.string(),
  IsDefault: z.boolean(),
  Placeholders: z.array(z.string()),
  Version: z.number(),
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
});
export type CmsPrompt = z.infer<typeof cmsPrompt>;
export const cmsPromptList = z.object({ Prompts: z.array(cmsPrompt) });
/** Text null: back to the default ("auf Standard zurücksetzen"); Version 0 for a prompt never saved. */
export const cmsPromptUpdate = z.object({
  Text: z.string().max(4000).refine(isSafeText, UNSAFE_TEXT_MESSAGE).nullable(),
  Version: z.number().int().min(0).max(2_000_000_000),
});
export const cmsPromptVersion = z.object({
  Version: z.number(),
  Text: z.string().nullable(),
  CreatedAt: z.string(),
  Author: z.string().nullable(),
});
export const cmsPromptVersionList = z.object({ Versions: z.array(cmsPromptVersion) });

/** Site texts (decision 0067): GET /api/support/cms/texts, GET/PUT /api/support/cms/texts/{key}. */
export const cmsSiteTextParams = z.object({ key: z.string().max(60) });
const siteTextValue = z
  .string()
  .max(SITE_TEXT_MAX + 500)
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .nullable();
/** Per site: All for all three, De/At/Ch a country's own; null = the next one (own → all → default). */
export const cmsSiteTextValues = z.object({ All: siteTextValue, De: siteTextValue, At: siteTextValue, Ch: siteTextValue });
export const cmsSiteText = z.object({
  Key: z.string(),
  Label: z.string(),
  UsedIn: z.string(),
  Values: cmsSiteTextValues,
  /** The code's wording per site, shown where nothing is set. */
  Defaults: z.object({ De: z.string(), At: z.string(), Ch: z.string() }),
  /** What each site shows now, rendered and sanitised. */
  Html: z.object({ De: z.string(), At: z.string(), Ch: z.string() }),
  Version: z.number(),
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
});
export type CmsSiteText = z.infer<typeof cmsSiteText>;
export const cmsSiteTextList = z.object({ Texts: z.array(cmsSiteText) });
/** Version 0 for a text never saved; all values null: back to the defaults. */
export const cmsSiteTextUpdate = z.object({ Values: cmsSiteTextValues, Version: z.number().int().min(0).max(2_000_000_000) });
