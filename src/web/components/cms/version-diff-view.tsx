import type { VersionDiff } from "../../../domain/cms/version-diff.ts";

/** Two versions side by side: the changed fields as a table, the body's blocks as a marked line diff. */
export function VersionDiffView({ diff, beforeLabel, afterLabel }: { diff: VersionDiff; beforeLabel: string; afterLabel: string }) {
  const changed = diff.body.some((l) => l.kind !== "same");
  return (
    <div className="cms-diff">
      {diff.fields.length > 0 && (
        <table className="bo-table cms-diff__fields">
          <thead>
            <tr>
              <th scope="col">Feld</th>
              <th scope="col">{beforeLabel}</th>
              <th scope="col">{afterLabel}</th>
            </tr>
          </thead>
          <tbody>
            {diff.fields.map((f) => (
              <tr key={f.label}>
                <th scope="row">{f.label}</th>
                <td>{f.before}</td>
                <td>{f.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changed ? (
        <ol className="cms-diff__body" aria-label="Inhalt: entfernte und hinzugefügte Absätze">
          {diff.body.map((l, i) => (
            <li key={i} className={`cms-diff__line cms-diff__line--${l.kind}`}>
              <span className="visually-hidden">
                {l.kind === "added" ? `Neu in ${afterLabel}: ` : l.kind === "removed" ? `Nur in ${beforeLabel}: ` : ""}
              </span>
              {l.kind === "added" ? "+ " : l.kind === "removed" ? "− " : "  "}
              {l.text}
            </li>
          ))}
        </ol>
      ) : (
        <p className="bo-muted">Der Inhalt ist in beiden Fassungen gleich.</p>
      )}
      {diff.fields.length === 0 && !changed && <p className="bo-muted">Keine Unterschiede.</p>}
    </div>
  );
}
