import type { ReactNode } from "react";

/** A column heading; `numeric(…)` right-aligns it with its figures. */
export type BoColumn = string | { label: string; numeric: true };

export const numeric = (label: string): BoColumn => ({ label, numeric: true });

/**
 * Every list of the back office: a table that scrolls sideways on its own at 375 px (never the page),
 * with column headings; the rows (one or more `tbody`, a `tfoot`) are the children.
 */
export function BoTable({
  columns,
  caption,
  className,
  children,
}: {
  columns: readonly BoColumn[];
  caption?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="bo-table-wrap">
      <table className={className ? `bo-table ${className}` : "bo-table"}>
        {caption}
        <thead>
          <tr>
            {columns.map((c, i) =>
              typeof c === "string" ? (
                <th key={i} scope="col">
                  {c}
                </th>
              ) : (
                <th key={i} scope="col" className="num">
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
