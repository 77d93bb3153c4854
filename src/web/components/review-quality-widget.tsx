import type { Locale } from "../../domain/shared/countries.ts";
import { formatNumber } from "../../domain/shared/format.ts";
import type { ReviewQuality } from "../../domain/site/review-quality.ts";

/**
 * Spec §3 quality data in the footer (layout footer.trustedShops): the mark of our customers' ratings of
 * their deliveries. Without ratings it says so ('Keine Daten') instead of showing a made-up mark.
 */
export function ReviewQualityWidget({ quality, locale }: { quality: ReviewQuality; locale: Locale }) {
  const hasMark = quality.ActiveReviewCount > 0;
  const mark = formatNumber(quality.OverallMark, "price", locale);
  return (
    <section className="review-widget" aria-labelledby="review-widget-title" data-testid="review-widget">
      <h2 id="review-widget-title" className="site-footer__title">
        Kundenbewertungen
      </h2>
      {hasMark ? (
        <>
          <p className="review-widget__mark">
            <span className="review-widget__stars" aria-hidden="true">
              <span className="review-widget__stars-fill" style={{ width: `${(quality.OverallMark / 5) * 100}%` }}>
                ★★★★★
              </span>
              ★★★★★
            </span>
            <strong>{mark}</strong>&nbsp;/&nbsp;5,00 <span className="review-widget__text">{quality.OverallMarkDescriptionGUILang}</span>
          </p>
          <p className="review-widget__count">
            {formatNumber(quality.ActiveReviewCount, "quantity", locale)} {quality.ActiveReviewCount === 1 ? "Bewertung" : "Bewertungen"}{" "}
            der letzten {quality.ActivePeriodInDays} Tage · {formatNumber(quality.TotalReviewCount, "quantity", locale)} insgesamt
          </p>
        </>
      ) : (
        <p className="review-widget__mark">
          <strong>{quality.OverallMarkDescriptionGUILang}</strong> – in den letzten {quality.ActivePeriodInDays} Tagen hat noch niemand eine
          Lieferung bewertet.
        </p>
      )}
    </section>
  );
}
