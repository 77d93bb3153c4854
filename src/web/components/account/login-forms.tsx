/** The login page's login and password-forgotten forms (spec §4 "Login/registration"). */
import { useNavigate } from "react-router";
import { loginSchema, passwordForgottenSchema } from "../../../domain/account/account.schemas.ts";
import { afterLoginPath } from "../../../domain/account/login-flow.ts";
import { Alert, formValues, TextField } from "./form-fields.tsx";
import { useApiForm } from "./use-api-form.ts";
import { useSession } from "../session/session-provider.tsx";
import { apiPost } from "../../lib/api.ts";

/** What the login form shows again after a post without JavaScript: the German problem and the e-mail address typed. */
export interface LoginProblem {
  message: string | null;
  fieldErrors: Record<string, string>;
  UserName: string;
}

export function LoginForm({ returnUrl, problem, onForgotten }: { returnUrl: string; problem?: LoginProblem; onForgotten: () => void }) {
  const form = useApiForm();
  const session = useSession();
  const navigate = useNavigate();
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const answer = await form.submit(loginSchema, { UserName: v.UserName, Password: v.Password }, (body) =>
      apiPost<{ success: boolean; token: string | null; redirectUrl: string | null }>("/api/account/jwt/anmelden", body),
    );
    if (!answer) return;
    // Spec §4: an account with an external redirect address is sent there instead of getting a token.
    if (answer.redirectUrl && !answer.token) {
      window.location.assign(answer.redirectUrl);
      return;
    }
    // A dealer's staff member is signed in and led into the portal (decision 0026).
    if (answer.token && session.logIn(answer.token)) navigate(afterLoginPath(answer.redirectUrl, returnUrl));
  }
  // Without JavaScript the form posts to this page's action; its problem shows until the script takes over.
  const message = form.message ?? problem?.message ?? null;
  const errors = form.pending || form.message || Object.keys(form.errors).length ? form.errors : (problem?.fieldErrors ?? {});
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-label="Anmelden">
      <input type="hidden" name="intent" value="login" />
      {message && <Alert kind="error">{message}</Alert>}
      <TextField
        label="E-Mail-Adresse"
        name="UserName"
        type="email"
        autoComplete="username"
        required
        defaultValue={problem?.UserName}
        error={errors.UserName}
      />
      <TextField label="Kennwort" name="Password" type="password" autoComplete="current-password" required error={errors.Password} />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? "Anmeldung läuft …" : "Anmelden"}
        </button>
        <button type="button" className="account-link-button" onClick={onForgotten}>
          Kennwort vergessen?
        </button>
      </div>
    </form>
  );
}

export function PasswordForgottenForm({ onBack }: { onBack: () => void }) {
  const form = useApiForm();
  const navigate = useNavigate();
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const answer = await form.submit(passwordForgottenSchema, { Email: v.Email }, (body) =>
      apiPost<{ success: boolean; message: string }>("/api/account/kennwort-vergessen", body),
    );
    if (answer) navigate("/anfrage-bestaetigen?anfrage=kennwort");
  }
  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Kennwort vergessen">
      <p className="account-field__hint">
        Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Kennwort setzen.
      </p>
      {form.message && <Alert kind="error">{form.message}</Alert>}
      <TextField label="E-Mail-Adresse" name="Email" type="email" autoComplete="email" required error={form.errors.Email} />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          Link anfordern
        </button>
        <button type="button" className="account-link-button" onClick={onBack}>
          Zurück zur Anmeldung
        </button>
      </div>
    </form>
  );
}
