/**
 * /benutzerkonto/anmeldung/{registerVariant?}/{viewVariant?} and
 * /benutzerkonto/bestellanmeldung/{productGroup}/{registerVariant?}/{viewVariant?} (spec §2, §4
 * "Login/registration"). Query: ReturnUrl (or RedirectUrl), mode=login|register, guest=true|false.
 */
import { useEffect, useState } from "react";
import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import type { RegistrationData } from "../../../domain/account/account.schemas.ts";
import { parseLoginFlow, returnUrlOf, switchLoginMode, type LoginFlowState } from "../../../domain/account/login-flow.ts";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import type { LoginIntent } from "../../components/account/login-form-input.ts";
import { LoginForm, PasswordForgottenForm } from "../../components/account/login-forms.tsx";
import { GuestForm, RegisterForm } from "../../components/account/register-forms.tsx";
import { apiGet } from "../../lib/api.ts";
import { loginPageAction } from "./login.server.ts";

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

/** Every form of the page (decisions 0026, 0061): login, password forgotten, registration, guest. */
export function action({ request, context, params }: Route.ActionArgs) {
  const productGroupParam = "productGroup" in params ? (params.productGroup as string | undefined) : undefined;
  const registerForOrder = productGroupParam !== undefined && productGroupByUrlName(productGroupParam) !== null;
  return loginPageAction(request, context, registerForOrder);
}

type Tab = "login" | "register" | "guest";
const tabOf = (f: LoginFlowState): Tab => (f.registerAsGuest ? "guest" : f.mode);

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { groupName, countryId } = loaderData;
  const [flow, setFlow] = useState(loaderData.flow);
  const problem = actionData;
  const [forgotten, setForgotten] = useState(problem?.intent === "kennwort-vergessen");
  const problemOf = (intent: LoginIntent) => (problem?.intent === intent ? problem : undefined);
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
            {tab === "login" && !forgotten && <LoginForm problem={problemOf("anmelden")} onForgotten={() => setForgotten(true)} />}
            {tab === "login" && forgotten && (
              <PasswordForgottenForm problem={problemOf("kennwort-vergessen")} onBack={() => setForgotten(false)} />
            )}
            {tab === "register" && <RegisterForm flow={flow} countryId={countryId} cached={cached} problem={problemOf("registrieren")} />}
            {tab === "guest" && <GuestForm cached={cached} problem={problemOf("gast")} />}
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
