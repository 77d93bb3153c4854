import type { Route } from "./+types/print-terms";
import { formatDate } from "../../../domain/shared/format.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { termsForCountry } from "../../../domain/site/legal-texts.ts";
import { ArticleBody } from "../../components/article-body.tsx";

export function meta() {
  return [{ title: "AGB – Druckansicht | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const page = await context.services.news.contentPage("agb");
  return {
    page: {
      ...page,
      Title: countrySpelling(page.Title, context.country),
      Content: countrySpelling(termsForCountry(page.Content, context.country.countryId), context.country),
    },
    locale: context.country,
  };
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
      <ArticleBody content={page.Content} />
    </main>
  );
}
