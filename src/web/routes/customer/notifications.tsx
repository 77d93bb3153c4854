/**
 * /kunde/benachrichtigungen (decisions 0028 and 0029): her messages (price alarm hits today;
 * order and tank notices later) with read state, and her price alarms: list, delete after a confirmation
 * step, and a new one. Plain forms: everything works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/notifications";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { PriceAlarmItem } from "../../../domain/price-alarm/price-alarm.schemas.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { PriceAlarmForm } from "../../components/price-alarm/price-alarm-form.tsx";
import { PriceAlarmResult } from "../../components/price-alarm/price-alarm-result.tsx";
import { priceAlarmAction, type PriceAlarmActionResult } from "../price-alarm/price-alarm.server.ts";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Benachrichtigungen und Preiswecker | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const [messages, alarms, settings] = await Promise.all([
    context.services.customer.listMessages({ userId }),
    context.services.priceAlarm.listPriceAlarms({ userId }),
    context.services.customer.notificationSettings({ userId }),
  ]);
  const url = new URL(request.url);
  const ask = Number(url.searchParams.get("loeschen"));
  return {
    messages,
    alarms: alarms.Items,
    settings,
    saved: url.searchParams.get("gespeichert") === "1",
    deleteAsk: alarms.Items.some((a) => a.Id === ask) ? ask : null,
    countryId: context.country.countryId,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const userId = callerId(context);
  const intent = new URL(request.url).searchParams.get("aktion");
  if (intent === "neu") return priceAlarmAction(request, context);
  assertSameOrigin(request);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const alarms = context.services.priceAlarm;
  try {
    switch (form.get("intent")) {
      case "delete-ask":
        return redirect(`/kunde/benachrichtigungen?loeschen=${id}#preiswecker`);
      case "delete":
        await alarms.deletePriceAlarm({ userId, id });
        return redirect("/kunde/benachrichtigungen#preiswecker");
      case "read-all":
        await context.services.customer.markRead({ userId });
        return redirect("/kunde/benachrichtigungen");
      case "settings":
        // Unchecked boxes are not sent: absent means off.
        await context.services.customer.saveNotificationSettings({
          userId,
          OrderUpdates: form.has("OrderUpdates"),
          PriceAlarms: form.has("PriceAlarms"),
          TankAlerts: form.has("TankAlerts"),
          CommunityReplies: form.has("CommunityReplies"),
          CommunityReplyMails: form.has("CommunityReplyMails"),
        });
        return redirect("/kunde/benachrichtigungen?gespeichert=1#einstellungen");
      default:
        return data(
          { ok: false, message: "Unbekannte Aktion. Bitte laden Sie die Seite neu.", fieldErrors: {}, values: {} },
          { status: 400 },
        );
    }
  } catch (err) {
    if (isClientError(err)) return data({ ok: false, message: err.message, fieldErrors: {}, values: {} }, { status: err.statusCode });
    throw err;
  }
}

function alarmWhat(a: PriceAlarmItem) {
  const locale = localeById(a.CountryId)!;
  return `${formatQuantity(a.Amount, locale)} ${amountRules(a.ProductGroupId).unitLabel} ${a.ProductName} für ${a.ZipCode}`;
}

function alarmState(a: PriceAlarmItem) {
  const locale = localeById(a.CountryId)!;
  const basis = amountRules(a.ProductGroupId).basisLabel;
  const target = `Wunschpreis ${formatPrice(a.TargetPrice, locale)} je ${basis}${a.RisePrice !== null ? `, Grenze nach oben ${formatPrice(a.RisePrice, locale)}` : ""}`;
  const last = a.LastPrice !== null ? ` · zuletzt ${formatPrice(a.LastPrice, locale)} je ${basis}` : "";
  const start = a.StartsOn ? ` · ab ${formatDate(a.StartsOn, "shortD", locale)}` : "";
  return `${target}${last}${start}`;
}

export default function CustomerNotificationsPage({ loaderData }: Route.ComponentProps) {
  const { messages, alarms, settings, saved, deleteAsk, countryId } = loaderData;
  const result = useActionData<PriceAlarmActionResult>();
  const busy = useNavigation().state === "submitting";
  const formState = result && !result.ok ? { values: result.values, fieldErrors: result.fieldErrors } : { values: {}, fieldErrors: {} };
  const locale = localeById(countryId)!;
  return (
    <main>
      <h1>Benachrichtigungen</h1>
      <p className="customer-lead">
        Ihre Nachrichten und Ihre Preiswecker. E-Mail-Benachrichtigungen schalten Sie in Ihren{" "}
        <Link to="/persoenliche-daten">persönlichen Daten</Link> ein oder aus.
      </p>

      <section aria-labelledby="messages-title" className="customer-section">
        <h2 id="messages-title">Nachrichten{messages.Unread > 0 ? ` (${messages.Unread} ungelesen)` : ""}</h2>
        {messages.Items.length === 0 ? (
          <p className="customer-empty">
            Noch keine Nachrichten. Sobald sich der Status einer Bestellung ändert oder ein Preiswecker anschlägt, finden Sie die Meldung
            hier.
          </p>
        ) : (
          <>
            <ul className="customer-messages" data-testid="customer-messages">
              {messages.Items.map((m) => (
                <li key={m.Id} className={`customer-message${m.Read ? "" : " customer-message--unread"}`}>
                  <p className="customer-message__title">
                    {!m.Read && <span className="visually-hidden">Ungelesen: </span>}
                    {m.Link ? <Link to={m.Link}>{m.Title}</Link> : m.Title}
                  </p>
                  <p className="customer-message__meta">
                    {m.Body} · {formatDate(m.CreatedAt, "shortDT", locale, locale.timeZone)}
                  </p>
                </li>
              ))}
            </ul>
            {messages.Unread > 0 && (
              <Form method="post">
                <input type="hidden" name="intent" value="read-all" />
                <button type="submit" className="button button--secondary" disabled={busy}>
                  Alle als gelesen markieren
                </button>
              </Form>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="settings-title" id="einstellungen" className="customer-section">
        <h2 id="settings-title">Worüber wir Sie benachrichtigen</h2>
        {saved && <Alert kind="success">Ihre Einstellungen sind gespeichert.</Alert>}
        <Form method="post" className="customer-card notification-settings" data-testid="notification-settings">
          <input type="hidden" name="intent" value="settings" />
          <fieldset>
            <legend className="visually-hidden">Nachrichten in Ihrem Kundenkonto</legend>
            <label>
              <input type="checkbox" name="OrderUpdates" defaultChecked={settings.OrderUpdates} /> Statusänderungen meiner Bestellungen
            </label>
            <label>
              <input type="checkbox" name="PriceAlarms" defaultChecked={settings.PriceAlarms} /> Meldungen meiner Preiswecker
            </label>
            <label>
              <input type="checkbox" name="TankAlerts" defaultChecked={settings.TankAlerts} /> Hinweise zu meinem Tank (mit Tanksensor)
            </label>
            <label>
              <input type="checkbox" name="CommunityReplies" defaultChecked={settings.CommunityReplies} /> Antworten auf meine Beiträge in
              der Community
            </label>
            <label>
              <input type="checkbox" name="CommunityReplyMails" defaultChecked={settings.CommunityReplyMails} /> Antworten in der Community
              zusätzlich per E-Mail
            </label>
          </fieldset>
          <button type="submit" className="button button--secondary" disabled={busy}>
            Einstellungen speichern
          </button>
        </Form>
      </section>

      <section aria-labelledby="alarms-title" id="preiswecker" className="customer-section">
        <h2 id="alarms-title">Meine Preiswecker</h2>
        {result && !result.ok && Object.keys(result.fieldErrors).length === 0 && <Alert kind="error">{result.message}</Alert>}
        {alarms.length === 0 ? (
          <p className="customer-empty">
            Sie haben noch keinen Preiswecker. Legen Sie unten einen an: Wir melden uns, sobald Ihr Wunschpreis erreicht ist.
          </p>
        ) : (
          <ul className="price-alarms" data-testid="price-alarms">
            {alarms.map((a) => (
              <li key={a.Id} className="price-alarm">
                <div>
                  <p className="price-alarm__what">{alarmWhat(a)}</p>
                  <p className="price-alarm__state">{alarmState(a)}</p>
                </div>
                {deleteAsk === a.Id ? (
                  <Form method="post" className="customer-order__actions" data-testid="delete-confirm">
                    <input type="hidden" name="id" value={a.Id} />
                    <input type="hidden" name="intent" value="delete" />
                    <span>Diesen Preiswecker wirklich löschen?</span>
                    <button type="submit" className="button button--primary" disabled={busy}>
                      Ja, löschen
                    </button>
                    <Link to="/kunde/benachrichtigungen#preiswecker" className="button button--secondary">
                      Nein, behalten
                    </Link>
                  </Form>
                ) : (
                  <div className="customer-order__actions">
                    <Link to={a.OfferListPath} className="button button--secondary">
                      Angebote ansehen
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={a.Id} />
                      <input type="hidden" name="intent" value="delete-ask" />
                      <button type="submit" className="button button--secondary">
                        Löschen<span className="visually-hidden"> ({alarmWhat(a)})</span>
                      </button>
                    </Form>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <h3>Neuer Preiswecker</h3>
        <PriceAlarmResult result={result?.ok ? result : undefined} manageLink={false} />
        <PriceAlarmForm countryId={countryId} visitor={false} action="/kunde/benachrichtigungen?aktion=neu" state={formState} />
      </section>
    </main>
  );
}
