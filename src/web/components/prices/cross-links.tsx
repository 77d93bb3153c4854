import { Link } from "react-router";

/** Related pages (GET /api/cross-linking/get, spec §7), the same block on every price page. */
export function CrossLinks({ links }: { links: readonly { Title: string; Link: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="more-title" className="cross-links">
      <h2 id="more-title">Das könnte Sie auch interessieren</h2>
      <ul className="state-list">
        {links.map((l) => (
          <li key={l.Link}>
            <Link to={l.Link}>{l.Title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
