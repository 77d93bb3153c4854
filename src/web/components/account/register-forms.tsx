/**
 * The login page's registration and guest forms (spec §4 "Login/registration", §3 registration session
 * data): form actions (decision 0061) that the browser checks with the domain's schema before sending.
 */
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import {
  guestSchema,
  registerSchema,
  COUNTRY_LIST,
  type RegistrationData,
  PASSWORD_TEXTS,
} from "../../../domain/account/account.schemas.ts";
import type { LoginFlowState } from "../../../domain/account/login-flow.ts";
import { Alert, SelectField, TextField } from "./form-fields.tsx";
import { NameFields, TitleFields } from "./person-name-fields.tsx";
import { firstErrors, registerInput, registerRepeatErrors, useLoginFormAction } from "./login-form-input.ts";
import { useFormCheck, useLoginSending } from "./login-forms.tsx";
import type { FormProblem } from "../../lib/form-problem.ts";

/**
 * The registration session data arrive after the form is shown (spec §3) and fill it without a
 * remount, so nothing typed in the meantime is lost: a text field takes its new defaultValue only
 * while the user has not typed in it (the browser's dirty flag); a select, whose defaultValue React
 * applies only on mount, is set here unless the user has changed it.
 */
function usePrefilledSelects(values: Record<string, string | undefined>) {
  const formRef = useRef<HTMLFormElement>(null);
  const changed = useRef(new Set<string>());
  const key = JSON.stringify(values);
  useEffect(() => {
    for (const [name, value] of Object.entries(values)) {
      const select = formRef.current?.elements.namedItem(name);
      if (value !== undefined && select instanceof HTMLSelectElement && !changed.current.has(name)) select.value = value;
    }
    // `key` stands for `values`, which is a new object on every render.
  }, [key]);
  const onChange = (e: React.FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLSelectElement).name;
    if (name) changed.current.add(name);
  };
  return { formRef, onChange };
}

export function RegisterForm({
  flow,
  countryId,
  cached,
  problem,
}: {
  flow: LoginFlowState;
  countryId: number;
  cached: RegistrationData | null;
  problem?: FormProblem;
}) {
  const action = useLoginFormAction("registrieren");
  const sending = useLoginSending("registrieren");
  const form = useFormCheck(problem, (v) => ({
    ...firstErrors(registerSchema.safeParse(registerInput(v, countryId))),
    ...registerRepeatErrors(v),
  }));
  const short = flow.registerVariant === "kurz";
  // What was typed before a refusal without JavaScript, else the order flow's registration data.
  const typed = problem?.values;
  const auth = cached?.AuthData;
  const { formRef, onChange } = usePrefilledSelects({ Title1: auth?.Title1, Title2: auth?.Title2 });
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      className="account-form"
      noValidate
      onSubmit={form.onSubmit}
      onChange={onChange}
      aria-label="Registrieren"
    >
      {form.message && <Alert kind="error">{form.message}</Alert>}
      {!short && <TitleFields value={(n) => typed?.[n] ?? auth?.[n] ?? (n === "Title1" ? "Frau" : "")} error={form.error} />}
      <NameFields value={(n) => typed?.[n] ?? auth?.[n]} error={form.error} required />
      <TextField
        label="E-Mail-Adresse"
        name="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed?.Email ?? auth?.Email}
        error={form.error("Email")}
      />
      <div className="account-form__row account-form__row--2">
        <TextField
          label="Kennwort"
          name="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_TEXTS.hint}
          error={form.error("Password")}
        />
        <TextField
          label={PASSWORD_TEXTS.repeatLabel}
          name="PasswordRepeat"
          type="password"
          autoComplete="new-password"
          required
          error={form.error("PasswordRepeat")}
        />
      </div>
      {!short && (
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Telefon"
            name="Phone"
            type="tel"
            autoComplete="tel"
            optional
            defaultValue={typed?.Phone ?? auth?.Phone}
            error={form.error("Phone")}
          />
          <SelectField
            label="Land"
            name="CountryId"
            options={COUNTRY_LIST.map((c) => ({ value: String(c.Id), label: c.DisplayName }))}
            defaultValue={typed?.CountryId ?? String(countryId)}
            error={form.error("CountryId")}
          />
        </div>
      )}
      <label className="account-check">
        <input type="checkbox" name="Notifications" />
        <span>Ich möchte Preis-Benachrichtigungen und Neuigkeiten per E-Mail erhalten (jederzeit abbestellbar).</span>
      </label>
      <p className="account-field__hint">
        Mit der Registrierung akzeptieren Sie unsere <a href="/druckansicht/agb">AGB</a>. Wir schicken Ihnen einen Link zur Bestätigung
        Ihrer E-Mail-Adresse.
      </p>
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Wird angelegt …" : flow.registerForOrder ? "Registrieren und weiter" : "Kundenkonto anlegen"}
        </button>
      </div>
    </Form>
  );
}

export function GuestForm({ cached, problem }: { cached: RegistrationData | null; problem?: FormProblem }) {
  const action = useLoginFormAction("gast");
  const sending = useLoginSending("gast");
  const form = useFormCheck(problem, (v) =>
    firstErrors(guestSchema.safeParse({ Email: v.Email, FirstName: v.FirstName, LastName: v.LastName })),
  );
  const typed = problem?.values;
  const auth = cached?.AuthData;
  return (
    <Form method="post" action={action} className="account-form" noValidate onSubmit={form.onSubmit} aria-label="Als Gast bestellen">
      <p className="account-field__hint">Sie bestellen ohne Kundenkonto. Die Bestellbestätigung schicken wir an Ihre E-Mail-Adresse.</p>
      {form.message && <Alert kind="error">{form.message}</Alert>}
      <TextField
        label="E-Mail-Adresse"
        name="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed?.Email ?? auth?.Email}
        error={form.error("Email")}
      />
      <NameFields value={(n) => typed?.[n] ?? auth?.[n]} error={form.error} required />
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Einen Moment …" : "Als Gast weiter"}
        </button>
      </div>
    </Form>
  );
}
