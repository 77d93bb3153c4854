import { Form, Link, useLocation } from "react-router";
import { ORDER_LINK_PROBLEM_TEXTS, type OrderLinkProblem } from "../../../domain/orders/order-access.ts";
import { SubmitButton, TextField } from "../checkout/form-parts.tsx";
import type { FormProblem } from "../../lib/form-problem.ts";

interface Props {
  problem: OrderLinkProblem;
  /** The login page with this page as ReturnUrl. */
  loginPath: string;
  /** A logged-in customer whose account does not hold the order (the text is the same for every order id). */
  signedInAs: string | null;
  offerListPath: string;
  /** The answer after "Link per E-Mail anfordern" (the same whether an order matched). */
  requested: string | null;
  formProblem: (FormProblem & { values: Record<string, string> }) | null;
}

/**
 * The order status page without access (decision 0040): why (no link, an invalid or expired one, an
 * impersonation), "Link per E-Mail anfordern" (order number and e-mail; a plain form post, so it works
 * without JavaScript) and the login for customers. It never says whether the order exists.
 */
export function OrderAccessPage({ problem, loginPath, signedInAs, offerListPath, requested, formProblem }: Props) {
  const texts = ORDER_LINK_PROBLEM_TEXTS[problem];
  const impersonated = problem === "impersonated";
  const errors = formProblem?.fieldErrors ?? {};
  // Posted to the clean path: the reason of a link that did not work (?link=abgelaufen) is not carried on.
  const { pathname } = useLocation();
  return (
    <main className="co-page os-access">
      <section
        className={`co-card os-access__intro${problem === "missing" ? "" : " os-access__intro--problem"}`}
        aria-labelledby="access-title"
      >
        <h1 id="access-title" data-testid="access-title">
          {texts.title}
        </h1>
        <p data-testid="access-text">{texts.text}</p>
      </section>

      {!impersonated && (
        <section className="co-card" id="link-anfordern" aria-labelledby="request-title">
          <h2 id="request-title" className="co-card__title">
            Link per E-Mail anfordern
          </h2>
          {requested ? (
            <p className="notice" role="status" data-testid="link-requested">
              {requested}
            </p>
          ) : (
            <>
              <p className="co-card__lead">
                Geben Sie die Bestellnummer aus Ihrer Bestellbestätigung und die E-Mail-Adresse an, mit der Sie bestellt haben. Wir schicken
                Ihnen einen neuen Link zu dieser Bestellung.
              </p>
              {formProblem && !Object.keys(errors).length && (
                <p className="notice notice--error" role="alert" data-testid="request-problem">
                  {formProblem.message}
                </p>
              )}
              <Form method="post" action={pathname} className="os-access__form" aria-label="Link per E-Mail anfordern" noValidate>
                <TextField
                  name="OrderNumber"
                  label="Bestellnummer"
                  required
                  hint="z. B. HM-2026-000123"
                  defaultValue={formProblem?.values.OrderNumber}
                  errors={errors}
                  autoComplete="off"
                  maxLength={40}
                />
                <TextField
                  name="Email"
                  label="E-Mail-Adresse"
                  required
                  inputMode="email"
                  autoComplete="email"
                  defaultValue={formProblem?.values.Email}
                  errors={errors}
                  maxLength={254}
                />
                <SubmitButton intent="request-link" pendingText="Wird angefordert …">
                  Link per E-Mail anfordern
                </SubmitButton>
              </Form>
            </>
          )}
        </section>
      )}

      {!impersonated && (
        <section className="co-card" aria-labelledby="login-title">
          <h2 id="login-title" className="co-card__title">
            Sie haben ein Kundenkonto?
          </h2>
          {signedInAs ? (
            <p>
              Sie sind als {signedInAs} angemeldet; mit diesem Konto lässt sich diese Seite nicht öffnen. Haben Sie mit einem anderen Konto
              bestellt, melden Sie sich bitte ab und mit diesem Konto wieder an – oder fordern Sie oben einen Link an.
            </p>
          ) : (
            <>
              <p>Dann finden Sie alle Ihre Bestellungen nach der Anmeldung in Ihrem Kundenkonto.</p>
              <p>
                <Link to={loginPath} className="button button--secondary">
                  Anmelden
                </Link>
              </p>
            </>
          )}
        </section>
      )}

      <p className="co-success__links">
        <Link to={offerListPath} className="button button--secondary">
          Neuen Preisvergleich starten
        </Link>
        <Link to="/">Startseite</Link>
      </p>
    </main>
  );
}
