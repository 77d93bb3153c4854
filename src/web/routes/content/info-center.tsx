import type { Route } from "./+types/info-center";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { ArticleBody } from "../../components/article-body.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true };

export function meta() {
  return [
    { title: "Info-Center: Ratgeber zu Heizöl und Holzpellets | Heizöl-Marktplatz" },
    { name: "description", content: "Ratgeber zum Heizölkauf, zu Heizöl-Qualitäten, zur Tankpflege und zur Lagerung von Holzpellets." },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const spell = (t: string) => countrySpelling(t, context.country);
  const guides = await context.services.news.listGuides();
  return { guides: guides.map((g) => ({ ...g, Title: spell(g.Title), Description: spell(g.Description), Content: spell(g.Content) })) };
}

export default function InfoCenter({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container news">
      <h1>Info-Center</h1>
      <p>Ratgeber rund um Heizöl, Holzpellets und Ihren Tank.</p>
      <nav aria-label="Ratgeber" className="panel">
        <ul className="site-footer__links">
          {loaderData.guides.map((g) => (
            <li key={g.Slug}>
              <a href={`#${g.Slug}`}>{g.Title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.guides.map((g) => (
        <article key={g.Slug} id={g.Slug} className="guide">
          <h2>{g.Title}</h2>
          <p className="article__teaser">{g.Description}</p>
          <ArticleBody content={g.Content.replace(/^## /gm, "### ")} />
        </article>
      ))}
    </main>
  );
}
