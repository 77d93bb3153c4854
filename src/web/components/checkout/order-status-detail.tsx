import { Form, Link } from "react-router";
import { formatDate, formatPrice } from "../../../domain/shared/format.ts";
import { FinalPriceTable } from "../orders/order-status-parts.tsx";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { quantitiesOf, type OrderStatusData } from "./order-status-data.ts";

/** What the current status means for the customer, and what they can do now. */
export function OrderStatusDetail({
  life,
  nextBest,
  locale,
  group,
  busy,
}: Pick<OrderStatusData, "life" | "nextBest" | "locale" | "group"> & { busy: boolean }) {
  const rules = amountRules(life.ProductGroupId);
  const { qty, deliveredQty } = quantitiesOf(life, locale);
  switch (life.Status) {
    case "placed":
      return <p>{life.DealerName} prüft Ihre Bestellung und bestätigt sie mit einem Liefertermin.</p>;
    case "confirmed":
      return (
        <p>
          {life.DealerName} hat Ihre Bestellung bestätigt. Liefertermin:{" "}
          <strong data-testid="delivery-window">{life.DeliveryWindowText}</strong>
        </p>
      );
    case "out_for_delivery":
      return (
        <p>
          Ihre Lieferung ist unterwegs
          {life.DeliveryWindowText ? (
            <>
              {" "}
              (Liefertermin: <strong data-testid="delivery-window">{life.DeliveryWindowText}</strong>)
            </>
          ) : null}
          . Bitte sorgen Sie für eine freie Zufahrt zum Tank.
        </p>
      );
    case "awaiting_consent":
      return (
        <div className="os-consent" data-testid="consent">
          <p>
            {life.DealerName} hat <strong>{deliveredQty(life.DeliveredAmount ?? 0)}</strong> geliefert; bestellt hatten Sie{" "}
            {qty(life.Amount)}. Die Abweichung ist größer als die vereinbarte Toleranz von ±{life.TolerancePct} %. Abgerechnet wird erst,
            wenn Sie der gelieferten Menge zustimmen:
          </p>
          {life.FinalPriceLines && (
            <FinalPriceTable
              lines={life.FinalPriceLines}
              total={life.FinalTotalPrice ?? 0}
              vat={life.FinalVatAmount ?? 0}
              countryId={life.CountryId}
              locale={locale}
            />
          )}
          <Form method="post" className="os-actions">
            <input type="hidden" name="intent" value="consent" />
            <button type="submit" className="button button--primary" disabled={busy}>
              Liefermenge akzeptieren
            </button>
          </Form>
          <p className="co-muted">
            Stimmt die Menge nicht? Dann stimmen Sie bitte nicht zu und wenden Sie sich an {life.DealerName} oder unseren Kundenservice
            unter {locale.customerPhoneNumber}: Der Händler kann die Menge korrigieren.
          </p>
        </div>
      );
    case "delivered":
    case "rated":
      return (
        <div>
          <p>
            Geliefert: <strong data-testid="delivered-amount">{deliveredQty(life.DeliveredAmount ?? life.Amount)}</strong>
            {life.DeliveredAmount !== null && life.DeliveredAmount !== life.Amount ? ` (bestellt: ${qty(life.Amount)})` : ""}. Abgerechnet
            wird die gelieferte Menge zum vereinbarten Preis je {rules.basisLabel}.
          </p>
          {life.FinalPriceLines && (
            <FinalPriceTable
              lines={life.FinalPriceLines}
              total={life.FinalTotalPrice ?? 0}
              vat={life.FinalVatAmount ?? 0}
              countryId={life.CountryId}
              locale={locale}
            />
          )}
          {life.Status === "delivered" ? (
            <Form method="post" className="os-actions">
              <input type="hidden" name="intent" value="rate" />
              <p>Wie zufrieden waren Sie mit {life.DealerName}? Ihre Bewertung hilft anderen bei der Wahl.</p>
              <button type="submit" className="button button--primary" disabled={busy}>
                {life.DealerName} bewerten
              </button>
            </Form>
          ) : (
            <p>Vielen Dank für Ihre Bewertung!</p>
          )}
        </div>
      );
    case "declined":
      return (
        <div data-testid="declined">
          <p>{life.DealerName} kann Ihre Bestellung leider nicht ausführen. Sie müssen nichts bezahlen.</p>
          {life.Reason && (
            <p>
              Begründung des Händlers: <q>{life.Reason}</q>
            </p>
          )}
          {nextBest ? (
            <div className="os-next-best" data-testid="next-best">
              <h3 className="co-card__subtitle">Das nächstbeste Angebot für Ihre Bestellung</h3>
              <p>
                <strong>{nextBest.DealerName}</strong>, {nextBest.City}: <strong>{formatPrice(nextBest.TotalPrice, locale)}</strong> für{" "}
                {qty(life.Amount)} ({formatPrice(nextBest.UnitPrice, locale)} je {rules.basisLabel}, Preis von heute)
              </p>
              <Link to={nextBest.Path} className="button button--primary">
                Angebot ansehen und bestellen
              </Link>
            </div>
          ) : (
            <p>
              Für Ihre Bestellung liegt derzeit leider kein weiteres Angebot vor.{" "}
              <Link to={`/${group}/angebotsliste`}>Neuen Preisvergleich starten</Link>
            </p>
          )}
        </div>
      );
    case "withdrawn":
      return (
        <p data-testid="withdrawn">
          {life.Withdrawal.Basis === "statutory" ? "Ihr Widerruf" : "Ihre Stornierung"} ist am{" "}
          {formatDate(life.StatusChangedAt ?? life.CreatedAt, "shortDT", locale, locale.timeZone)} Uhr eingegangen. Die Bestellung wird
          nicht geliefert; Sie müssen nichts bezahlen.
        </p>
      );
    case "cancelled":
      return (
        <p>
          Unser Kundenservice hat Ihre Bestellung storniert{life.Reason ? <> (Grund: {life.Reason})</> : null}. Sie müssen nichts bezahlen.
        </p>
      );
  }
}
