/**
 * The login page's login and password-forgotten forms (spec §4 "Login/registration"): form actions
 * (decisions 0026, 0061) that the browser checks with the domain's schema before sending.
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { loginSchema, passwordForgottenSchema } from "../../../domain/account/account.schemas.ts";
import { Alert, formValues, TextField } from "./form-fields.tsx";
import { firstErrors, type LoginIntent, useLoginFormAction } from "./login-form-input.ts";
import { fieldError, type FormProblem } from "../../lib/form-problem.ts";

/**
 * The browser checks the form before it is sent (every failing field marked at once, nothing sent); the
 * action checks again and its problem shows once the form is sent.
 */
export function useFormCheck(problem: FormProblem | undefined, check: (values: Record<string, string>) => Record<string, string>) {
  const [local, setLocal] = useState<Record<string, string> | null>(null);
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const found = check(formValues(e.currentTarget));
    if (Object.keys(found).length > 0) {
      e.preventDefault();
      setLocal(found);
    } else setLocal(null);
  };
  return {
    onSubmit,
    error: (name: string) => (local ? local[name] : fieldError(problem, name)),
    message: local ? null : problem?.message || null,
  };
}

/** Whether the form of `intent` is being sent or its answer loads (its button waits). */
export function useLoginSending(intent: LoginIntent): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && new URL(navigation.formAction ?? "/", "http://x").searchParams.get("aktion") === intent;
}

export function LoginForm({ problem, onForgotten }: { problem?: FormProblem; onForgotten: () => void }) {
  const action = useLoginFormAction("anmelden");
  const sending = useLoginSending("anmelden");
  const form = useFormCheck(problem, (v) => firstErrors(loginSchema.safeParse({ UserName: v.UserName, Password: v.Password })));
  return (
    <Form method="post" action={action} className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Anmelden">
      {form.message && <Alert kind="error">{form.message}</Alert>}
      <TextField
        label="E-Mail-Adresse"
        name="UserName"
        type="email"
        autoComplete="username"
        required
        defaultValue={problem?.values?.UserName}
        error={form.error("UserName")}
      />
      <TextField label="Kennwort" name="Password" type="password" autoComplete="current-password" required error={form.error("Password")} />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Anmeldung läuft …" : "Anmelden"}
        </button>
        <button type="button" className="account-link-button" onClick={onForgotten}>
          Kennwort vergessen?
        </button>
      </div>
    </Form>
  );
}

export function PasswordForgottenForm({ problem, onBack }: { problem?: FormProblem; onBack: () => void }) {
  const action = useLoginFormAction("kennwort-vergessen");
  const sending = useLoginSending("kennwort-vergessen");
  const form = useFormCheck(problem, (v) => firstErrors(passwordForgottenSchema.safeParse({ Email: v.Email })));
  return (
    <Form method="post" action={action} className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Kennwort vergessen">
      <p className="account-field__hint">
        Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Kennwort setzen.
      </p>
      {form.message && <Alert kind="error">{form.message}</Alert>}
      <TextField
        label="E-Mail-Adresse"
        name="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={problem?.values?.Email}
        error={form.error("Email")}
      />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          Link anfordern
        </button>
        <button type="button" className="account-link-button" onClick={onBack}>
          Zurück zur Anmeldung
        </button>
      </div>
    </Form>
  );
}
