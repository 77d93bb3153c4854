/**
 * /haendlerportal/mitarbeiter (decision 0027): who logs in for the dealer; an admin invites
 * by e-mail (the invitee sets a password through a single-use link), changes roles and removes people
 * (after a confirmation page).
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { TITLE1_LIST } from "../../../domain/account/account.schemas.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import {
  DEALER_ROLE_HINTS,
  DEALER_ROLE_LABELS,
  DEALER_ROLES,
  inviteStaffRequest,
  staffRoleRequest,
} from "../../../domain/dealer-portal/dealer-settings.schemas.ts";
import { Alert, SelectField, TextField } from "../../components/account/form-fields.tsx";
import { fieldError, SettingsErrorBoundary, type FormProblem } from "../../components/dealer-portal/settings-page.tsx";
import { orProblem } from "./settings.server.ts";
import { callerId, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Mitarbeiter | Händlerportal" }, { name: "robots", content: "noindex" }];
}

const NOTICES: Record<string, string> = {
  eingeladen: "Die Einladung ist unterwegs. Der Link darin ist sieben Tage gültig.",
  erneut: "Eine neue Einladung ist unterwegs; der alte Link gilt nicht mehr.",
  rolle: "Die Rolle ist geändert.",
  entfernt: "Die Person hat keinen Zugang zum Händlerportal mehr.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const staff = await orErrorPage(() => context.services.dealerPortal.listStaff(userId));
  const notice = new URL(request.url).searchParams.get("hinweis");
  return { staff, notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null };
}

function problemFrom(issues: { path: PropertyKey[]; message: string }[]): FormProblem {
  const fieldErrors: Record<string, string[]> = {};
  for (const i of issues) (fieldErrors[String(i.path[0] ?? "")] ??= []).push(i.message);
  return { message: "Bitte prüfen Sie die markierten Angaben.", fieldErrors };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  const form = await request.formData();
  const portal = context.services.dealerPortal;
  const intent = formText(form, "intent", 200);
  const memberId = parseIdText(formText(form, "MemberId", 200)) ?? 0;
  if (intent === "role") {
    const parsed = staffRoleRequest.safeParse({ DealerRole: formText(form, "DealerRole", 200) });
    if (!parsed.success) return { intent, memberId, values: {}, problem: problemFrom(parsed.error.issues) };
    const result = await orProblem(() => portal.changeStaffRole(userId, memberId, parsed.data.DealerRole));
    return result.ok ? redirect("/haendlerportal/mitarbeiter?hinweis=rolle") : { intent, memberId, values: {}, problem: result.problem };
  }
  if (intent === "resend") {
    const result = await orProblem(() => portal.resendInvitation(userId, memberId));
    return result.ok ? redirect("/haendlerportal/mitarbeiter?hinweis=erneut") : { intent, memberId, values: {}, problem: result.problem };
  }
  const values = {
    Email: formText(form, "Email", 254),
    Title1: formText(form, "Title1", 20),
    FirstName: formText(form, "FirstName", 60),
    LastName: formText(form, "LastName", 60),
    DealerRole: formText(form, "DealerRole", 10),
  };
  const parsed = inviteStaffRequest.safeParse(values);
  if (!parsed.success) return { intent: "invite", memberId: 0, values, problem: problemFrom(parsed.error.issues) };
  const result = await orProblem(() => portal.inviteStaff(userId, parsed.data));
  return result.ok
    ? redirect("/haendlerportal/mitarbeiter?hinweis=eingeladen")
    : { intent: "invite", memberId: 0, values, problem: result.problem };
}

const roleOptions = DEALER_ROLES.map((r) => ({ value: r, label: DEALER_ROLE_LABELS[r] }));

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, notice } = loaderData;
  const busy = useNavigation().state !== "idle";
  const invite = actionData?.intent === "invite" ? actionData : null;
  const values = (invite?.values ?? {}) as Record<string, string>;
  return (
    <main className="settings-page">
      <h1>Mitarbeiter</h1>
      <p className="settings-lead">
        Wer sich für {staff.DealerName} anmeldet. {DEALER_ROLE_LABELS.admin}: {DEALER_ROLE_HINTS.admin}. {DEALER_ROLE_LABELS.staff}:{" "}
        {DEALER_ROLE_HINTS.staff}.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      <section className="settings-card" aria-labelledby="team-titel">
        <h2 id="team-titel">Ihr Team</h2>
        <ul className="staff-list">
          {staff.Staff.map((m) => {
            const rowProblem = actionData && actionData.intent !== "invite" && actionData.memberId === m.Id ? actionData.problem : null;
            return (
              <li key={m.Id} className="staff-list__item">
                <div className="staff-list__who">
                  <strong>
                    {[m.FirstName, m.LastName].filter(Boolean).join(" ") || m.Email}
                    {m.IsSelf && " (Sie)"}
                  </strong>
                  <span className="settings-muted">{m.Email}</span>
                  <span className="staff-list__badges">
                    <span className={`role-badge role-badge--${m.DealerRole}`}>{m.RoleLabel}</span>
                    {m.InvitationPending && <span className="role-badge role-badge--pending">Einladung offen</span>}
                  </span>
                </div>
                {rowProblem && <Alert kind="error">{rowProblem.message}</Alert>}
                {!m.IsSelf && (
                  <div className="staff-list__actions">
                    <Form key={m.DealerRole} method="post" className="settings-inline-form">
                      <input type="hidden" name="MemberId" value={m.Id} />
                      <label htmlFor={`rolle-${m.Id}`} className="visually-hidden">
                        Rolle von {m.FirstName} {m.LastName}
                      </label>
                      <select id={`rolle-${m.Id}`} name="DealerRole" defaultValue={m.DealerRole}>
                        {roleOptions.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                      <button type="submit" name="intent" value="role" className="button button--secondary button--small" disabled={busy}>
                        Rolle ändern
                      </button>
                    </Form>
                    {m.InvitationPending && (
                      <Form method="post">
                        <input type="hidden" name="MemberId" value={m.Id} />
                        <button
                          type="submit"
                          name="intent"
                          value="resend"
                          className="button button--secondary button--small"
                          disabled={busy}
                        >
                          Einladung erneut senden
                        </button>
                      </Form>
                    )}
                    <Link to={`/haendlerportal/mitarbeiter/${m.Id}/entfernen`} className="button button--danger button--small">
                      Entfernen<span className="visually-hidden">: {m.Email}</span>
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className="settings-card" aria-labelledby="einladen-titel">
        <h2 id="einladen-titel">Mitarbeiter einladen</h2>
        <p className="settings-muted">
          Die eingeladene Person erhält eine E-Mail mit einem Link, über den sie ihr Kennwort festlegt. Danach meldet sie sich wie gewohnt
          an.
        </p>
        {invite?.problem && <Alert kind="error">{invite.problem.message}</Alert>}
        {/* A new, empty form once the invitation is sent (the team has one more member). */}
        <Form key={staff.Staff.map((m) => m.Id).join(",")} method="post" className="settings-form settings-form--grid" noValidate>
          <TextField
            label="E-Mail-Adresse"
            name="Email"
            type="email"
            autoComplete="off"
            defaultValue={values.Email ?? ""}
            error={fieldError(invite?.problem, "Email")}
          />
          <SelectField
            label="Anrede"
            name="Title1"
            defaultValue={values.Title1 ?? ""}
            options={TITLE1_LIST.map((t) => ({ value: t.Id, label: t.DisplayName }))}
            error={fieldError(invite?.problem, "Title1")}
          />
          <TextField
            label="Vorname"
            name="FirstName"
            autoComplete="off"
            defaultValue={values.FirstName ?? ""}
            error={fieldError(invite?.problem, "FirstName")}
          />
          <TextField
            label="Nachname"
            name="LastName"
            autoComplete="off"
            defaultValue={values.LastName ?? ""}
            error={fieldError(invite?.problem, "LastName")}
          />
          <SelectField
            label="Rolle"
            name="DealerRole"
            defaultValue={values.DealerRole ?? "staff"}
            options={roleOptions}
            error={fieldError(invite?.problem, "DealerRole")}
          />
          <div className="settings-actions">
            <button type="submit" name="intent" value="invite" className="button button--primary" disabled={busy}>
              Einladung senden
            </button>
          </div>
        </Form>
      </section>
    </main>
  );
}

export const ErrorBoundary = SettingsErrorBoundary;
