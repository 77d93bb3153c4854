import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order-success";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { TERMS_PATH } from "../../../domain/site/legal-texts.ts";
import { productGroupById, productGroupByUrlName } from "../../../domain/shared/products.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { AddressBlock, PriceTable } from "../../components/checkout/summary-parts.tsx";
import { FinalPriceTable, OrderHistory, OrderProgress } from "../../components/orders/order-status-parts.tsx";
import checkoutCss from "../../components/checkout/checkout.css?url";
import orderStatusCss from "../../components/orders/order-status.css?url";
import { AppError, isClientError } from "../../../domain/shared/errors.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { problemOf, type ActionProblem } from "./checkout.server.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { orderStatusPath } from "../../../domain/orders/order-links.ts";
import {
  ORDER_LINK_PARAM,
  ORDER_LINK_PROBLEM_PARAM,
  ORDER_LINK_PROBLEM_TEXTS,
  orderLinkFromCookies,
  orderLinkProblemOf,
  orderLinkProblemWord,
  orderLinkRequestSchema,
  type OrderLinkProblem,
} from "../../../domain/orders/order-access.ts";
import { OrderAccessPage } from "../../components/orders/order-access-page.tsx";
import { useSession } from "../../components/session/session-provider.tsx";
import { CASH_ON_DELIVERY_HINT } from "../../../domain/shared/texts.ts";
import { availableDocuments, ORDER_DOCUMENTS, orderDocumentPath } from "../../../domain/orders/order-documents.ts";
import { formText, assertSameOrigin, fieldErrorsOf } from "../../lib/page.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: checkoutCss },
  { rel: "stylesheet", href: orderStatusCss },
];

