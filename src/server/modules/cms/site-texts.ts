import { eq, sql } from "drizzle-orm";
import { cmsSiteTexts, users } from "../../../db/schema/index.ts";
import { plainTextToBody } from "../../../domain/cms/body-doc.ts";
import type { CmsSiteText } from "../../../domain/cms/cms.schemas.ts";
import {
  NO_SITE_TEXT_VALUES,
  SITE_TEXTS,
  type SiteTextDefinition,
  type SiteTextValues,
  siteTextByKey,
  siteTextFor,
  siteTextProblem,
} from "../../../domain/cms/site-texts.ts";
import { type CountryCode, LOCALES, type Locale, localeById } from "../../../domain/shared/countries.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { SlotOffer, SlotRegistry } from "../../platform/slots/slot-registry.ts";
import { CMS_CACHE_PREFIX, type CmsActor, type CmsDeps } from "./cms.deps.ts";
import { renderBody } from "./render-body.ts";

const editorName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;
const SITES: CountryCode[] = ["de", "at", "ch"];
const WIRE = { all: "All", de: "De", at: "At", ch: "Ch" } as const;

function definition(key: string): SiteTextDefinition {
  const def = siteTextByKey(key);
  if (!def) throw new AppError("CMS_SITE_TEXT_NOT_FOUND");
  return def;
}

/** A site text as a site shows it: the plain-text form rendered and sanitised, in the site's spelling. */
export const renderSiteText = (text: string, locale: Pick<Locale, "code">) => renderBody(plainTextToBody(countrySpelling(text, locale)));

type Stored = { texts: SiteTextValues; version: number; updatedAt: Date; updatedBy: string | null };

async function stored(deps: Pick<CmsDeps, "db">, key?: string): Promise<Map<string, Stored>> {
  const found = await deps.db
    .select({
      key: cmsSiteTexts.key,
      texts: cmsSiteTexts.texts,
      version: cmsSiteTexts.version,
      updatedAt: cmsSiteTexts.updatedAt,
      updatedBy: editorName,
    })
    .from(cmsSiteTexts)
    .leftJoin(users, eq(users.id, cmsSiteTexts.updatedByUserId))
    .where(key ? eq(cmsSiteTexts.key, key) : undefined);
  return new Map(found.map((r) => [r.key, { ...r, texts: { ...NO_SITE_TEXT_VALUES, ...r.texts } }]));
}

const perSite = (f: (code: CountryCode) => string) => ({ De: f("de"), At: f("at"), Ch: f("ch") });

function view(def: SiteTextDefinition, row: Stored | undefined): CmsSiteText {
  const values = row?.texts ?? NO_SITE_TEXT_VALUES;
  return {
    Key: def.key,
    Label: def.label,
    UsedIn: def.usedIn,
    Values: { All: values.all, De: values.de, At: values.at, Ch: values.ch },
    Defaults: perSite((c) => def.defaultText(LOCALES[c])),
    Html: perSite((c) => renderSiteText(siteTextFor(def, values, LOCALES[c]), LOCALES[c])),
    Version: row?.version ?? 0,
    UpdatedAt: row?.updatedAt.toISOString() ?? null,
    UpdatedBy: row?.updatedBy ?? null,
  };
}

/** GET /api/support/cms/texts: every site text with what each site shows now. */
export async function listSiteTexts(deps: Pick<CmsDeps, "db">): Promise<CmsSiteText[]> {
  const rows = await stored(deps);
  return SITE_TEXTS.map((def) => view(def, rows.get(def.key)));
}

export async function getSiteText(deps: Pick<CmsDeps, "db">, key: string): Promise<CmsSiteText> {
  const def = definition(key);
  return view(def, (await stored(deps, key)).get(key));
}

/** The values as stored: line ends unified, blank = null; a text that may not be saved is refused in German. */
function cleanValues(values: SiteTextValues): SiteTextValues {
  const texts = { ...NO_SITE_TEXT_VALUES };
  for (const site of ["all", ...SITES] as const) {
    const t = values[site]?.replace(/\r\n?/g, "\n").trim();
    if (!t) continue;
    const problem = siteTextProblem(t);
    if (problem) throw new AppError("CMS_SITE_TEXT_INVALID", { message: problem, field: WIRE[site] });
    texts[site] = t;
  }
  return texts;
}

/** What each site would show with these values, without saving them (the edit page's "Vorschau"). */
export function previewSiteText(key: string, values: SiteTextValues): CmsSiteText["Html"] {
  const def = definition(key);
  const texts = cleanValues(values);
  return perSite((c) => renderSiteText(siteTextFor(def, texts, LOCALES[c]), LOCALES[c]));
}

/**
 * PUT /api/support/cms/texts/{key}: the editors' words for all sites and each country (null or blank: the
 * next one applies), only on top of the version the form was opened on (0 for a text never saved). Audit
 * "cms.text.update"; every site shows the change at once (its slot entries and the shared pages drop).
 */
export async function saveSiteText(
  deps: CmsDeps & { slots: Pick<SlotRegistry, "invalidate"> },
  { actor, key, values, version }: { actor: CmsActor; key: string; values: SiteTextValues; version: number },
): Promise<CmsSiteText> {
  definition(key);
  const texts = cleanValues(values);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(cmsSiteTexts).where(eq(cmsSiteTexts.key, key)).for("update");
    if ((current?.version ?? 0) !== version) throw new AppError("CMS_VERSION_CONFLICT");
    const row = { texts, version: version + 1, updatedAt: deps.now(), updatedByUserId: actor.id };
    if (current) await tx.update(cmsSiteTexts).set(row).where(eq(cmsSiteTexts.key, key));
    else await tx.insert(cmsSiteTexts).values({ key, ...row });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "cms.text.update",
      targetKind: "cms_site_text",
      targetId: key,
      before: { Version: version, Texts: current?.texts ?? NO_SITE_TEXT_VALUES },
      after: { Version: version + 1, Texts: texts },
      requestId: actor.requestId,
    });
  });
  await Promise.all([deps.slots.invalidate(key), deps.cache.invalidatePrefix(CMS_CACHE_PREFIX)]);
  return getSiteText(deps, key);
}

/** What a site text's slot offers (decision 0059): one candidate with one variant, the site's words. */
async function offer(deps: Pick<CmsDeps, "db">, def: SiteTextDefinition, countryId: number): Promise<SlotOffer> {
  const locale = localeById(countryId) ?? LOCALES.de;
  const values = (await stored(deps, def.key)).get(def.key)?.texts ?? NO_SITE_TEXT_VALUES;
  return { items: [{ weight: 1, variants: [{ html: renderSiteText(siteTextFor(def, values, locale), locale), use: "richText" }] }] };
}

/** Every site text becomes the provider of its slot; the platform caches and shares what it answers. */
export function provideSiteTexts(deps: Pick<CmsDeps, "db">, slots: Pick<SlotRegistry, "provide">): void {
  for (const def of SITE_TEXTS) slots.provide(def.key, ({ countryId }) => offer(deps, def, countryId));
}
