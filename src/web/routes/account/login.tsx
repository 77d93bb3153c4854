/**
 * /benutzerkonto/anmeldung/{registerVariant?}/{viewVariant?} and
 * /benutzerkonto/bestellanmeldung/{productGroup}/{registerVariant?}/{viewVariant?} (spec §2, §4
 * "Login/registration"). Query: ReturnUrl (or RedirectUrl), mode=login|register, guest=true|false.
 */
import { useEffect, useState } from "react";
import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { fieldErrorsOf, loginSchema, type RegistrationData } from "../../../domain/account/account.schemas.ts";
import { afterLoginPath, parseLoginFlow, returnUrlOf, switchLoginMode, type LoginFlowState } from "../../../domain/account/login-flow.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import { LoginForm, PasswordForgottenForm, type LoginProblem } from "../../components/account/login-forms.tsx";
import { GuestForm, RegisterForm } from "../../components/account/register-forms.tsx";
import { apiGet } from "../../lib/api.ts";
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
