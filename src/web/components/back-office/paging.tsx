import { Link } from "react-router";

/** Server-side paging of a back-office list: previous/next links that keep the filters (the URL's other parameters). */
export function Paging({ page, total, pageSize, href }: { page: number; total: number; pageSize: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="bo-paging" aria-label="Seiten">
      {page > 1 ? <Link to={href(page - 1)}>← Vorherige Seite</Link> : <span />}
      <span>
        Seite {page.toLocaleString("de-DE")} von {pages.toLocaleString("de-DE")}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Nächste Seite →</Link> : <span />}
    </nav>
  );
}

/** The list URL with one parameter changed (page back to 1 unless it is the page itself). */
export function withParam(url: URL, name: string, value: string | number | null): string {
  const next = new URLSearchParams(url.searchParams);
  if (value === null || value === "") next.delete(name);
  else next.set(name, String(value));
  if (name !== "page") next.delete("page");
  const qs = next.toString();
  return `${url.pathname}${qs ? `?${qs}` : ""}`;
}
