/** Her e-mail address and password (spec §2 Account), sections of the personal data. */
import { useState } from "react";
import { changeEmailSchema, changePasswordSchema, PASSWORD_TEXTS, passwordRepeatErrors } from "../../../domain/account/account.schemas.ts";
import { Alert, formValues, TextField } from "./form-fields.tsx";
import { useApiForm } from "./use-api-form.ts";
import { useSession } from "../session/session-provider.tsx";
import { apiPost, apiPut } from "../../lib/api.ts";

export function EmailSection({ email, pendingEmail, confirmed }: { email: string; pendingEmail: string | null; confirmed: boolean }) {
  const form = useApiForm();
  const [sentTo, setSentTo] = useState<string | null>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const v = formValues(el);
    const answer = await form.submit(changeEmailSchema, { NewEmail: v.NewEmail, Password: v.Password }, (body) =>
      apiPost<{ success: true; PendingEmail: string }>("/api/jwt/konto/email", body),
    );
    if (!answer) return;
    setSentTo(answer.PendingEmail);
    el.reset();
  }
  const pending = sentTo ?? pendingEmail;
  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title">E-Mail-Adresse ändern</h2>
      <p>
        Ihre E-Mail-Adresse: <strong>{email}</strong> {confirmed ? "(bestätigt)" : "(noch nicht bestätigt)"}
      </p>
      {pending && (
        <Alert kind="info">
          Wir haben einen Bestätigungslink an <strong>{pending}</strong> geschickt. Die neue Adresse gilt, sobald Sie den Link geöffnet
          haben.
        </Alert>
      )}
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {form.message && <Alert kind="error">{form.message}</Alert>}
        <div className="account-form__row account-form__row--2">
          <TextField label="Neue E-Mail-Adresse" name="NewEmail" type="email" autoComplete="email" error={form.errors.NewEmail} />
          <TextField label="Ihr Kennwort" name="Password" type="password" autoComplete="current-password" error={form.errors.Password} />
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Bestätigungslink senden
          </button>
        </div>
      </form>
    </section>
  );
}

export function PasswordSection() {
  const form = useApiForm();
  const session = useSession();
  const [done, setDone] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(false);
    const el = e.currentTarget;
    const v = formValues(el);
    const answer = await form.submit(
      changePasswordSchema,
      { CurrentPassword: v.CurrentPassword, NewPassword: v.NewPassword },
      (body) => apiPut<{ success: boolean; token: string | null }>("/api/jwt/konto/kennwort", body),
      passwordRepeatErrors(v.NewPassword, v.NewPasswordRepeat, "NewPasswordRepeat"),
    );
    if (!answer?.token) return;
    session.logIn(answer.token);
    setDone(true);
    el.reset();
  }
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title">Kennwort ändern</h2>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {form.message && <Alert kind="error">{form.message}</Alert>}
        {done && <Alert kind="success">Ihr Kennwort wurde geändert. Auf anderen Geräten müssen Sie sich neu anmelden.</Alert>}
        <TextField
          label="Aktuelles Kennwort"
          name="CurrentPassword"
          type="password"
          autoComplete="current-password"
          error={form.errors.CurrentPassword}
        />
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Neues Kennwort"
            name="NewPassword"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_TEXTS.hint}
            error={form.errors.NewPassword}
          />
          <TextField
            label="Neues Kennwort wiederholen"
            name="NewPasswordRepeat"
            type="password"
            autoComplete="new-password"
            error={form.errors.NewPasswordRepeat}
          />
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Kennwort ändern
          </button>
        </div>
      </form>
    </section>
  );
}
