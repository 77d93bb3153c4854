/**
 * /neues-kennwort-setzen/{token}: a new password through the mailed link (2 h, single use), or the first
 * password of a dealer's staff member through the invitation link (7 days, decision 0027).
 */
import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/set-new-password";
import { PASSWORD_TEXTS, passwordRepeatErrors, setNewPasswordSchema } from "../../../domain/account/account.schemas.ts";
import { Alert, formValues, TextField } from "../../components/account/form-fields.tsx";
import { useApiForm } from "../../components/account/use-api-form.ts";
import { apiPost } from "../../lib/api.ts";

export function meta() {
  return [{ title: "Neues Kennwort setzen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const kind = await context.services.account.passwordLinkKind(params.token);
  return { token: params.token, valid: kind !== null, invitation: kind === "invitation" };
}

export default function SetNewPasswordPage({ loaderData }: Route.ComponentProps) {
  const form = useApiForm();
  const [done, setDone] = useState<string | null>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const answer = await form.submit(
      setNewPasswordSchema,
      { Token: loaderData.token, Password: v.Password },
      (body) => apiPost<{ message: string }>("/api/account/kennwort-setzen", body),
      passwordRepeatErrors(v.Password, v.PasswordRepeat, "PasswordRepeat"),
    );
    if (answer) setDone(answer.message);
  }
  return (
    <main className="account-page">
      <section className="account-card">
        <h1>{loaderData.invitation ? "Kennwort festlegen" : "Neues Kennwort setzen"}</h1>
        {done ? (
          <>
            <Alert kind="success">{done}</Alert>
            <Link to="/benutzerkonto/anmeldung" className="button button--primary">
              Zur Anmeldung
            </Link>
          </>
        ) : !loaderData.valid ? (
          <>
            <Alert kind="error">Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.</Alert>
            <Link to="/benutzerkonto/anmeldung" className="button button--secondary">
              Neuen Link anfordern
            </Link>
          </>
        ) : (
          <form className="account-form" noValidate onSubmit={onSubmit}>
            <p className="account-page__lead">
              {loaderData.invitation
                ? "Willkommen im Händlerportal. Legen Sie Ihr Kennwort fest; danach melden Sie sich mit Ihrer E-Mail-Adresse und diesem Kennwort an."
                : "Wählen Sie ein neues Kennwort für Ihr Kundenkonto. Danach melden Sie sich damit an."}
            </p>
            {form.message && <Alert kind="error">{form.message}</Alert>}
            <TextField
              label="Neues Kennwort"
              name="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_TEXTS.hint}
              error={form.errors.Password}
            />
            <TextField
              label={PASSWORD_TEXTS.repeatLabel}
              name="PasswordRepeat"
              type="password"
              autoComplete="new-password"
              error={form.errors.PasswordRepeat}
            />
            <div className="account-actions">
              <button type="submit" className="button button--primary" disabled={form.pending}>
                Kennwort speichern
              </button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
