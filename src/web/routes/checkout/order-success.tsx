import { useEffect } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/order-success";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/format.ts";
import { TERMS_PATH } from "../../../domain/legal-texts.ts";
import { productGroupByUrlName } from "../../../domain/products.ts";
import { parseIdText } from "../../../domain/db-ranges.ts";
import { AddressBlock, PriceTable } from "../../components/checkout/summary-parts.tsx";
import checkoutCss from "../../components/checkout/checkout.css?url";
import { isClientError } from "../../../domain/errors.ts";
import { callerOrLogin } from "./checkout.server.ts";
import { useSession } from "../../components/session/session-provider.tsx";
import { CASH_ON_DELIVERY_HINT } from "../../../domain/texts.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export function meta() {
  return [{ title: "Bestellung erfolgreich | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

/** /{productGroup}/bestellung-erfolgreich/{orderId}: the confirmation for the order's owner; anybody else 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  if (!group) throw data(null, { status: 404 });
  const caller = callerOrLogin(context.user, group.urlName, request);
  const orderId = parseIdText(params.orderId);
  if (orderId === null) throw data(null, { status: 404 });
  try {
    const order = await context.services.orders.getOrder(caller, orderId);
    return { order, locale: context.country, group: group.urlName };
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { order: o, locale, group } = loaderData;
  const p = o.Payment;
  const { refreshNow } = useSession();
  // The token's hasAnyOrder claim changes with the first order (spec §6): renew it now, not in 20 minutes.
  useEffect(() => {
    void refreshNow();
  }, [refreshNow]);
  return (
    <main className="co-page co-success">
      <section className="co-card co-success__hero">
        <span className="co-success__icon" aria-hidden="true">
          ✓
        </span>
        <h1>Vielen Dank für Ihre Bestellung!</h1>
        <p className="co-success__number">
          Ihre Bestellnummer: <strong data-testid="order-number">{o.OrderNumber}</strong>
        </p>
        <p className="co-muted">
          Bestellt am {formatDate(o.CreatedAt, "shortDT", locale)} bei {o.Dealer.Name}. Die Bestätigung haben wir an {o.EmailAddress} geschickt.
        </p>
      </section>

      <section className="co-card" aria-labelledby="next-title">
        <h2 id="next-title" className="co-card__title">
          Wie geht es weiter?
        </h2>
        <ol className="co-next">
          <li>
            Sie erhalten in wenigen Minuten eine Bestellbestätigung mit allen Angaben und {o.CountryId === 3 ? "den Stornierungsbedingungen" : "der Widerrufsbelehrung"} per E-Mail.
          </li>
          <li>{o.Dealer.Name} meldet sich bei Ihnen, um den Liefertermin abzustimmen.</li>
          <li>
            Die Lieferung erfolgt voraussichtlich innerhalb von {o.LeadTimeDays} Werktag{o.LeadTimeDays === 1 ? "" : "en"}. Bitte sorgen Sie für eine freie Zufahrt zum Tank.
          </li>
          <li>
            {p.Kind === "installment" && p.MonthlyRate !== null
              ? `Sie bezahlen in ${p.Months} Monatsraten zu je ${formatPrice(p.MonthlyRate, locale)} an unseren Finanzierungspartner.`
              : p.Kind === "sepa" || p.Kind === "provider-sepa"
                ? `Der Betrag wird nach der Lieferung von Ihrem Konto ${p.IbanMasked} abgebucht (Mandatsreferenz ${p.MandateReference}).`
                : p.Kind === "cash"
                  ? CASH_ON_DELIVERY_HINT
                  : p.Kind === "provider-invoice"
                    ? "Sie bezahlen nach der Lieferung auf Rechnung an unseren Finanzierungspartner innerhalb von 14 Tagen."
                    : `Sie bezahlen nach der Lieferung auf Rechnung von ${o.Dealer.Name} innerhalb von 14 Tagen.`}
          </li>
        </ol>
      </section>

      <section className="co-card" aria-labelledby="order-title">
        <h2 id="order-title" className="co-card__title">
          Ihre Bestellung
        </h2>
        <p>
          {o.ProductName}, {formatQuantity(o.Amount, locale)} {o.UnitLabel}
        </p>
        <div className={`co-summary${o.Stations.length > 1 ? " co-summary--multi" : ""}`}>
          {o.Stations.map((s) => (
            <div key={s.StationNumber} className="co-sum-station">
              <AddressBlock
                title={o.Stations.length > 1 ? `Lieferstelle ${s.StationNumber}: ${formatQuantity(s.StationAmount, locale)} ${o.UnitLabel}` : "Lieferadresse"}
                address={s.DeliveryAddress}
              />
              {s.InvoiceAddress && <AddressBlock title="Rechnungsadresse" address={s.InvoiceAddress} />}
            </div>
          ))}
        </div>
        <h3 className="co-card__subtitle">Zahlung</h3>
        <p>{p.KindLabel}</p>
        {p.Kind === "installment" && p.MonthlyRate !== null && (
          <p data-testid="success-monthly-rate">
            {p.Months} Monatsraten zu je <strong>{formatPrice(p.MonthlyRate, locale)}</strong>
          </p>
        )}
        <h3 className="co-card__subtitle">Preis</h3>
        <PriceTable lines={o.PriceLines} total={o.TotalPrice} vat={o.VatAmount} locale={locale} />
        <p className="co-muted">
          Es gelten die <a href={TERMS_PATH}>Allgemeinen Geschäftsbedingungen</a>.{" "}
          {o.CountryId === 3
            ? "In der Schweiz gibt es kein gesetzliches Widerrufsrecht; die vertraglichen Stornierungsbedingungen stehen in Ihrer Bestellbestätigung."
            : "Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung innerhalb von 14 Tagen widerrufen; die Widerrufsbelehrung und das Muster-Widerrufsformular stehen in Ihrer Bestellbestätigung."}
        </p>
      </section>
      <p className="co-success__links">
        <Link to={`/${group}/angebotsliste`} className="button button--secondary">
          Neuen Preisvergleich starten
        </Link>
        <Link to="/">
          Startseite
        </Link>
      </p>
    </main>
  );
}
