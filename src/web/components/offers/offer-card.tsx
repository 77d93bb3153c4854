import { useId, useState } from "react";
import { Link } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatNumber, formatPrice } from "../../../domain/shared/format.ts";
import { dealerRatingText, NO_RATINGS_TEXT } from "../../../domain/site/review-quality.ts";
import type { PaymentKind } from "../../../domain/calculator/calculator-options.ts";
import { vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { WireOffer } from "../../../domain/calculator/offer.types.ts";
import { FavouriteToggle } from "./favourite-toggle.tsx";
import { leadTimeText, PAYMENT_LABELS } from "./labels.ts";

export function OfferCard({
  offer,
  rank,
  locale,
  basisLabel,
  orderHref,
  orderLabel = "Bestellen",
  showRank = true,
  paymentNote = null,
  paymentBadge = null,
}: {
  offer: WireOffer;
  rank: number;
  locale: Locale;
  basisLabel: string;
  orderHref: string;
  orderLabel?: string;
  showRank?: boolean;
  /** How this offer is paid for by the visitor (decision 0015), said before the click: the whole sentence where the card stands alone. */
  paymentNote?: string | null;
  /** In a list the rule is said once above it; each card carries this short badge (decision 0047). */
  paymentBadge?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const stars = Math.round(offer.Rating * 2) / 2;
  return (
    <article
      className={`offer${showRank && rank === 1 ? " offer--best" : ""}${showRank ? "" : " offer--alone"}`}
      data-testid="offer"
      aria-labelledby={`${detailsId}-name`}
    >
      {showRank && rank === 1 && <p className="offer__badge">Günstigstes Angebot</p>}
      <div className="offer__main">
        <div className="offer__dealer">
          <div className="offer__head">
            <h3 id={`${detailsId}-name`} className="offer__name">
              {showRank && <span className="offer__rank">{rank}.</span>} {offer.DealerName}
            </h3>
            <FavouriteToggle dealerId={offer.DealerId} dealerName={offer.DealerName} initial={offer.IsFavourite} />
          </div>
          {offer.ReviewCount > 0 ? (
            <p className="offer__rating" role="group" aria-label={`Bewertung ${formatNumber(offer.Rating, "oneDigit", locale)} von 5`}>
              <span className="stars" style={{ "--stars": stars } as React.CSSProperties} aria-hidden="true" />
              {dealerRatingText(offer, locale)}
            </p>
          ) : (
            <p className="offer__rating offer__rating--none">{NO_RATINGS_TEXT}</p>
          )}
          <p className="offer__meta">{leadTimeText(offer.LeadTimeDays)}</p>
          <p className="offer__meta">Zahlung: {offer.Payments.map((p) => PAYMENT_LABELS[p as PaymentKind] ?? p).join(", ")}</p>
          {paymentBadge && (
            <p className="offer__pay-badge" data-testid="offer-payment-badge">
              {paymentBadge}
            </p>
          )}
          {paymentNote && (
            <p className="offer__meta offer__payment-note" data-testid="offer-payment-note">
              {paymentNote}
            </p>
          )}
        </div>
        <div className="offer__price">
          <p className="offer__total" data-testid="offer-total">
            {formatPrice(offer.TotalPrice, locale)}
          </p>
          <p className="offer__unit">
            {formatPrice(offer.UnitPrice, locale)} / {basisLabel}
          </p>
          {offer.MonthlyRate !== null && offer.MonthlyRateCount !== null && (
            <p className="offer__rate">
              oder {offer.MonthlyRateCount} × {formatPrice(offer.MonthlyRate, locale)} monatlich
            </p>
          )}
          <Link className="button button--primary offer__order" to={orderHref}>
            {orderLabel}
          </Link>
        </div>
      </div>
      <button type="button" className="offer__toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
        {open ? "Preisdetails ausblenden" : "Preisdetails anzeigen"}
      </button>
      <div id={detailsId} hidden={!open} className="offer__details">
        <table className="price-lines">
          <tbody>
            {offer.PriceLines.map((l) => (
              <tr key={l.Key} data-key={l.Key}>
                <th scope="row">{l.Label}</th>
                <td>{formatPrice(l.Price, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Gesamt inkl. {vatRateLabel(locale.countryId)} MwSt.</th>
              <td>{formatPrice(offer.TotalPrice, locale)}</td>
            </tr>
            <tr className="price-lines__vat">
              <th scope="row">darin MwSt.</th>
              <td>{formatPrice(offer.VatAmount, locale)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="offer__meta">
          Händlersitz: {offer.ZipCode} {offer.City}
        </p>
      </div>
    </article>
  );
}
