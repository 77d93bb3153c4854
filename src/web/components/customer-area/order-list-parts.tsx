/** The customer's orders as cards (decision 0028): the list and the start page show the same card. */
import { Link } from "react-router";
import { localeById } from "../../../domain/shared/countries.ts";
import type { CustomerOrderListItem } from "../../../domain/customer/customer-orders.schemas.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { availableDocuments, ORDER_DOCUMENTS, orderDocumentPath } from "../../../domain/orders/order-documents.ts";

export function orderLocale(o: { CountryId: number }) {
  return localeById(o.CountryId) ?? localeById(1)!;
}

export function CustomerOrderCard({ order: o, headingLevel = 2 }: { order: CustomerOrderListItem; headingLevel?: 2 | 3 }) {
  const locale = orderLocale(o);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const total = o.FinalTotalPrice ?? o.TotalPrice;
  return (
    <article className="customer-order" data-testid="customer-order">
      <div className="customer-order__head">
        <Heading className="customer-order__title">
          <Link to={o.Path}>
            {formatQuantity(o.Amount, locale)} {amountRules(o.ProductGroupId).unitLabel} {o.ProductName}
          </Link>
        </Heading>
        <span className={`customer-status customer-status--${o.Status}`} data-testid="customer-order-status">
          {o.StatusLabel}
        </span>
      </div>
      <dl className="customer-order__facts">
        <div>
          <dt>Bestellt am</dt>
          <dd>{formatDate(o.CreatedAt, "shortD", locale, locale.timeZone)}</dd>
        </div>
        <div>
          <dt>Bestellnummer</dt>
          <dd>{o.OrderNumber}</dd>
        </div>
        <div>
          <dt>Händler</dt>
          <dd>{o.DealerName}</dd>
        </div>
        <div>
          <dt>Lieferort</dt>
          <dd>{o.ZipCode}</dd>
        </div>
        <div>
          <dt>{o.FinalTotalPrice !== null ? "Endbetrag" : "Gesamtpreis"}</dt>
          <dd className="customer-order__price">{formatPrice(total, locale)}</dd>
        </div>
      </dl>
      <div className="customer-order__actions">
        <Link to={o.Path} className="button button--secondary">
          Details<span className="visually-hidden"> zur Bestellung {o.OrderNumber}</span>
        </Link>
        <Link to={o.ReorderPath} className="button button--secondary">
          Erneut bestellen<span className="visually-hidden"> ({o.OrderNumber})</span>
        </Link>
      </div>
      {/* The order's PDF documents (decision 0041): files, so plain links. */}
      <p className="customer-order__docs" data-testid="customer-order-documents">
        <span aria-hidden="true">PDF:</span>
        {availableDocuments(o.Status).map((kind) => (
          <a key={kind} href={orderDocumentPath(o.ProductGroupId, o.OrderId, kind)} download>
            {ORDER_DOCUMENTS[kind].title}
            <span className="visually-hidden"> zur Bestellung {o.OrderNumber} (PDF)</span>
          </a>
        ))}
      </p>
    </article>
  );
}
