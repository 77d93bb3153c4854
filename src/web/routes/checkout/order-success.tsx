import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order-success";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/format.ts";
import { TERMS_PATH } from "../../../domain/legal-texts.ts";
import { productGroupByUrlName } from "../../../domain/products.ts";
import { parseIdText } from "../../../domain/db-ranges.ts";
import { AddressBlock, PriceTable } from "../../components/checkout/summary-parts.tsx";
import { FinalPriceTable, OrderHistory, OrderProgress } from "../../components/orders/order-status-parts.tsx";
import checkoutCss from "../../components/checkout/checkout.css?url";
import orderStatusCss from "../../components/orders/order-status.css?url";
import { isClientError } from "../../../domain/errors.ts";
import { amountRules } from "../../../domain/catalog.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { callerOrLogin, problemOf, str, type ActionProblem } from "./checkout.server.ts";
import { assertSameOrigin } from "../same-origin.server.ts";
import { useSession } from "../../components/session/session-provider.tsx";
import { CASH_ON_DELIVERY_HINT } from "../../../domain/texts.ts";
import { availableDocuments, ORDER_DOCUMENTS, orderDocumentPath } from "../../../domain/orders/order-documents.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: checkoutCss },
  { rel: "stylesheet", href: orderStatusCss },
];

export function meta({ data: d }: Route.MetaArgs) {
  const title = d?.life.Status === "placed" ? "Bestellung erfolgreich" : `Bestellung ${d?.life.OrderNumber ?? ""}: ${d?.life.StatusLabel ?? ""}`;
  return [{ title: `${title} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

/** The query that opens the withdrawal's confirmation step (works without JavaScript). */
const CONFIRM_WITHDRAWAL = "widerruf";

function orderOf(params: Route.LoaderArgs["params"]) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  const orderId = parseIdText(params.orderId);
  if (!group || orderId === null) throw data(null, { status: 404 });
  return { group, orderId };
}

/**
 * /{productGroup}/bestellung-erfolgreich/{orderId}: the confirmation right after ordering and the order's
 * status page afterwards (decision 0025) — for its owner only; anybody else gets 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { group, orderId } = orderOf(params);
  const caller = callerOrLogin(context.user, group.urlName, request);
  // Her own orders and those of the guest rows she took over (issue 12).
  const actor = await context.services.orders.customerActor(caller.id);
  try {
    const [order, life] = [await context.services.orders.getOrder({ ...caller, guestIds: actor.guestIds }, orderId), await context.services.orders.getOrderLife({ orderId, actor })];
    const nextBest = life.Status === "declined" ? await context.services.orders.nextBestOfferFor({ orderId, actor }) : null;
    const confirmWithdrawal = new URL(request.url).searchParams.get(CONFIRM_WITHDRAWAL) === "bestaetigen" && life.Withdrawal.Allowed;
    // A customer's account keeps the order: ordering it again, her list (issue 12). The documents are everybody's.
    const account = caller.isGuest ? null : { reorderPath: await context.services.orders.reorderPathFor({ userId: caller.id, orderId }) };
    return { order, life, nextBest, confirmWithdrawal, locale: context.country, group: group.urlName, account };
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** Withdraw (with a confirmation step), consent to a deviating amount, open the rating: plain form posts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { group, orderId } = orderOf(params);
  const caller = callerOrLogin(context.user, group.urlName, request);
  const actor: OrderActor = await context.services.orders.customerActor(caller.id);
  const form = await request.formData();
  const intent = str(form, "intent");
  const page = new URL(request.url).pathname;
  const orders = context.services.orders;
  try {
    switch (intent) {
      case "withdraw-ask":
        return redirect(`${page}?${CONFIRM_WITHDRAWAL}=bestaetigen#widerruf`);
      case "withdraw":
        await orders.withdrawOrder({ orderId, actor });
        return redirect(`${page}#status`);
      case "consent":
        await orders.consentToDelivery({ orderId, actor });
        return redirect(`${page}#status`);
      case "rate": {
        // Only the path: the link's origin is the configured site, the visitor may use another host name.
        const url = await orders.ratingLinkFor({ orderId, actor });
        return redirect(new URL(url).pathname);
      }
      default:
        return data<ActionProblem>({ message: "Unbekannte Aktion. Bitte laden Sie die Seite neu.", code: "UNKNOWN_INTENT", fieldErrors: {}, values: {} }, { status: 400 });
    }
  } catch (err) {
    return problemOf(err, {});
  }
}

