import type { AppLoadContext } from "react-router";
import type { LEGAL_CMS_PATHS } from "../../../domain/cms/page-path.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import type { LegalPage } from "../../../domain/site/legal-pages.ts";

/**
 * Impressum or Datenschutz of this site (decision 0065, "Legal pages"): the CMS page the editors keep at the
 * path; while none is public (archived, scheduled), the operator data of the code — the law wants one always.
 */
export async function legalPageData(
  context: AppLoadContext,
  path: (typeof LEGAL_CMS_PATHS)[number],
  fromCode: (locale: Locale) => LegalPage,
) {
  const { page } = await context.services.cms.publicPage(context.country.countryId, path);
  if (!page) return { cms: null, code: fromCode(context.country) };
  const spell = (t: string) => countrySpelling(t, context.country);
  return { cms: { Title: spell(page.Title), SeoTitle: spell(page.SeoTitle), Html: spell(page.Html) }, code: null };
}
