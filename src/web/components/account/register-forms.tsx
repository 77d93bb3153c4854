/** The login page's registration and guest forms (spec §4 "Login/registration", §3 registration session data). */
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import {
  guestSchema,
  registerSchema,
  TITLE1_LIST,
  TITLE2_LIST,
  COUNTRY_LIST,
  type RegistrationData,
  PASSWORD_TEXTS,
  passwordRepeatErrors,
} from "../../../domain/account/account.schemas.ts";
import type { LoginFlowState } from "../../../domain/account/login-flow.ts";
import { Alert, formValues, SelectField, TextField } from "./form-fields.tsx";
import { useApiForm } from "./use-api-form.ts";
import { useSession } from "../session/session-provider.tsx";
import { apiPost } from "../../lib/api.ts";

const titleOptions = (list: readonly { Id: string; DisplayName: string }[]) => list.map((t) => ({ value: t.Id, label: t.DisplayName }));

async function cacheRegistration(data: Partial<RegistrationData>) {
  try {
    await apiPost("/api/account/cache-reg-data", data);
  } catch (err) {
    console.error("Registrierungsdaten nicht gespeichert", err);
  }
}

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
  returnUrl,
  countryId,
  cached,
}: {
  flow: LoginFlowState;
  returnUrl: string;
  countryId: number;
  cached: RegistrationData | null;
}) {
  const form = useApiForm();
  const session = useSession();
  const navigate = useNavigate();
  const short = flow.registerVariant === "kurz";
  const auth = cached?.AuthData;
  const { formRef, onChange } = usePrefilledSelects({ Title1: auth?.Title1, Title2: auth?.Title2 });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const input = {
      Email: v.Email,
      Password: v.Password,
      Title1: v.Title1 ?? "",
      Title2: v.Title2 ?? "",
      FirstName: v.FirstName,
      LastName: v.LastName,
      Phone: v.Phone ?? "",
      CountryId: Number(v.CountryId ?? countryId),
      Notifications: v.Notifications === "on",
    };
    const answer = await form.submit(
      registerSchema,
      input,
      (body) => apiPost<{ success: boolean; token: string | null }>("/api/account/registrieren", body),
      passwordRepeatErrors(v.Password, v.PasswordRepeat, "PasswordRepeat"),
    );
    if (!answer?.token || !session.logIn(answer.token)) return;
    if (flow.registerForOrder) {
      await cacheRegistration({
        AuthData: {
          Email: input.Email,
          Title1: input.Title1,
          Title2: input.Title2,
          FirstName: input.FirstName,
          LastName: input.LastName,
          Phone: input.Phone,
          IsGuest: false,
        },
      });
      navigate(returnUrl);
    } else navigate(`/anfrage-bestaetigen?anfrage=registrierung&ReturnUrl=${encodeURIComponent(returnUrl)}`);
  }
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} onChange={onChange} aria-label="Registrieren">
      {form.message && <Alert kind="error">{form.message}</Alert>}
      {!short && (
        <div className="account-form__row account-form__row--2">
          <SelectField
            label="Anrede"
            name="Title1"
            options={titleOptions(TITLE1_LIST)}
            defaultValue={auth?.Title1 ?? "Frau"}
            error={form.errors.Title1}
          />
          <SelectField
            label="Titel"
            name="Title2"
            options={titleOptions(TITLE2_LIST)}
            defaultValue={auth?.Title2 ?? ""}
            error={form.errors.Title2}
          />
        </div>
      )}
      <div className="account-form__row account-form__row--2">
        <TextField
          label="Vorname"
          name="FirstName"
          autoComplete="given-name"
          required
          defaultValue={auth?.FirstName}
          error={form.errors.FirstName}
        />
        <TextField
          label="Nachname"
          name="LastName"
          autoComplete="family-name"
          required
          defaultValue={auth?.LastName}
          error={form.errors.LastName}
        />
      </div>
      <TextField
        label="E-Mail-Adresse"
        name="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={auth?.Email}
        error={form.errors.Email}
      />
      <div className="account-form__row account-form__row--2">
        <TextField
          label="Kennwort"
          name="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_TEXTS.hint}
          error={form.errors.Password}
        />
        <TextField
          label={PASSWORD_TEXTS.repeatLabel}
          name="PasswordRepeat"
          type="password"
          autoComplete="new-password"
          required
          error={form.errors.PasswordRepeat}
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
            defaultValue={auth?.Phone}
            error={form.errors.Phone}
          />
          <SelectField
            label="Land"
            name="CountryId"
            options={COUNTRY_LIST.map((c) => ({ value: String(c.Id), label: c.DisplayName }))}
            defaultValue={String(countryId)}
            error={form.errors.CountryId}
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
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? "Wird angelegt …" : flow.registerForOrder ? "Registrieren und weiter" : "Kundenkonto anlegen"}
        </button>
      </div>
    </form>
  );
}

export function GuestForm({ returnUrl, cached }: { returnUrl: string; cached: RegistrationData | null }) {
  const form = useApiForm();
  const session = useSession();
  const navigate = useNavigate();
  const auth = cached?.AuthData;
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const input = { Email: v.Email, FirstName: v.FirstName, LastName: v.LastName };
    const answer = await form.submit(guestSchema, input, (body) =>
      apiPost<{ success: boolean; token: string | null }>("/api/account/gast", body),
    );
    if (!answer?.token || !session.logIn(answer.token)) return;
    await cacheRegistration({
      AuthData: { ...input, Email: input.Email.trim().toLowerCase(), Title1: "", Title2: "", Phone: "", IsGuest: true },
    });
    navigate(returnUrl);
  }
  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label="Als Gast bestellen">
      <p className="account-field__hint">Sie bestellen ohne Kundenkonto. Die Bestellbestätigung schicken wir an Ihre E-Mail-Adresse.</p>
      {form.message && <Alert kind="error">{form.message}</Alert>}
      <TextField
        label="E-Mail-Adresse"
        name="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={auth?.Email}
        error={form.errors.Email}
      />
      <div className="account-form__row account-form__row--2">
        <TextField
          label="Vorname"
          name="FirstName"
          autoComplete="given-name"
          required
          defaultValue={auth?.FirstName}
          error={form.errors.FirstName}
        />
        <TextField
          label="Nachname"
          name="LastName"
          autoComplete="family-name"
          required
          defaultValue={auth?.LastName}
          error={form.errors.LastName}
        />
      </div>
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? "Einen Moment …" : "Als Gast weiter"}
        </button>
      </div>
    </form>
  );
}
