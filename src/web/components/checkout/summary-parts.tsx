import { Link } from "react-router";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { addressLine, type OrderAddressInput } from "../../../domain/orders/order-address.ts";
import type { StepIndicatorEntry } from "../../../domain/orders/checkout-steps.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import type { CheckoutView } from "../../../domain/orders/checkout.types.ts";

export interface IndicatorItem extends Pick<StepIndicatorEntry, "number" | "displayName"> {
  status: "done" | "current" | "upcoming";
  href: string | null;
}

/** "Schritt 1 von 3" with the display names; done steps link back. */
export function StepIndicator({ items }: { items: IndicatorItem[] }) {
  const current = items.find((i) => i.status === "current");
  return (
    <nav className="co-steps" aria-label="Bestellschritte">
      <p className="co-steps__mobile">
        Schritt {current?.number ?? 1} von {items.length}: <strong>{current?.displayName}</strong>
      </p>
      <ol className="co-steps__list">
        {items.map((i) => (
          <li
            key={i.number}
            className={`co-steps__item co-steps__item--${i.status}`}
            aria-current={i.status === "current" ? "step" : undefined}
          >
            <span className="co-steps__number" aria-hidden="true">
              {i.status === "done" ? "✓" : i.number}
            </span>
            <span className="co-steps__label">
              <span className="visually-hidden">Schritt {i.number}: </span>
              {i.href ? <Link to={i.href}>{i.displayName}</Link> : i.displayName}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PriceTable({ lines, total, vat, locale }: { lines: readonly PriceLine[]; total: number; vat: number; locale: Locale }) {
  return (
    <table className="co-prices">
      <caption className="visually-hidden">Preisaufstellung</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.Key} data-key={l.Key}>
            <th scope="row">{l.Label}</th>
            <td>{formatPrice(l.Price, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="co-prices__total">
          <th scope="row">Gesamtpreis inkl. MwSt.</th>
          <td data-testid="checkout-total">{formatPrice(total, locale)}</td>
        </tr>
        <tr className="co-prices__vat">
          <th scope="row">darin enthaltene MwSt.</th>
          <td>{formatPrice(vat, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The offer beside the steps (steps with useOfferView). */
export function OfferSummary({ view, locale }: { view: CheckoutView; locale: Locale }) {
  const o = view.Offer;
  const c = view.Configuration;
  const rules = amountRules(c.ProductGroupId);
  return (
    <aside className="co-offer" aria-labelledby="co-offer-title">
      <h2 id="co-offer-title" className="co-offer__title">
        Ihr Angebot
      </h2>
      <dl className="co-offer__list">
        <div>
          <dt>Händler</dt>
          <dd>{view.DealerName}</dd>
        </div>
        <div>
          <dt>Produkt</dt>
          <dd>
            {productById(c.Product.Id)?.DisplayName}
            {c.Product.ClimateNeutral || c.Cn ? " – klimaneutral" : ""}
          </dd>
        </div>
        <div>
          <dt>Menge</dt>
          <dd>
            {formatQuantity(c.Amount, locale)} {rules.unitLabel}
            {c.Stations > 1 ? ` an ${c.Stations} Lieferstellen` : ""}
          </dd>
        </div>
        <div>
          <dt>Zahlung</dt>
          <dd>{view.PaymentData.KindLabel}</dd>
        </div>
        {o && (
          <div>
            <dt>Lieferzeit</dt>
            <dd>
              ca. {o.LeadTimeDays} Werktag{o.LeadTimeDays === 1 ? "" : "e"}
            </dd>
          </div>
        )}
      </dl>
      {o ? (
        <p className="co-offer__total">
          <span>Gesamtpreis inkl. MwSt.</span>
          <strong data-testid="offer-summary-total">{formatPrice(o.TotalPrice, locale)}</strong>
          <span className="co-muted">
            {formatPrice(o.UnitPrice, locale)} / {rules.basisLabel}
          </span>
        </p>
      ) : (
        <p className="notice notice--warning">{view.OfferMessage}</p>
      )}
    </aside>
  );
}

export function AddressBlock({ title, address }: { title: string; address: OrderAddressInput }) {
  return (
    <div className="co-addr">
      <h4 className="co-addr__title">{title}</h4>
      <p>{addressLine(address)}</p>
      {address.Phone && <p className="co-muted">Tel. {address.Phone}</p>}
    </div>
  );
}
