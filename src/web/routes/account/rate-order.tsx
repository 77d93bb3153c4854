/** /bewerten-sie-uns/{token}/{orderId}: the customer rates the dealer of a delivered order once (1–5 stars). */
import { Fragment, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/rate-order";
import { ratingSchema } from "../../../domain/account/account.schemas.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { Alert, formValues } from "../../components/account/form-fields.tsx";
import { useApiForm } from "../../components/account/use-api-form.ts";
import { apiPost } from "../../lib/api.ts";

export function meta() {
  return [{ title: "Bewerten Sie uns | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // An impossible id is an invalid link like any other (0 matches no order).
  const orderId = parseIdText(params.orderId) ?? 0;
  const page = await context.services.account.ratingPage(params.token, orderId);
  return { ...page, token: params.token, orderId };
}

const STAR_LABELS = ["sehr schlecht", "schlecht", "in Ordnung", "gut", "sehr gut"];

export default function RateOrderPage({ loaderData }: Route.ComponentProps) {
  const form = useApiForm();
  const [done, setDone] = useState<string | null>(null);
  const { status, DealerName, OrderNumber } = loaderData;
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const answer = await form.submit(
      ratingSchema,
      { Token: loaderData.token, OrderId: loaderData.orderId, Stars: v.Stars ? Number(v.Stars) : undefined, Comment: v.Comment ?? "" },
      (body) => apiPost<{ message: string }>("/api/account/bewertung", body),
    );
    if (answer) setDone(answer.message);
  }
  if (status !== "open" || done) {
    return (
      <>
        <h1>Bewerten Sie uns</h1>
        {done ? (
          <Alert kind="success">{done}</Alert>
        ) : status === "rated" ? (
          <Alert kind="info">Diese Bestellung wurde bereits bewertet. Vielen Dank für Ihre Rückmeldung!</Alert>
        ) : (
          <Alert kind="error">Der Link ist ungültig oder abgelaufen.</Alert>
        )}
        <Link to="/" className="button button--secondary">
          Zur Startseite
        </Link>
      </>
    );
  }
  return (
    <>
      <h1>Wie zufrieden waren Sie mit {DealerName}?</h1>
      <p className="account-page__lead">Bestellung {OrderNumber}. Ihre Bewertung hilft anderen bei der Wahl des Händlers.</p>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {form.message && <Alert kind="error">{form.message}</Alert>}
        <fieldset className="stars-input" aria-describedby={form.errors.Stars ? "stars-error" : undefined}>
          <legend>Ihre Bewertung</legend>
          <div className="stars-input__row">
            {[5, 4, 3, 2, 1].map((n) => (
              <Fragment key={n}>
                <input type="radio" id={`stars-${n}`} name="Stars" value={n} />
                <label htmlFor={`stars-${n}`} title={`${n} ${n === 1 ? "Stern" : "Sterne"} – ${STAR_LABELS[n - 1]}`}>
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{`${n} ${n === 1 ? "Stern" : "Sterne"} – ${STAR_LABELS[n - 1]}`}</span>
                </label>
              </Fragment>
            ))}
          </div>
        </fieldset>
        {form.errors.Stars && (
          <p id="stars-error" className="account-field__error">
            {form.errors.Stars}
          </p>
        )}
        <div className={`account-field${form.errors.Comment ? " account-field--invalid" : ""}`}>
          <label htmlFor="rating-comment">
            Kommentar <span className="account-field__optional">(optional)</span>
          </label>
          <textarea id="rating-comment" name="Comment" maxLength={2000} placeholder="Was hat Ihnen gefallen, was könnte besser sein?" />
          {form.errors.Comment && <p className="account-field__error">{form.errors.Comment}</p>}
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Bewertung absenden
          </button>
        </div>
      </form>
    </>
  );
}
