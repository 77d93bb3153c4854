/**
 * /kunde/bestellungen/{orderId}/beleg (issue 12, decision 0028): the order confirmation, and once
 * delivered the delivery note with the final amount, as a page made for printing: the browser's
 * "Drucken" writes it as a PDF ("Als PDF speichern"). Only for the order's owner; anybody else gets 404.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/order-document";
import { localeById } from "../../../domain/countries.ts";
import { parseIdText } from "../../../domain/db-ranges.ts";
import { isClientError } from "../../../domain/errors.ts";
import { formatDate, formatQuantity } from "../../../domain/format.ts";
import { orderStatusPath } from "../../../domain/orders/order-links.ts";
import { AddressBlock, PriceTable } from "../../components/checkout/summary-parts.tsx";
import { FinalPriceTable } from "../../components/orders/order-status-parts.tsx";
import { PrintButton } from "../../components/customer-area/print-button.tsx";
import checkoutCss from "../../components/checkout/checkout.css?url";
import documentCss from "../../components/customer-area/order-document.css?url";
import { customerId } from "./customer.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: checkoutCss },
  { rel: "stylesheet", href: documentCss },
];

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: `${d?.delivered ? "Lieferschein" : "Bestellbestätigung"} ${d?.order.OrderNumber ?? ""} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = customerId(context);
  const orderId = parseIdText(params.orderId);
  if (orderId === null) throw data(null, { status: 404 });
  try {
    const actor = await context.services.orders.customerActor(userId);
    const order = await context.services.orders.getOrder({ id: userId, isGuest: false, guestIds: actor.guestIds }, orderId);
    const life = await context.services.orders.getOrderLife({ orderId, actor });
    return { order, life, delivered: life.DeliveredAmount !== null && (life.Status === "delivered" || life.Status === "rated") };
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export default function OrderDocumentPage({ loaderData }: Route.ComponentProps) {
  const { order: o, life, delivered } = loaderData;
  const locale = localeById(o.CountryId) ?? localeById(1)!;
  const qty = (n: number) => `${formatQuantity(n, locale)} ${o.UnitLabel}`;
  const title = delivered ? "Lieferschein und Abrechnung" : "Bestellbestätigung";
  return (
    <main className="order-doc" data-testid="order-document">
      <div className="order-doc__toolbar">
        <Link to={orderStatusPath(o.ProductGroupId, o.OrderId)}>← Zurück zur Bestellung</Link>
        <PrintButton />
      </div>
      <header className="order-doc__head">
        <p className="order-doc__brand">Heizöl-Marktplatz</p>
        <h1>{title}</h1>
        <p>
          Bestellnummer <strong>{o.OrderNumber}</strong> · bestellt am {formatDate(o.CreatedAt, "shortDT", locale, locale.timeZone)}
        </p>
      </header>

      <section className="order-doc__parties">
        <div className="co-addr">
          <h4 className="co-addr__title">Händler</h4>
          <p>
            {o.Dealer.Name}
            <br />
            {o.Dealer.Address}
          </p>
        </div>
        {o.Stations[0] && <AddressBlock title="Rechnungsadresse" address={o.Stations[0].InvoiceAddress ?? o.Stations[0].DeliveryAddress} />}
      </section>

      <section>
        <h2>Lieferung</h2>
        <p>
          {qty(o.Amount)} {o.ProductName}
          {life.DeliveryWindowText ? ` · Liefertermin ${life.DeliveryWindowText}` : ""}
        </p>
        <div className="order-doc__stations">
          {o.Stations.map((s) => (
            <AddressBlock key={s.StationNumber} title={o.Stations.length > 1 ? `Lieferstelle ${s.StationNumber}: ${qty(s.StationAmount)}` : "Lieferadresse"} address={s.DeliveryAddress} />
          ))}
        </div>
        {delivered && life.DeliveredAmount !== null && (
          <p data-testid="delivered-amount">
            Geliefert: <strong>{`${qty(life.DeliveredAmount)}${o.ProductGroupId <= 2 ? " (bei 15 °C)" : ""}`}</strong>
          </p>
        )}
      </section>

      <section>
        <h2>{delivered ? "Bestellter Preis" : "Preis"}</h2>
        <PriceTable lines={o.PriceLines} total={o.TotalPrice} vat={o.VatAmount} locale={locale} />
        {delivered && life.FinalPriceLines && life.FinalTotalPrice !== null && (
          <>
            <h2>Abrechnung der gelieferten Menge</h2>
            <FinalPriceTable lines={life.FinalPriceLines} total={life.FinalTotalPrice} vat={life.FinalVatAmount ?? 0} countryId={o.CountryId} locale={locale} />
          </>
        )}
      </section>

      <section>
        <h2>Zahlung</h2>
        <p>
          {o.Payment.KindLabel}
          {o.Payment.IbanMasked && ` · IBAN ${o.Payment.IbanMasked}`}
          {o.Payment.AccountHolder && ` · Kontoinhaber ${o.Payment.AccountHolder}`}
          {o.Payment.MandateReference && ` · Mandatsreferenz ${o.Payment.MandateReference}`}
        </p>
      </section>
      <footer className="order-doc__foot">
        <p>Status: {life.StatusLabel}. Dieser Beleg wurde am {formatDate(new Date(), "shortD", locale, locale.timeZone)} erstellt.</p>
      </footer>
    </main>
  );
}
