/** The customer's order status page (decision 0025): the thanks or the order's head, its status, withdrawal, summary and history. */
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatDate, formatPrice } from "../../../domain/shared/format.ts";
import { TERMS_PATH } from "../../../domain/site/legal-texts.ts";
import { AddressBlock, PriceTable } from "./summary-parts.tsx";
import { OrderHistory, OrderProgress } from "../orders/order-status-parts.tsx";
import { useSession } from "../session/session-provider.tsx";
import { CASH_ON_DELIVERY_HINT } from "../../../domain/shared/texts.ts";
import { availableDocuments, ORDER_DOCUMENTS, orderDocumentPath } from "../../../domain/orders/order-documents.ts";
import { quantitiesOf, type OrderStatusData } from "./order-status-data.ts";
import { OrderStatusDetail } from "./order-status-detail.tsx";

/** A refused form post, as the action answers it. */
type ActionProblem = { message: string };

export function OrderStatus({ data: d, problem }: { data: OrderStatusData; problem: ActionProblem | undefined }) {
  const { order: o, life, nextBest, confirmWithdrawal, locale, group, account, viaLink } = d;
  const p = o.Payment;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { refreshNow } = useSession();
  // The token's hasAnyOrder claim changes with the first order (spec §6): renew it now, not in 20 minutes.
  useEffect(() => {
    void refreshNow();
  }, [refreshNow]);
  const { qty } = quantitiesOf(life, locale);
  const swiss = life.CountryId === 3;
  const withdrawWord = life.Withdrawal.Basis === "statutory" ? "widerrufen" : "stornieren";
  // After delivery the question is settled (the history and the mails say so); before it the refusal states the terms.
  // The thanks belong right after ordering; whoever comes back through a mail's link sees the order's page.
  const thankYou = life.Status === "placed" && !viaLink;
  const showWithdrawalCard = life.Withdrawal.Allowed || life.Status === "confirmed" || life.Status === "out_for_delivery";

  return (
    <main className="co-page co-success">
      {thankYou ? (
        <section className="co-card co-success__hero">
          <span className="co-success__icon" aria-hidden="true">
            ✓
          </span>
          <h1>Vielen Dank für Ihre Bestellung!</h1>
          <p className="co-success__number">
            Ihre Bestellnummer: <strong data-testid="order-number">{o.OrderNumber}</strong>
          </p>
          <p className="co-muted">
            Bestellt am {formatDate(o.CreatedAt, "shortDT", locale, locale.timeZone)} bei {o.Dealer.Name}. Die Bestätigung haben wir an{" "}
            {o.EmailAddress} geschickt.
          </p>
        </section>
      ) : (
        <section className="co-card os-hero">
          <h1>Ihre Bestellung</h1>
          <p className="co-success__number">
            Bestellnummer: <strong data-testid="order-number">{o.OrderNumber}</strong>
          </p>
          <p className="co-muted">
            Bestellt am {formatDate(o.CreatedAt, "shortDT", locale, locale.timeZone)} bei {o.Dealer.Name}.
          </p>
        </section>
      )}

      {/* The order's PDF documents (decision 0041): plain links to files, for guests too. */}
      <nav className="os-account" aria-label="Dokumente zu dieser Bestellung" data-testid="order-documents">
        {availableDocuments(life.Status).map((kind) => (
          <a
            key={kind}
            href={orderDocumentPath(o.ProductGroupId, o.OrderId, kind)}
            download
            className="button button--secondary"
            data-testid={`order-document-${kind}`}
          >
            {ORDER_DOCUMENTS[kind].linkLabel}
          </a>
        ))}
      </nav>

      {account && (
        <nav className="os-account" aria-label="Zu dieser Bestellung">
          <Link to={account.reorderPath} className="button button--secondary" data-testid="reorder-link">
            Erneut bestellen
          </Link>
          <Link to="/kunde/bestellungen">Alle meine Bestellungen</Link>
        </nav>
      )}

      {viaLink && (
        <p className="co-muted os-via-link" data-testid="via-link">
          Sie sehen diese Bestellung über den Link aus unserer E-Mail, ohne Anmeldung; er gilt bis{" "}
          {formatDate(viaLink.expiresAt, "shortD", locale, locale.timeZone)}. Mit einem Kundenkonto finden Sie alle Ihre Bestellungen nach
          der <Link to={viaLink.loginPath}>Anmeldung</Link>.
        </p>
      )}

      <section className="co-card os-status" id="status" aria-labelledby="status-title">
        <h2 id="status-title" className="co-card__title">
          Status: <span data-testid="order-status">{life.StatusLabel}</span>
        </h2>
        <OrderProgress status={life.Status} history={life.History} />
        {problem && intentProblem(problem)}
        <OrderStatusDetail life={life} nextBest={nextBest} locale={locale} group={group} busy={busy} />
      </section>

      {showWithdrawalCard && (
        <section className="co-card os-withdrawal" id="widerruf" aria-labelledby="withdrawal-title">
          <h2 id="withdrawal-title" className="co-card__title">
            {swiss ? "Stornierung" : life.Withdrawal.Basis === "statutory" ? "Widerruf" : "Stornierung (vertragliche Regelung)"}
          </h2>
          {life.Withdrawal.Allowed ? (
            confirmWithdrawal ? (
              <div className="os-confirm" data-testid="withdraw-confirm">
                <p>
                  <strong>
                    Möchten Sie Ihre Bestellung <span className="os-nowrap">{o.OrderNumber}</span> über {qty(life.Amount)} bei{" "}
                    {life.DealerName} wirklich {withdrawWord}?
                  </strong>
                </p>
                <p>
                  Die Bestellung wird dann nicht geliefert; {life.DealerName} und Sie erhalten eine Bestätigung per E-Mail. Das lässt sich
                  nicht rückgängig machen.
                </p>
                <Form method="post" className="os-actions">
                  <input type="hidden" name="intent" value="withdraw" />
                  <button type="submit" className="button button--primary" disabled={busy}>
                    Ja, Bestellung {withdrawWord}
                  </button>
                  <Link to="." replace preventScrollReset className="button button--secondary">
                    Nein, Bestellung behalten
                  </Link>
                </Form>
              </div>
            ) : (
              <>
                <p data-testid="withdrawal-note">{life.Withdrawal.Text}</p>
                <Form method="post" className="os-actions">
                  <input type="hidden" name="intent" value="withdraw-ask" />
                  <button type="submit" className="button button--secondary" disabled={busy}>
                    Bestellung {withdrawWord}
                  </button>
                </Form>
              </>
            )
          ) : (
            <p data-testid="withdrawal-refusal">{life.Withdrawal.Text}</p>
          )}
        </section>
      )}

      {life.Status === "placed" && (
        <section className="co-card" aria-labelledby="next-title">
          <h2 id="next-title" className="co-card__title">
            Wie geht es weiter?
          </h2>
          <ol className="co-next">
            {thankYou && (
              <li>
                Sie erhalten in wenigen Minuten eine Bestellbestätigung mit allen Angaben und{" "}
                {swiss ? "den Stornierungsbedingungen" : "der Widerrufsbelehrung"} per E-Mail.
              </li>
            )}
            <li>
              {o.Dealer.Name} bestätigt Ihre Bestellung mit einem Liefertermin; Sie erhalten dazu eine E-Mail und sehen ihn auf dieser
              Seite.
            </li>
            <li>
              Die Lieferung erfolgt voraussichtlich innerhalb von {o.LeadTimeDays} Werktag{o.LeadTimeDays === 1 ? "" : "en"}. Bitte sorgen
              Sie für eine freie Zufahrt zum Tank.
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
      )}

      <section className="co-card" aria-labelledby="order-title">
        <h2 id="order-title" className="co-card__title">
          Ihre Bestellung
        </h2>
        <p>
          {o.ProductName}, {qty(o.Amount)}
        </p>
        <div className={`co-summary${o.Stations.length > 1 ? " co-summary--multi" : ""}`}>
          {o.Stations.map((s) => (
            <div key={s.StationNumber} className="co-sum-station">
              <AddressBlock
                title={o.Stations.length > 1 ? `Lieferstelle ${s.StationNumber}: ${qty(s.StationAmount)}` : "Lieferadresse"}
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
        <h3 className="co-card__subtitle">{life.FinalTotalPrice !== null ? "Preis bei Bestellung" : "Preis"}</h3>
        <PriceTable lines={o.PriceLines} total={o.TotalPrice} vat={o.VatAmount} locale={locale} />
        <p className="co-muted">
          Es gelten die <a href={TERMS_PATH}>Allgemeinen Geschäftsbedingungen</a>.{" "}
          {swiss
            ? "In der Schweiz gibt es kein gesetzliches Widerrufsrecht; die vertraglichen Stornierungsbedingungen stehen in Ihrer Bestellbestätigung."
            : "Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung innerhalb von 14 Tagen widerrufen; die Widerrufsbelehrung und das Muster-Widerrufsformular stehen in Ihrer Bestellbestätigung."}
        </p>
      </section>

      <section className="co-card" aria-labelledby="history-title">
        <h2 id="history-title" className="co-card__title">
          Verlauf
        </h2>
        <OrderHistory history={life.History} unitLabel={life.UnitLabel} locale={locale} viewer="customer" />
      </section>

      <p className="co-success__links">
        <Link to={`/${group}/angebotsliste`} className="button button--secondary">
          Neuen Preisvergleich starten
        </Link>
        <Link to="/">Startseite</Link>
      </p>
    </main>
  );

  function intentProblem(pr: ActionProblem) {
    return (
      <p className="notice notice--error" role="alert" data-testid="order-problem">
        {pr.message}
      </p>
    );
  }
}
