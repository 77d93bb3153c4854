import { Link } from "react-router";
import type { Route } from "./+types/news-list";
import { formatDate } from "../../../domain/shared/format.ts";
import { data } from "react-router";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";

// The same for every visitor without a session: served from the shared page cache (decision 0062).
export const handle: PageHandle = { publicCache: true, slots: ["news-seite"] };

const PAGE_SIZE = 4;

export function meta({ data: d }: Route.MetaArgs) {
  return [
    { title: `Heizöl-News${d && d.page > 1 ? ` – Seite ${d.page}` : ""} | Heizöl-Marktplatz` },
    { name: "description", content: "Nachrichten und Ratgeber rund um Heizöl, Holzpellets, Diesel und AdBlue." },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("seite") ?? "1";
  const page = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (page < 1) throw data(null, { status: 404 });
  const list = await context.services.news.listNews(context.country.countryId, page, PAGE_SIZE);
  if (page > 1 && list.Items.length === 0) throw data(null, { status: 404 });
  return { locale: context.country, ...list, page, pages: Math.max(1, Math.ceil(list.Total / PAGE_SIZE)) };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { Items, locale, page, pages } = loaderData;
  return (
    <main className="container news">
      <h1>Heizöl-News</h1>
      <ul className="news-list">
        {Items.map((a) => (
          <li key={a.Id} className="panel">
            <p className="hint">
              <time dateTime={a.PublishedAt}>{formatDate(a.PublishedAt, "shortD", locale)}</time>
            </p>
            <h2>
              <Link to={`/news/artikel/${a.Slug}`}>{a.Title}</Link>
            </h2>
            <p>{a.Teaser}</p>
          </li>
        ))}
      </ul>
      <Slot name="news-seite" />
      {pages > 1 && (
        <nav className="pager" aria-label="Seiten">
          {page > 1 && <Link to={page === 2 ? "/news" : `/news?seite=${page - 1}`}>← Neuere Artikel</Link>}
          <span>
            Seite {page} von {pages}
          </span>
          {page < pages && <Link to={`/news?seite=${page + 1}`}>Ältere Artikel →</Link>}
        </nav>
      )}
    </main>
  );
}
