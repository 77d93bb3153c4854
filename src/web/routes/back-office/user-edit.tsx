/**
 * /support/benutzer/{id}/bearbeiten (decision 0031): one user for the support desk — personal
 * data and the roles the editor may grant, lock/unlock (after a confirmation), the confirmation and
 * password-reset mails, acting as the customer (impersonation), and her orders and messages. Every form
 * posts without JavaScript (post/redirect/get with a notice); every change is in the audit log.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/user-edit";
import { USER_STATE_LABELS, userUpdateRequest } from "../../../domain/back-office/support-users.schemas.ts";
import { ASSIGNABLE_ROLES } from "../../../domain/back-office/user-admin.ts";
import { TITLE1_LIST } from "../../../domain/account/account.schemas.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate, formatPrice } from "../../../domain/shared/format.ts";
import { Alert, SelectField, TextField } from "../../components/account/form-fields.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, errorPageOf, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Benutzer bearbeiten | Backoffice" }, { name: "robots", content: "noindex" }];
}

const NOTICES: Record<string, string> = {
  gespeichert: "Die Änderungen sind gespeichert.",
  gesperrt: "Das Konto ist gesperrt; alle Anmeldungen sind beendet.",
  entsperrt: "Das Konto ist wieder freigegeben.",
  bestaetigung: "Der Bestätigungslink ist unterwegs (falls die Adresse noch nicht bestätigt war).",
  kennwort: "Der Link zum Zurücksetzen des Kennworts ist unterwegs.",
};

function userIdOf(params: { id?: string }): number {
  const id = parseIdText(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const me = caller(context);
  const userId = userIdOf(params);
  const user = await orErrorPage(() => context.services.account.supportUserDetail({ actor: me, userId }));
  const [orders, messages] = await Promise.all([
    context.services.orders.listCustomerOrders({ userId }),
    context.services.customer.listMessages({ userId }),
  ]);
  const notice = new URL(request.url).searchParams.get("hinweis");
  return {
    user,
    orders: orders.slice(0, 20),
    messages: messages.Items.slice(0, 10),
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

type Problem = { intent: string; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const userId = userIdOf(params);
  const account = context.services.account;
  const form = await request.formData();
  const intent = formText(form, "intent", 40);
  const back = (hinweis: string) => redirect(`/support/benutzer/${userId}/bearbeiten?hinweis=${hinweis}`);
  const values = {
    Title1: formText(form, "Title1", 20),
    FirstName: formText(form, "FirstName", 80),
    LastName: formText(form, "LastName", 80),
    Phone: formText(form, "Phone", 40),
    Email: formText(form, "Email", 254),
  };
  const problem = (message: string, fieldErrors: Record<string, string> = {}): Problem => ({ intent, message, fieldErrors, values });
  try {
    switch (intent) {
      case "save": {
        const parsed = userUpdateRequest.safeParse({
          ...values,
          Roles: form.getAll("Roles").filter((r): r is string => typeof r === "string"),
        });
        if (!parsed.success) {
          const fieldErrors: Record<string, string> = {};
          for (const i of parsed.error.issues) fieldErrors[String(i.path[0])] ??= i.message;
          return problem("Bitte prüfen Sie die markierten Angaben.", fieldErrors);
        }
        await account.supportUpdateUser({ actor: me, userId, data: parsed.data });
        return back("gespeichert");
      }
      case "lock":
        if (form.get("Confirm") !== "1") return problem("Bitte bestätigen Sie, dass Sie das Konto sperren möchten.");
        await account.supportSetLocked({ actor: me, userId, locked: true, reason: formText(form, "Reason", 300) });
        return back("gesperrt");
      case "unlock":
        await account.supportSetLocked({ actor: me, userId, locked: false });
        return back("entsperrt");
      case "resend-confirmation":
        await account.supportResendConfirmation({ actor: me, userId });
        return back("bestaetigung");
      case "password-reset":
        await account.supportPasswordReset({ actor: me, userId });
        return back("kennwort");
      case "impersonate": {
        // The browser takes over the customer's session: new cookies, then her start page (a full page load).
        const session = await account.impersonateUser({ actor: me, userId });
        return redirect("/kunde/startseite", {
          headers: context.sessionCookies(session).map((c) => ["Set-Cookie", c] as [string, string]),
        });
      }
      default:
        return problem("Unbekannte Aktion. Bitte laden Sie die Seite neu.");
    }
  } catch (err) {
    if (isClientError(err) && err.statusCode !== 404) {
      const fieldErrors: Record<string, string> = {};
      for (const [k, v] of Object.entries(err.fieldErrors ?? {})) fieldErrors[k] = v[0];
      return problem(err.message, fieldErrors);
    }
    throw errorPageOf(err);
  }
}

export default function UserEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, orders, messages, notice } = loaderData;
  const busy = useNavigation().state !== "idle";
  const locale = localeById(user.CountryId) ?? LOCALES.de;
  const saveProblem = actionData?.intent === "save" ? actionData : null;
  const otherProblem = actionData && actionData.intent !== "save" ? actionData : null;
  const v = saveProblem?.values ?? {
    Title1: user.Title1,
    FirstName: user.FirstName,
    LastName: user.LastName,
    Phone: user.Phone,
    Email: user.Email,
  };
  const grantable = new Set(user.GrantableRoles);
  // What the authority rule lets this desk do here (decision 0036); the server checks it again.
  const may = new Set(user.AllowedActions);
  const name = [user.FirstName, user.LastName].filter(Boolean).join(" ") || user.Email;
  return (
    <main className="bo-user">
      <p>
        <Link to="/support/user/list">← Zur Benutzerliste</Link>
      </p>
      <h1>{name}</h1>
      <p className="bo-lead">
        Kundennummer #{user.Id} ·{" "}
        <span className={`bo-badge${user.State === "locked" ? " bo-badge--error" : user.State === "active" ? " bo-badge--ok" : ""}`}>
          {USER_STATE_LABELS[user.State]}
        </span>{" "}
        · seit {formatDate(user.CreatedAt, "shortD", locale)}
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {otherProblem && <Alert kind="error">{otherProblem.message}</Alert>}

      <section className="bo-card" aria-labelledby="daten-titel">
        <h2 id="daten-titel">Persönliche Daten</h2>
        {saveProblem && <Alert kind="error">{saveProblem.message}</Alert>}
        {!may.has("edit") && (
          <p className="bo-muted">Dieses Konto gehört zum Backoffice. Seine Daten, Rollen und Sperre ändert nur die Administration.</p>
        )}
        <Form method="post" className="bo-user__form" noValidate key={user.Email + user.LastName}>
          <fieldset disabled={!may.has("edit")} className="bo-user__fields">
            <SelectField
              label="Anrede"
              name="Title1"
              defaultValue={v.Title1}
              options={TITLE1_LIST.map((t) => ({ value: t.Id, label: t.DisplayName }))}
              error={saveProblem?.fieldErrors.Title1}
            />
            <TextField
              label="Vorname"
              name="FirstName"
              defaultValue={v.FirstName}
              autoComplete="off"
              error={saveProblem?.fieldErrors.FirstName}
            />
            <TextField
              label="Nachname"
              name="LastName"
              defaultValue={v.LastName}
              autoComplete="off"
              error={saveProblem?.fieldErrors.LastName}
            />
            <TextField label="Telefon" name="Phone" defaultValue={v.Phone} autoComplete="off" error={saveProblem?.fieldErrors.Phone} />
            <TextField
              label="E-Mail-Adresse"
              name="Email"
              type="email"
              defaultValue={v.Email}
              autoComplete="off"
              readOnly={!may.has("change-email")}
              error={saveProblem?.fieldErrors.Email}
              hint={
                may.has("change-email")
                  ? "Eine geänderte Adresse gilt als unbestätigt, bis die Person sie bestätigt; die bisherige Adresse erhält einen Hinweis."
                  : undefined
              }
            />
            <fieldset className="bo-user__roles">
              <legend>Rollen</legend>
              {user.GrantableRoles.length === 0 && <p className="bo-muted">Rollen vergibt die Administration.</p>}
              {ASSIGNABLE_ROLES.filter((r) => grantable.has(r.name) || user.Roles.includes(r.name)).map((r) => (
                <label key={r.name} className="bo-check">
                  <input
                    type="checkbox"
                    name="Roles"
                    value={r.name}
                    defaultChecked={user.Roles.includes(r.name)}
                    disabled={!grantable.has(r.name)}
                  />{" "}
                  {r.label}
                </label>
              ))}
            </fieldset>
            <div className="bo-actions">
              <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
                Änderungen speichern
              </button>
            </div>
          </fieldset>
        </Form>
      </section>

      {(["impersonate", "resend-confirmation", "reset-password", "lock", "unlock"] as const).some((a) => may.has(a)) && (
        <section className="bo-card" aria-labelledby="aktionen-titel">
          <h2 id="aktionen-titel">Hilfe für die Kundin bzw. den Kunden</h2>
          <div className="bo-actions">
            {user.MayImpersonate && (
              <Form method="post" reloadDocument>
                <button type="submit" name="intent" value="impersonate" className="button button--secondary" disabled={busy}>
                  Als {name} handeln
                </button>
              </Form>
            )}
            {user.State === "unconfirmed" && may.has("resend-confirmation") && (
              <Form method="post">
                <button type="submit" name="intent" value="resend-confirmation" className="button button--secondary" disabled={busy}>
                  Bestätigungslink erneut senden
                </button>
              </Form>
            )}
            {user.State !== "guest" && user.State !== "deleted" && may.has("reset-password") && (
              <Form method="post">
                <button type="submit" name="intent" value="password-reset" className="button button--secondary" disabled={busy}>
                  Kennwort-Link senden
                </button>
              </Form>
            )}
          </div>
          {user.MayImpersonate && (
            <p className="bo-muted">
              Sie sehen dann die Seiten der Kundin bzw. des Kunden. Bestellen und Zahlungsdaten ändern ist dabei gesperrt. „Abmelden“ bringt
              Sie zu Ihrem eigenen Konto zurück.
            </p>
          )}
          {user.LockedAt && may.has("unlock") && (
            <Form method="post" className="bo-lock">
              <p>Gesperrt seit {formatDate(user.LockedAt, "shortDT", locale)}.</p>
              <button type="submit" name="intent" value="unlock" className="button button--secondary" disabled={busy}>
                Konto entsperren
              </button>
            </Form>
          )}
          {!user.LockedAt && may.has("lock") && (
            <details className="bo-lock">
              <summary>Konto sperren …</summary>
              <Form method="post" className="bo-lock__form">
                <TextField label="Grund (für das Protokoll)" name="Reason" maxLength={300} autoComplete="off" />
                <label className="bo-check">
                  <input type="checkbox" name="Confirm" value="1" required /> Ja, dieses Konto sperren und alle Anmeldungen beenden.
                </label>
                <button type="submit" name="intent" value="lock" className="button button--danger" disabled={busy}>
                  Konto sperren
                </button>
              </Form>
            </details>
          )}
        </section>
      )}

      <section className="bo-card" aria-labelledby="adressen-titel">
        <h2 id="adressen-titel">Adressen</h2>
        {user.Addresses.length === 0 ? (
          <p className="bo-muted">Keine Adressen gespeichert.</p>
        ) : (
          <ul>
            {user.Addresses.map((a) => (
              <li key={a.Id}>
                {a.AddressType === 1 ? "Lieferadresse" : "Rechnungsadresse"}: {a.Label}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="bo-card" aria-labelledby="bestellungen-titel">
        <h2 id="bestellungen-titel">Bestellungen ({user.OrderCount})</h2>
        {orders.length === 0 ? (
          <p className="bo-muted">Noch keine Bestellungen.</p>
        ) : (
          <BoTable columns={["Bestellung", "Datum", "Händler", "Status", numeric("Betrag")]}>
            <tbody>
              {orders.map((o) => {
                const l = localeById(o.CountryId) ?? LOCALES.de;
                return (
                  <tr key={o.OrderId}>
                    <td>
                      <Link to={`/admin/verkaufsliste/${o.OrderId}`}>{o.OrderNumber}</Link>
                    </td>
                    <td>{formatDate(o.CreatedAt, "shortD", l)}</td>
                    <td>{o.DealerName}</td>
                    <td>{o.StatusLabel}</td>
                    <td className="num">{formatPrice(o.FinalTotalPrice ?? o.TotalPrice, l)}</td>
                  </tr>
                );
              })}
            </tbody>
          </BoTable>
        )}
      </section>

      <section className="bo-card" aria-labelledby="nachrichten-titel">
        <h2 id="nachrichten-titel">Nachrichten</h2>
        {messages.length === 0 ? (
          <p className="bo-muted">Keine Nachrichten.</p>
        ) : (
          <ul className="bo-messages">
            {messages.map((m) => (
              <li key={m.Id}>
                <strong>{m.Title}</strong> <span className="bo-muted">{formatDate(m.CreatedAt, "shortDT", locale)}</span>
                <br />
                {m.Body}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
