/** Her e-mail address and password (spec §2 Account), sections of the personal data; form actions (decision 0061). */
import { useEffect } from "react";
import { Form } from "react-router";
import { PASSWORD_TEXTS } from "../../../domain/account/account.schemas.ts";
import { Alert, TextField } from "./form-fields.tsx";
import { personalDataForm, useSending } from "./personal-data-intents.ts";
import { useSession } from "../session/session-provider.tsx";
import { fieldError, type FormProblem } from "../../lib/form-problem.ts";

export function EmailSection({
  email,
  pendingEmail,
  confirmed,
  problem,
}: {
  email: string;
  pendingEmail: string | null;
  confirmed: boolean;
  problem?: FormProblem;
}) {
  const pending = useSending("email");
  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title">E-Mail-Adresse ändern</h2>
      <p>
        Ihre E-Mail-Adresse: <strong>{email}</strong> {confirmed ? "(bestätigt)" : "(noch nicht bestätigt)"}
      </p>
      {pendingEmail && (
        <Alert kind="info">
          Wir haben einen Bestätigungslink an <strong>{pendingEmail}</strong> geschickt. Die neue Adresse gilt, sobald Sie den Link geöffnet
          haben.
        </Alert>
      )}
      {/* A new key after each post empties the fields (what a reset did before); a refused post keeps what was typed. */}
      <Form method="post" action={personalDataForm("email")} className="account-form" noValidate key={pendingEmail ?? ""}>
        {problem?.message && <Alert kind="error">{problem.message}</Alert>}
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Neue E-Mail-Adresse"
            name="NewEmail"
            type="email"
            autoComplete="email"
            defaultValue={problem?.values?.NewEmail}
            error={fieldError(problem, "NewEmail")}
          />
          <TextField
            label="Ihr Kennwort"
            name="Password"
            type="password"
            autoComplete="current-password"
            error={fieldError(problem, "Password")}
          />
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            Bestätigungslink senden
          </button>
        </div>
      </Form>
    </section>
  );
}

export function PasswordSection({ problem, changed }: { problem?: FormProblem; changed: boolean }) {
  const session = useSession();
  const pending = useSending("kennwort");
  useEffect(() => {
    // The change ended every session and the action set the new one's cookies: the page takes it over.
    if (changed) void session.resume();
  }, [changed, session.resume]);
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title">Kennwort ändern</h2>
      <Form method="post" action={personalDataForm("kennwort")} className="account-form" noValidate key={changed ? "changed" : "form"}>
        {problem?.message && <Alert kind="error">{problem.message}</Alert>}
        {changed && <Alert kind="success">Ihr Kennwort wurde geändert. Auf anderen Geräten müssen Sie sich neu anmelden.</Alert>}
        <TextField
          label="Aktuelles Kennwort"
          name="CurrentPassword"
          type="password"
          autoComplete="current-password"
          error={fieldError(problem, "CurrentPassword")}
        />
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Neues Kennwort"
            name="NewPassword"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_TEXTS.hint}
            error={fieldError(problem, "NewPassword")}
          />
          <TextField
            label="Neues Kennwort wiederholen"
            name="NewPasswordRepeat"
            type="password"
            autoComplete="new-password"
            error={fieldError(problem, "NewPasswordRepeat")}
          />
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            Kennwort ändern
          </button>
        </div>
      </Form>
    </section>
  );
}
