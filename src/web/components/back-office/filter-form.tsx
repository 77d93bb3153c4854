import { Link } from "react-router";

/** One filter of a back-office list's GET form: a labelled select, optionally with "Alle" (no filter). */
export function FilterSelect(props: {
  label: string;
  name: string;
  defaultValue: string | number;
  options: readonly { value: string | number; label: string }[];
  all?: boolean;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.defaultValue}>
        {props.all && <option value="">Alle</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filter form's buttons: show (with progress while loading) and back to no filter. */
export function FilterActions({
  busy,
  resetTo,
  label = "Anzeigen",
  busyLabel = "Lädt …",
}: {
  busy: boolean;
  resetTo?: string;
  label?: string;
  busyLabel?: string;
}) {
  return (
    <div className="bo-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {resetTo && <Link to={resetTo}>Filter zurücksetzen</Link>}
    </div>
  );
}
