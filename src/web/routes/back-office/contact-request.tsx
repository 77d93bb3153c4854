/**
 * /support/kontakt/{id} (decision 0042): one contact request for the support desks — who wrote, about
 * what (her order linked when it is hers), the thread of her message and the desks' answers, and the
 * forms to assign it (to herself or another desk user), answer by mail and close it. Every form posts
 * without JavaScript (post/redirect/get with a notice); every change is in the audit log. Messages are
 * shown as text: markup a sender typed is never rendered.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/contact-request";
import { pageAreaOf, verdict } from "../../../domain/access/access-areas.ts";
import { CONTACT_LIMITS, contactAnswerRequest, contactAssignRequest } from "../../../domain/contact/contact.schemas.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { Alert, SelectField, TextAreaField } from "../../components/account/form-fields.tsx";
import { ContactStateBadge } from "../../components/back-office/contact-state-badge.tsx";
import { caller, errorPageOf, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `${data?.request.Reference ?? "Kontaktanfrage"} | Kontaktanfragen | Backoffice` },
    { name: "robots", content: "noindex" },
  ];
}

const NOTICES: Record<string, string> = {
  zugewiesen: "Die Anfrage ist zugewiesen.",
  beantwortet: "Die Antwort ist gespeichert und per E-Mail unterwegs.",
  geschlossen: "Die Anfrage ist geschlossen.",
};

function requestIdOf(params: { id?: string }): number {
  const id = parseIdText(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const me = caller(context);
  const detail = await orErrorPage(() => context.services.contact.contactRequestDetail({ id: requestIdOf(params) }));
  const notice = new URL(request.url).searchParams.get("hinweis");
  return {
    request: detail,
    callerId: me.id,
    // Links only to pages this desk may open (the area table decides, decision 0019).
    mayOpenOrders: verdict(pageAreaOf("/admin/verkaufsliste"), context.user) === "allowed",
    mayOpenUsers: verdict(pageAreaOf("/support/user/list"), context.user) === "allowed",
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

type Problem = { intent: string; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const id = requestIdOf(params);
  const contact = context.services.contact;
  const form = await request.formData();
  const intent = formText(form, "intent", 40);
  const actor = { id: me.id, requestId: me.requestId };
  const values = {
    Message: formText(form, "Message", CONTACT_LIMITS.answerMax + 100),
    AssigneeUserId: formText(form, "AssigneeUserId", 12),
  };
  const problem = (message: string, fieldErrors: Record<string, string> = {}): Problem => ({ intent, message, fieldErrors, values });
  const back = (hinweis: string) => redirect(`/support/kontakt/${id}?hinweis=${hinweis}`);
  try {
    switch (intent) {
      case "take":
        await contact.assignContactRequest({ actor, id, assigneeUserId: me.id });
        return back("zugewiesen");
      case "assign": {
        const parsed = contactAssignRequest.safeParse({ AssigneeUserId: values.AssigneeUserId });
        if (!parsed.success)
          return problem(parsed.error.issues[0]?.message ?? "Bitte wählen Sie, wer die Anfrage bearbeitet.", {
            AssigneeUserId: parsed.error.issues[0]?.message ?? "",
          });
        await contact.assignContactRequest({ actor, id, assigneeUserId: parsed.data.AssigneeUserId });
        return back("zugewiesen");
      }
      case "answer": {
        const parsed = contactAnswerRequest.safeParse({ Message: values.Message });
        if (!parsed.success) return problem("Bitte prüfen Sie die Antwort.", { Message: parsed.error.issues[0]?.message ?? "" });
        await contact.answerContactRequest({ actor, id, message: parsed.data.Message });
        return back("beantwortet");
      }
      case "close":
        await contact.closeContactRequest({ actor, id });
        return back("geschlossen");
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

export default function ContactRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request: r, callerId, mayOpenOrders, mayOpenUsers, notice } = loaderData;
  const busy = useNavigation().state !== "idle";
  const locale = localeById(r.CountryId) ?? LOCALES.de;
  const when = (iso: string) => formatDate(iso, "shortDT", locale);
  const open = r.State !== "closed";
  const problemOf = (...intents: string[]) => (actionData && intents.includes(actionData.intent) ? actionData : null);
  const assignProblem = problemOf("assign", "take");
  const answerProblem = problemOf("answer");
  const otherProblem = problemOf("close", "");
  const sender = r.Name || r.Email;
  return (
    <main className="bo-contact">
      <p>
        <Link to="/support/kontakt">← Zu den Kontaktanfragen</Link>
      </p>
      <h1>
        Anfrage <span className="bo-nowrap">{r.Reference}</span>
      </h1>
      <p className="bo-lead">
        <ContactStateBadge state={r.State} /> · eingegangen {when(r.CreatedAt)} über {locale.countryName}
        {r.ClosedAt && ` · geschlossen ${when(r.ClosedAt)}`}
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {otherProblem && <Alert kind="error">{otherProblem.message}</Alert>}

      <div className="bo-grid">
        <section className="bo-card" aria-labelledby="anfrage-titel">
          <h2 id="anfrage-titel">Anfrage</h2>
          <dl className="bo-dl">
            <dt>Thema</dt>
            <dd>{r.TopicLabel}</dd>
            <dt>E-Mail</dt>
            <dd>{r.Email}</dd>
            <dt>Name</dt>
            <dd>{r.Name || "–"}</dd>
            <dt>Kundenkonto</dt>
            <dd>
              {r.UserId === null ? (
                "Nicht angemeldet"
              ) : mayOpenUsers ? (
                <Link to={`/support/benutzer/${r.UserId}/bearbeiten`}>Kundennummer #{r.UserId}</Link>
              ) : (
                `Kundennummer #${r.UserId}`
              )}
            </dd>
            <dt>Bestellung</dt>
            <dd>
              {r.OrderNumber === null ? (
                "–"
              ) : r.OrderId !== null && mayOpenOrders ? (
                <Link to={`/admin/verkaufsliste/${r.OrderId}`}>{r.OrderNumber}</Link>
              ) : (
                <>
                  {r.OrderNumber}{" "}
                  <span className="bo-muted">
                    ({r.UserId === null ? "ohne Anmeldung gesendet, nicht zugeordnet" : "keine Bestellung dieses Kontos"}
                    {mayOpenOrders && (
                      <>
                        ; <Link to={`/admin/verkaufsliste?q=${encodeURIComponent(r.OrderNumber)}`}>in der Verkaufsliste suchen</Link>
                      </>
                    )}
                    )
                  </span>
                </>
              )}
            </dd>
            <dt>Bearbeitung</dt>
            <dd>{r.Assignee?.Name ?? "Noch niemand"}</dd>
          </dl>
        </section>

        {open && (
          <section className="bo-card" aria-labelledby="zuweisen-titel">
            <h2 id="zuweisen-titel">Zuweisen</h2>
            {assignProblem && <Alert kind="error">{assignProblem.message}</Alert>}
            {r.Assignee?.Id !== callerId && (
              <Form method="post" className="bo-actions bo-contact__take">
                <button type="submit" name="intent" value="take" className="button button--primary" disabled={busy}>
                  Mir zuweisen
                </button>
              </Form>
            )}
            <Form method="post" className="bo-contact__assign">
              <SelectField
                label="An jemand anderen"
                name="AssigneeUserId"
                defaultValue={String(r.Assignee?.Id ?? callerId)}
                options={r.Assignees.map((a) => ({ value: String(a.Id), label: a.Id === callerId ? `${a.Name} (ich)` : a.Name }))}
                error={assignProblem?.fieldErrors.AssigneeUserId}
              />
              <button type="submit" name="intent" value="assign" className="button button--secondary" disabled={busy}>
                Zuweisen
              </button>
            </Form>
          </section>
        )}
      </div>

      <section className="bo-card" aria-labelledby="verlauf-titel">
        <h2 id="verlauf-titel">Verlauf</h2>
        <ol className="bo-thread">
          {r.Messages.map((m) => (
            <li key={m.Id} className={`bo-thread__item bo-thread__item--${m.Direction}`}>
              <p className="bo-thread__meta">
                {m.Direction === "in" ? `Nachricht von ${sender}` : `Antwort von ${m.Author?.Name ?? "Support"}`} · {when(m.CreatedAt)}
              </p>
              {/* Text, never HTML: React escapes it; pre-wrap keeps the sender's line breaks. */}
              <p className="bo-thread__body">{m.Body}</p>
            </li>
          ))}
        </ol>
      </section>

      {open && (
        <section className="bo-card" aria-labelledby="antwort-titel">
          <h2 id="antwort-titel">Antworten</h2>
          {answerProblem && <Alert kind="error">{answerProblem.message}</Alert>}
          <Form method="post" className="bo-contact__answer" key={r.Messages.length}>
            <TextAreaField
              label={`Antwort an ${r.Email}`}
              name="Message"
              rows={8}
              maxLength={CONTACT_LIMITS.answerMax}
              defaultValue={answerProblem?.values.Message ?? ""}
              error={answerProblem?.fieldErrors.Message}
              hint={`Die E-Mail setzt Anrede, Grußformel und die Referenznummer selbst und zitiert die Nachricht darunter. Absender: die Adresse von ${locale.domain}.`}
            />
            <div className="bo-actions">
              <button type="submit" name="intent" value="answer" className="button button--primary" disabled={busy}>
                Antwort senden
              </button>
            </div>
          </Form>
        </section>
      )}

      {open && (
        <section className="bo-card" aria-labelledby="schliessen-titel">
          <h2 id="schliessen-titel">Abschließen</h2>
          <p className="bo-muted">
            Geschlossene Anfragen nehmen keine Antwort mehr an. Schreibt die Person erneut, kommt eine neue Anfrage.
          </p>
          <Form method="post">
            <button type="submit" name="intent" value="close" className="button button--secondary" disabled={busy}>
              Anfrage schließen
            </button>
          </Form>
        </section>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
