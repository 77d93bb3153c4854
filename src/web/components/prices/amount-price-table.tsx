import type { Locale } from "../../../domain/shared/countries.ts";
import { formatNumber, formatPrice } from "../../../domain/shared/format.ts";

export interface AmountPriceRow {
  Amount: number;
  UnitPrice: number | null;
  TotalPrice: number | null;
}

/** Cheapest price per amount tier: the same table on the state and the local price pages. */
export function AmountPriceTable({ rows, locale }: { rows: readonly AmountPriceRow[]; locale: Locale }) {
  return (
    <table className="price-table">
      <thead>
        <tr>
          <th scope="col">Menge</th>
          <th scope="col">je 100 l</th>
          <th scope="col">gesamt</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => (
          <tr key={b.Amount}>
            <th scope="row">{formatNumber(b.Amount, "quantity", locale)} l</th>
            <td>{b.UnitPrice !== null ? formatPrice(b.UnitPrice, locale) : "–"}</td>
            <td>{b.TotalPrice !== null ? formatPrice(b.TotalPrice, locale) : "–"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