export function meta({ data: d }: Route.MetaArgs) {
  const title =
    d?.kind !== "order"
      ? ORDER_LINK_PROBLEM_TEXTS[d?.problem ?? "missing"].title
      : d.life.Status === "placed" && !d.viaLink
        ? "Bestellung erfolgreich"
        : `Bestellung ${d.life.OrderNumber}: ${d.life.StatusLabel}`;
  return [{ title: `${title} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

/** The order's page and the access page are nobody's to keep: no cache, shared or private (decision 0040). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cache = loaderHeaders.get("Cache-Control");
  return cache ? { "Cache-Control": cache } : {};
}

/** The query that opens the withdrawal's confirmation step (works without JavaScript). */
const CONFIRM_WITHDRAWAL = "widerruf";

function orderOf(params: Route.LoaderArgs["params"]) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  const orderId = parseIdText(params.orderId);
  if (!group || orderId === null) throw data(null, { status: 404 });
  return { group, orderId };
}

/** The page's user as the access rule sees her (decision 0040). */
function pageCaller(user: Route.LoaderArgs["context"]["user"]) {
  return user ? { id: user.id, isImpersonated: user.isImpersonatedS } : null;
}

/** Her session, the order's mail link (its cookie), or nothing (decision 0040). */
function accessOf(request: Request, context: Route.LoaderArgs["context"], orderId: number) {
  return context.services.orders.orderAccess({
    orderId,
    user: pageCaller(context.user),
    linkToken: orderLinkFromCookies(request.headers.get("cookie"), orderId),
  });
}

/**
 * The mail link's visit (`?zugang={token}`, decision 0040): a valid token moves into an httpOnly cookie
 * scoped to the status pages and the browser goes on to the clean URL, so the token stays out of the
 * address bar, the history and any Referer; anything else leads to the same URL with the reason
 * (`?link=abgelaufen`), never to an error page.
 */
async function followOrderLink(url: URL, token: string, orderId: number, context: Route.LoaderArgs["context"]) {
  const headers = new Headers({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  const check = await context.services.orders.checkOrderLinkFor({
    orderId,
    token: token.slice(0, 200),
    impersonated: context.user?.isImpersonatedS ?? false,
  });
  if (!check.ok) return redirect(`${url.pathname}?${ORDER_LINK_PROBLEM_PARAM}=${orderLinkProblemWord(check.problem)}`, { headers });
  const group = productGroupById(check.productGroupId)!;
  headers.append("Set-Cookie", context.orderLinkCookie({ orderId, productGroupUrlName: group.urlName, token, expiresAt: check.expiresAt }));
  return redirect(orderStatusPath(check.productGroupId, orderId), { headers });
}

/** What the page shows without access: the same for every order id, existing or not. */
function accessPage(problem: OrderLinkProblem, context: Route.LoaderArgs["context"], request: Request, group: string) {
  const url = new URL(request.url);
  return data(
    {
      kind: "access" as const,
      problem,
      group,
      loginPath: loginUrl(url.pathname),
      signedInAs: context.user && !context.user.isGuest ? `${context.user.firstName} ${context.user.lastName}`.trim() : null,
    },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * /{productGroup}/bestellung-erfolgreich/{orderId}: the confirmation right after ordering and the order's
 * status page afterwards (decision 0025) — for its owner's session or the order's mail link (decision
 * 0040); everybody else gets the access page with "Link per E-Mail anfordern".
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { group, orderId } = orderOf(params);
  const url = new URL(request.url);
  const token = url.searchParams.get(ORDER_LINK_PARAM);
  if (token !== null) throw await followOrderLink(url, token, orderId, context);
  const access = await accessOf(request, context, orderId);
  if (access.via === "none") {
    // After a link that did not open the order, its reason; a cookie's own reason (expired) wins over "missing".
    const shown = access.problem === "missing" ? orderLinkProblemOf(url.searchParams.get(ORDER_LINK_PROBLEM_PARAM)) : access.problem;
    return accessPage(shown, context, request, group.urlName);
  }
  const actor = access.actor;
  const orders = context.services.orders;
  try {
    // getOrder reads the caller's id and her taken-over guest rows only: the order's owner either way.
    const [order, life] = [
      await orders.getOrder({ id: actor.userId, isGuest: access.via === "link", isImpersonated: false, guestIds: actor.guestIds }, orderId),
      await orders.getOrderLife({ orderId, actor }),
    ];
    const nextBest = life.Status === "declined" ? await orders.nextBestOfferFor({ orderId, actor }) : null;
    const confirmWithdrawal = url.searchParams.get(CONFIRM_WITHDRAWAL) === "bestaetigen" && life.Withdrawal.Allowed;
    // A customer's account keeps the order: ordering it again (decision 0028) — in her session only. The PDF
    // documents are for everyone who may see the order (decision 0041).
    const account =
      access.via === "session" && context.user && !context.user.isGuest
        ? { reorderPath: await orders.reorderPathFor({ userId: actor.userId, orderId }) }
        : null;
    const viaLink = access.via === "link" ? { expiresAt: access.expiresAt.toISOString(), loginPath: loginUrl(url.pathname) } : null;
    return data(
      { kind: "order" as const, order, life, nextBest, confirmWithdrawal, locale: context.country, group: group.urlName, account, viaLink },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** "Link per E-Mail anfordern": the same answer whether the two match an order or not (decision 0040). */
async function requestLink(form: FormData, context: Route.ActionArgs["context"]) {
  const values = { OrderNumber: formText(form, "OrderNumber", 200), Email: formText(form, "Email", 200) };
  const parsed = orderLinkRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return data<ActionProblem>(
      { message: "Bitte prüfen Sie Ihre Angaben.", code: "VALIDATION_ERROR", fieldErrors, values },
      { status: 400 },
    );
  }
  try {
    const answer = await context.services.orders.requestOrderLink(parsed.data, { clientAddress: context.clientAddress });
    return data({ linkRequested: answer.message });
  } catch (err) {
    return problemOf(err, values);
  }
}

/** Withdraw (with a confirmation step), consent to a deviating amount, open the rating, ask for a link: plain form posts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { orderId } = orderOf(params);
  const form = await request.formData();
  const intent = formText(form, "intent", 200);
  if (intent === "request-link") return requestLink(form, context);
  const page = new URL(request.url).pathname;
  const orders = context.services.orders;
  try {
    // Her session or this order's link; the link's calls are recorded as the link's (decision 0040).
    const access = await accessOf(request, context, orderId);
    if (access.via === "none") throw new AppError(access.problem === "impersonated" ? "ORDER_LINK_IMPERSONATED" : "ORDER_ACCESS_REQUIRED");
    const actor: OrderActor = access.actor;
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
        return data<ActionProblem>(
          { message: "Unbekannte Aktion. Bitte laden Sie die Seite neu.", code: "UNKNOWN_INTENT", fieldErrors: {}, values: {} },
          { status: 400 },
        );
    }
  } catch (err) {
    return problemOf(err, {});
  }
}

type ActionResult = ActionProblem | { linkRequested: string } | undefined;

export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult;
  if (loaderData.kind === "access") {
    const d = loaderData;
    const requested = result && "linkRequested" in result ? result.linkRequested : null;
    return (
      <OrderAccessPage
        // Once a new link is on its way, the old link's problem is no news.
        problem={requested ? "missing" : d.problem}
        loginPath={d.loginPath}
        signedInAs={d.signedInAs}
        offerListPath={`/${d.group}/angebotsliste`}
        requested={requested}
        formProblem={result && "message" in result ? result : null}
      />
    );
  }
  return <OrderStatus data={loaderData} problem={result && "message" in result ? result : undefined} />;
}

function OrderStatus({
  data: d,
  problem,
}: {
  data: Extract<Route.ComponentProps["loaderData"], { kind: "order" }>;
  problem: ActionProblem | undefined;
}) {
  const { order: o, life, nextBest, confirmWithdrawal, locale, group, account, viaLink } = d;
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

  /** What the current status means for the customer, and what they can do now. */
  function statusDetail() {
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
            Unser Kundenservice hat Ihre Bestellung storniert{life.Reason ? <> (Grund: {life.Reason})</> : null}. Sie müssen nichts
            bezahlen.
          </p>
        );
    }
  }
}
