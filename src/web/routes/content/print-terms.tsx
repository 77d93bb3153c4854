import { data } from "react-router";
import type { Route } from "./+types/print-terms";
import { TERMS_CMS_PATH } from "../../../domain/cms/page-path.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";

export function meta() {
  return [{ title: "AGB – Druckansicht | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

/** The terms as the CMS page /agb of this site holds them (decision 0065), for printing. */
export async function loader({ context }: Route.LoaderArgs) {
  const { page } = await context.services.cms.publicPage(context.country.countryId, TERMS_CMS_PATH);
  if (!page) throw data(null, { status: 404 });
  const spell = (t: string) => countrySpelling(t, context.country);
  return { page: { ...page, Title: spell(page.Title), Html: spell(page.Html) }, locale: context.country };
}

export default function PrintTerms({ loaderData }: Route.ComponentProps) {
  const { page, locale } = loaderData;
  return (
    <main>
      <p className="no-print">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Drucken
        </button>
      </p>
      <h1>{page.Title}</h1>
      <p className="hint">
        Heizöl-Marktplatz {locale.countryNameWithArticle} · Stand {formatDate(page.UpdatedAt, "shortD", locale)}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the CMS and sanitised on the server (decision 0056). */}
      <div className="article-body cms-body" dangerouslySetInnerHTML={{ __html: page.Html }} />
    </main>
  );
}