export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order: o, life, nextBest, confirmWithdrawal, locale, group, account } = loaderData;
  const problem = actionData as ActionProblem | undefined;
  const p = o.Payment;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { refreshNow } = useSession();
  // The token's hasAnyOrder claim changes with the first order (spec §6): renew it now, not in 20 minutes.
  useEffect(() => {
    void refreshNow();
  }, [refreshNow]);
  const rules = amountRules(life.ProductGroupId);
  const qty = (n: number) => `${formatQuantity(n, locale)} ${life.UnitLabel}`;
  const deliveredQty = (n: number) => `${qty(n)}${life.ProductGroupId <= 2 ? " (bei 15 °C)" : ""}`;
  const swiss = life.CountryId === 3;
  const withdrawWord = life.Withdrawal.Basis === "statutory" ? "widerrufen" : "stornieren";
  // After delivery the question is settled (the history and the mails say so); before it the refusal states the terms.
  const showWithdrawalCard = life.Withdrawal.Allowed || life.Status === "confirmed" || life.Status === "out_for_delivery";

  return (
    <main className="co-page co-success">
      {life.Status === "placed" ? (
        <section className="co-card co-success__hero">
          <span className="co-success__icon" aria-hidden="true">
            ✓
          </span>
          <h1>Vielen Dank für Ihre Bestellung!</h1>
          <p className="co-success__number">
            Ihre Bestellnummer: <strong data-testid="order-number">{o.OrderNumber}</strong>
          </p>
          <p className="co-muted">
            Bestellt am {formatDate(o.CreatedAt, "shortDT", locale, locale.timeZone)} bei {o.Dealer.Name}. Die Bestätigung haben wir an {o.EmailAddress} geschickt.
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
          <a key={kind} href={orderDocumentPath(o.ProductGroupId, o.OrderId, kind)} download className="button button--secondary" data-testid={`order-document-${kind}`}>
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

      <section className="co-card os-status" id="status" aria-labelledby="status-title">
        <h2 id="status-title" className="co-card__title">
          Status: <span data-testid="order-status">{life.StatusLabel}</span>
        </h2>
        <OrderProgress status={life.Status} history={life.History} />
        {problem && intentProblem(problem)}
        {statusDetail()}
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
                    Möchten Sie Ihre Bestellung <span className="os-nowrap">{o.OrderNumber}</span> über {qty(life.Amount)} bei {life.DealerName} wirklich {withdrawWord}?
                  </strong>
                </p>
                <p>Die Bestellung wird dann nicht geliefert; {life.DealerName} und Sie erhalten eine Bestätigung per E-Mail. Das lässt sich nicht rückgängig machen.</p>
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
            <li>
              Sie erhalten in wenigen Minuten eine Bestellbestätigung mit allen Angaben und {swiss ? "den Stornierungsbedingungen" : "der Widerrufsbelehrung"} per E-Mail.
            </li>
            <li>{o.Dealer.Name} bestätigt Ihre Bestellung mit einem Liefertermin; Sie erhalten dazu eine E-Mail und sehen ihn auf dieser Seite.</li>
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
              <AddressBlock title={o.Stations.length > 1 ? `Lieferstelle ${s.StationNumber}: ${qty(s.StationAmount)}` : "Lieferadresse"} address={s.DeliveryAddress} />
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

  /** What the current status means for the customer, and what they can do now. */
  function statusDetail() {
    switch (life.Status) {
      case "placed":
        return <p>{life.DealerName} prüft Ihre Bestellung und bestätigt sie mit einem Liefertermin.</p>;
      case "confirmed":
        return (
          <p>
            {life.DealerName} hat Ihre Bestellung bestätigt. Liefertermin: <strong data-testid="delivery-window">{life.DeliveryWindowText}</strong>
          </p>
        );
      case "out_for_delivery":
        return (
          <p>
            Ihre Lieferung ist unterwegs{life.DeliveryWindowText ? <> (Liefertermin: <strong data-testid="delivery-window">{life.DeliveryWindowText}</strong>)</> : null}. Bitte
            sorgen Sie für eine freie Zufahrt zum Tank.
          </p>
        );
      case "awaiting_consent":
        return (
          <div className="os-consent" data-testid="consent">
            <p>
              {life.DealerName} hat <strong>{deliveredQty(life.DeliveredAmount ?? 0)}</strong> geliefert; bestellt hatten Sie {qty(life.Amount)}. Die Abweichung ist größer als die vereinbarte Toleranz
              von ±{life.TolerancePct} %. Abgerechnet wird erst, wenn Sie der gelieferten Menge zustimmen:
            </p>
            {life.FinalPriceLines && <FinalPriceTable lines={life.FinalPriceLines} total={life.FinalTotalPrice ?? 0} vat={life.FinalVatAmount ?? 0} countryId={life.CountryId} locale={locale} />}
            <Form method="post" className="os-actions">
              <input type="hidden" name="intent" value="consent" />
              <button type="submit" className="button button--primary" disabled={busy}>
                Liefermenge akzeptieren
              </button>
            </Form>
            <p className="co-muted">Stimmt die Menge nicht? Dann stimmen Sie bitte nicht zu und wenden Sie sich an {life.DealerName} oder unseren Kundenservice unter {locale.customerPhoneNumber}: Der Händler kann die Menge korrigieren.</p>
          </div>
        );
      case "delivered":
      case "rated":
        return (
          <div>
            <p>
              Geliefert: <strong data-testid="delivered-amount">{deliveredQty(life.DeliveredAmount ?? life.Amount)}</strong>
              {life.DeliveredAmount !== null && life.DeliveredAmount !== life.Amount ? ` (bestellt: ${qty(life.Amount)})` : ""}. Abgerechnet wird die gelieferte Menge zum vereinbarten Preis je{" "}
              {rules.basisLabel}.
            </p>
            {life.FinalPriceLines && <FinalPriceTable lines={life.FinalPriceLines} total={life.FinalTotalPrice ?? 0} vat={life.FinalVatAmount ?? 0} countryId={life.CountryId} locale={locale} />}
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
                  <strong>{nextBest.DealerName}</strong>, {nextBest.City}: <strong>{formatPrice(nextBest.TotalPrice, locale)}</strong> für {qty(life.Amount)} ({formatPrice(nextBest.UnitPrice, locale)} je{" "}
                  {rules.basisLabel}, Preis von heute)
                </p>
                <Link to={nextBest.Path} className="button button--primary">
                  Angebot ansehen und bestellen
                </Link>
              </div>
            ) : (
              <p>
                Für Ihre Bestellung liegt derzeit leider kein weiteres Angebot vor. <Link to={`/${group}/angebotsliste`}>Neuen Preisvergleich starten</Link>
              </p>
            )}
          </div>
        );
      case "withdrawn":
        return (
          <p data-testid="withdrawn">
            {life.Withdrawal.Basis === "statutory" ? "Ihr Widerruf" : "Ihre Stornierung"} ist am {formatDate(life.StatusChangedAt ?? life.CreatedAt, "shortDT", locale, locale.timeZone)} Uhr eingegangen. Die
            Bestellung wird nicht geliefert; Sie müssen nichts bezahlen.
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
}
