import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import type { PricePreview } from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { changePctLabel } from "../../../domain/dealer-portal/price-list-change.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";

const money = (minor: number | null, countryId: number) => (minor === null ? "–" : formatPrice(minor, localeById(countryId) ?? LOCALES.de));

/** "3", "1 von 12", "kein Angebot": the dealer's place among the dealers offering there. */
function rankText(rank: number | null, count?: number): string {
  return rank === null ? "kein Angebot" : count ? `${rank} von ${count}` : String(rank);
}

/**
 * What saving would change (decision 0027: a preview of the change and the resulting offer ranks): per
 * list the bands old against new with the change in percent, and per list the dealer's place in the
 * offer list at three postcodes before and after. Server-rendered; works without JavaScript.
 */
export function PricePreviewView({ preview, countryId }: { preview: PricePreview; countryId: number }) {
  const locale = localeById(countryId) ?? LOCALES.de;
  return (
    <div className="price-preview">
      {preview.Changes.map((c) => {
        const ranks = preview.Ranks.find((r) => r.BranchId === c.BranchId && r.ProductId === c.ProductId);
        return (
          <section
            key={`${c.BranchId}-${c.ProductId}-${c.ValidFrom}`}
            className="settings-card"
            aria-label={`${c.ProductName}, ${c.BranchName}`}
          >
            <h3>
              {c.ProductName} <span className="settings-muted">· {c.BranchName}</span>
            </h3>
            <p className="settings-muted">
              {c.StartsNow ? "Gilt ab sofort" : `Gilt ab ${formatDate(c.ValidFrom, "shortDT", locale, locale.timeZone)}`}
              {c.ValidTo ? ` bis ${formatDate(c.ValidTo, "shortDT", locale, locale.timeZone)}` : ""}. Mengen in {c.UnitLabel}, Nettopreise
              pro {c.BasisLabel}.
            </p>
            <div className="settings-table-wrap">
              <table className="settings-table">
                <thead>
                  <tr>
                    <th scope="col">Ab Menge</th>
                    <th scope="col">Bisher</th>
                    <th scope="col">Neu</th>
                    <th scope="col">Änderung</th>
                    <th scope="col" className="settings-col--wide">
                      Neu brutto
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.Bands.map((b) => (
                    <tr
                      key={b.MinAmount}
                      className={
                        b.NewNetPrice === null
                          ? "settings-table__row--dropped"
                          : b.OldNetPrice === null
                            ? "settings-table__row--new"
                            : undefined
                      }
                    >
                      <th scope="row">{formatQuantity(b.MinAmount, locale)}</th>
                      <td>{b.OldNetPrice === null ? "neu" : money(b.OldNetPrice, countryId)}</td>
                      <td>{b.NewNetPrice === null ? "entfällt" : money(b.NewNetPrice, countryId)}</td>
                      <td
                        className={
                          b.ChangePct === null ? undefined : b.ChangePct > 0 ? "settings-up" : b.ChangePct < 0 ? "settings-down" : undefined
                        }
                      >
                        {changePctLabel(b.ChangePct)}
                      </td>
                      <td className="settings-col--wide">{money(b.NewGrossPrice, countryId)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {ranks && (
              <>
                <h4>
                  Ihr Rang in der Angebotsliste für {formatQuantity(ranks.Amount, locale)} {ranks.UnitLabel}
                </h4>
                {ranks.Samples.length === 0 ? (
                  <p className="settings-muted">
                    Für diese Filiale lässt sich noch kein Rang berechnen (sie erscheint erst nach der nächsten Aktualisierung des Marktes).
                  </p>
                ) : (
                  <div className="settings-table-wrap">
                    <table className="settings-table settings-table--ranks">
                      <thead>
                        <tr>
                          <th scope="col">Postleitzahl</th>
                          <th scope="col">Rang bisher → neu</th>
                          <th scope="col">Ihr Gesamtpreis neu</th>
                          <th scope="col" className="settings-col--wide">
                            Günstigstes Angebot
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {ranks.Samples.map((s) => (
                          <tr key={s.ZipCode}>
                            <th scope="row">
                              {s.ZipCode} {s.Place ?? ""}
                            </th>
                            <td>
                              {rankText(s.Before.Rank)} → <strong>{rankText(s.After.Rank, s.DealerCount)}</strong>
                            </td>
                            <td>{money(s.After.TotalPrice, countryId)}</td>
                            <td className="settings-col--wide">{money(s.CheapestTotalPrice, countryId)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </>
            )}
          </section>
        );
      })}
      {preview.RanksOmitted > 0 && (
        <p className="settings-muted">Für {preview.RanksOmitted} weitere Preislisten der Datei zeigen wir nur die Staffeln, ohne Rang.</p>
      )}
    </div>
  );
}
