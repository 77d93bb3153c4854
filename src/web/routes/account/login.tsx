/**
 * /benutzerkonto/anmeldung/{registerVariant?}/{viewVariant?} and
 * /benutzerkonto/bestellanmeldung/{productGroup}/{registerVariant?}/{viewVariant?} (spec §2, §4
 * "Login/registration"). Query: ReturnUrl (or RedirectUrl), mode=login|register, guest=true|false.
 */
import { useEffect, useRef, useState } from "react";
import { data, redirect, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import {
  fieldErrorsOf,
  guestSchema,
  loginSchema,
  passwordForgottenSchema,
  registerSchema,
  TITLE1_LIST,
  TITLE2_LIST,
  COUNTRY_LIST,
  type RegistrationData,
  PASSWORD_TEXTS,
  passwordRepeatErrors,
} from "../../../domain/account/account.schemas.ts";
import { afterLoginPath, parseLoginFlow, returnUrlOf, switchLoginMode, type LoginFlowState } from "../../../domain/account/login-flow.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import { Alert, formValues, SelectField, TextField } from "../../components/account/form-fields.tsx";
import { useApiForm } from "../../components/account/use-api-form.ts";
import { useSession } from "../../components/session/session-provider.tsx";
import { apiGet, apiPost } from "../../lib/api.ts";
import { assertSameOrigin } from "../../lib/page.server.ts";

export function meta({ data: d }: Route.MetaArgs) {
  const title = d?.flow.registerForOrder ? "Anmelden und bestellen" : d?.flow.mode === "register" ? "Registrieren" : "Anmelden";
  return [{ title: `${title} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const productGroupParam = "productGroup" in params ? (params.productGroup as string | undefined) : undefined;
  const group = productGroupParam === undefined ? null : productGroupByUrlName(productGroupParam);
  if (productGroupParam !== undefined && !group) throw data(null, { status: 404 });
  const flow = parseLoginFlow({
    registerForOrder: Boolean(group),
    registerVariant: params.registerVariant,
    viewVariant: params.viewVariant,
    query: url.searchParams,
  });
  const returnUrl = returnUrlOf(url.searchParams);
  // A logged-in customer has nothing to do here: on to where the login was meant to lead.
  if (context.user && !context.user.isGuest && !url.searchParams.has("mode")) throw redirect(returnUrl);
  return { flow, returnUrl, groupName: group?.name ?? null, countryId: context.country.countryId };
}

/** What the login form shows again after a post without JavaScript: the German problem and the e-mail address typed. */
export interface LoginProblem {
  message: string | null;
  fieldErrors: Record<string, string>;
  UserName: string;
}

/**
 * The login form without JavaScript (decision 0026): the same use case as POST /api/account/jwt/anmelden,
 * the same cookies, then on to where the API's answer would lead the page — the portal for a dealer's
 * staff member, an external dealer address without a session, else the ReturnUrl.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, 300) : "";
  };
  const input = { UserName: text("UserName"), Password: text("Password") };
  const problem = (p: Omit<LoginProblem, "UserName">, status: number) => data<LoginProblem>({ ...p, UserName: input.UserName }, { status });
  if (text("intent") !== "login")
    return problem({ message: "Bitte aktivieren Sie JavaScript, um sich zu registrieren.", fieldErrors: {} }, 400);
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return problem({ message: null, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  try {
    const result = await context.services.account.logIn({ ...parsed.data, clientAddress: context.clientAddress });
    if (result.kind === "redirect") return redirect(result.redirectUrl);
    const headers = new Headers();
    for (const cookie of context.sessionCookies(result.session)) headers.append("Set-Cookie", cookie);
    return redirect(afterLoginPath(result.redirectUrl, returnUrlOf(new URL(request.url).searchParams)), { headers });
  } catch (err) {
    if (isClientError(err)) return problem({ message: err.message, fieldErrors: {} }, err.statusCode);
    throw err;
  }
}

type Tab = "login" | "register" | "guest";
const tabOf = (f: LoginFlowState): Tab => (f.registerAsGuest ? "guest" : f.mode);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returnUrl, groupName, countryId } = loaderData;
  const [flow, setFlow] = useState(loaderData.flow);
  const [forgotten, setForgotten] = useState(false);
  const [cached, setCached] = useState<RegistrationData | null>(null);
  const [, setSearchParams] = useSearchParams();
  useEffect(() => setFlow(loaderData.flow), [loaderData.flow]);

  // The order flow keeps what was typed (never a password) between pages: spec §3 registration session data.
  useEffect(() => {
    if (!flow.registerForOrder) return;
    apiGet<RegistrationData>("/api/account/cache-reg-data")
      .then(setCached)
      .catch(() => setCached(null));
  }, [flow.registerForOrder]);

  const choose = (tab: Tab) => {
    const next = switchLoginMode(flow, { mode: tab === "login" ? "login" : "register", registerAsGuest: tab === "guest" });
    if (next === flow) return; // spec §4: unchanged → ignored
    setFlow(next);
    setForgotten(false);
    setSearchParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        q.set("mode", next.mode);
        if (next.registerAsGuest) q.set("guest", "true");
        else q.delete("guest");
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const tabs: { id: Tab; label: string }[] = flow.registerForOrder
    ? [
        { id: "login", label: "Anmelden" },
        { id: "register", label: "Neu registrieren" },
        { id: "guest", label: "Als Gast bestellen" },
      ]
    : [
        { id: "login", label: "Anmelden" },
        { id: "register", label: "Registrieren" },
      ];
  const tab = tabOf(flow);
  const compact = flow.viewVariant === "kompakt";

  return (
    <main className="account-page">
      <h1>{flow.registerForOrder ? "Wie möchten Sie bestellen?" : tab === "register" ? "Kundenkonto anlegen" : "Anmelden"}</h1>
      {flow.registerForOrder && (
        <p className="account-page__lead">
          Melden Sie sich an, legen Sie ein Kundenkonto an oder bestellen Sie {groupName ? `Ihr ${groupName}` : ""} ohne Konto als Gast.
        </p>
      )}
      <div className={`account-layout${compact ? "" : " account-layout--aside"}`}>
        <section className="account-card">
          <div className="account-tabs" role="tablist" aria-label="Anmeldung oder Registrierung">
            {tabs.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                onClick={() => choose(t.id)}
              >
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === "login" && !forgotten && (
              <LoginForm returnUrl={returnUrl} problem={actionData} onForgotten={() => setForgotten(true)} />
            )}
            {tab === "login" && forgotten && <PasswordForgottenForm onBack={() => setForgotten(false)} />}
            {tab === "register" && <RegisterForm flow={flow} returnUrl={returnUrl} countryId={countryId} cached={cached} />}
            {tab === "guest" && <GuestForm returnUrl={returnUrl} cached={cached} />}
          </div>
        </section>
        {!compact && (
          <aside className="account-card account-aside" aria-label="Vorteile">
            <h2>Ihre Vorteile mit Kundenkonto</h2>
            <ul>
              <li>Bestellungen und Lieferstatus jederzeit im Blick</li>
              <li>Liefer- und Rechnungsadressen gespeichert</li>
              <li>Schneller bestellen beim nächsten Mal</li>
              <li>Auf Wunsch Preis-Benachrichtigungen per E-Mail</li>
            </ul>
          </aside>
        )}
      </div>
    </main>
  );
}

function LoginForm({ returnUrl, problem, onForgotten }: { returnUrl: string; problem?: LoginProblem; onForgotten: () => void }) {
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

function PasswordForgottenForm({ onBack }: { onBack: () => void }) {
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

function RegisterForm({
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

function GuestForm({ returnUrl, cached }: { returnUrl: string; cached: RegistrationData | null }) {
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
