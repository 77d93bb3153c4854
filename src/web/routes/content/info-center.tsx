import { Link } from "react-router";
import type { Route } from "./+types/info-center";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
// The intro is a site text of the CMS (decision 0067).
export const handle: PageHandle = { publicCache: true, slots: ["info-center-einleitung"] };

export function meta() {
  return [
    { title: "Info-Center: Ratgeber zu Heizöl und Holzpellets | Heizöl-Marktplatz" },
    { name: "description", content: "Ratgeber zum Heizölkauf, zu Heizöl-Qualitäten, zur Tankpflege und zur Lagerung von Holzpellets." },
  ];
}

/** The info center's articles are CMS pages below /info-center/ (decision 0065). */
export async function loader({ context }: Route.LoaderArgs) {
  const spell = (t: string) => countrySpelling(t, context.country);
  const articles = await context.services.cms.infoCenterArticles(context.country.countryId);
  return { articles: articles.map((a) => ({ ...a, Title: spell(a.Title), Description: spell(a.Description) })) };
}

export default function InfoCenter({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container news">
      <h1>Info-Center</h1>
      <Slot name="info-center-einleitung" />
      {loaderData.articles.length === 0 ? (
        <p className="panel">Hier erscheinen bald unsere Ratgeber. Bis dahin beantworten wir Ihre Fragen gern über das Kontaktformular.</p>
      ) : (
        <ul className="guide-list">
          {loaderData.articles.map((a) => (
            <li key={a.Path} className="guide panel">
              <h2>
                <Link to={a.Path}>{a.Title}</Link>
              </h2>
              <p className="article__teaser">{a.Description}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
