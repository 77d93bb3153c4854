import { Link } from "react-router";
import type { Route } from "./+types/news-article";
import { formatDate } from "../../../domain/shared/format.ts";
import { ArticleBody } from "../../components/article-body.tsx";
import { useRootData } from "../../root.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { asErrorPage } from "../../lib/page.server.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true, slots: ["news-seite"] };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.article.Title} | Heizöl-Marktplatz` },
    { name: "description", content: data.article.Teaser },
    { property: "og:type", content: "article" },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return { locale: context.country, article: await context.services.news.newsDetail(context.country.countryId, params.artikelString) };
  } catch (err) {
    return asErrorPage(err);
  }
}

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, locale } = loaderData;
  const nonce = useRootData()?.nonce;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.Title,
    datePublished: article.PublishedAt,
    description: article.Teaser,
  };
  return (
    <main className="container news article">
      <nav aria-label="Brotkrumen" className="breadcrumbs">
        <Link to="/news">News</Link> › Artikel
      </nav>
      <article>
        <h1>{article.Title}</h1>
        <p className="hint">
          Veröffentlicht am <time dateTime={article.PublishedAt}>{formatDate(article.PublishedAt, "shortD", locale)}</time>
        </p>
        {/* The editors' picture from the media library (decision 0065); the teaser above says what it is about. */}
        {article.FilePath && <img className="article__image" src={article.FilePath} alt="" width={640} />}
        <p className="article__teaser">{article.Teaser}</p>
        <ArticleBody content={article.Content} />
      </article>
      <Slot name="news-seite" />
      <p>
        <Link to="/" className="button button--primary">
          Jetzt Heizölpreise vergleichen
        </Link>
      </p>
      <JsonLd data={jsonLd} nonce={nonce} />
    </main>
  );
}
