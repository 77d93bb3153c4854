/**
 * /bewerten-sie-uns/{token}/{orderId}: the customer rates the dealer of a delivered order once (1–5 stars).
 * A form action (decision 0061): the same use case as POST /api/account/bewertung, then post/redirect/get.
 */
import { Fragment } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/rate-order";
import { ratingSchema, ratingThanks } from "../../../domain/account/account.schemas.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { fieldError } from "../../lib/form-problem.ts";
import { formProblem, noticeOf, problemOfError, readForm, redirectWithNotice } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Bewerten Sie uns | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // An impossible id is an invalid link like any other (0 matches no order).
  const orderId = parseIdText(params.orderId) ?? 0;
  const page = await context.services.account.ratingPage(params.token, orderId);
  return { ...page, rated: noticeOf(request, ["bewertet"]) !== null };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const orderId = parseIdText(params.orderId) ?? 0;
  const parsed = await readForm(request, ratingSchema, {
    max: 2000,
    extra: (v) => ({ Token: params.token, OrderId: orderId, Stars: v.Stars ? Number(v.Stars) : undefined }),
  });
  // The form marks its fields; no sentence above it (as before, when the browser checked first).
  if (!parsed.ok) return formProblem("", parsed);
  try {
    await context.services.orders.rateOrder(parsed.data);
  } catch (err) {
    return problemOfError(err, parsed.values);
  }
  return redirectWithNotice(`/bewerten-sie-uns/${encodeURIComponent(params.token)}/${orderId}`, "bewertet");
}

const STAR_LABELS = ["sehr schlecht", "schlecht", "in Ordnung", "gut", "sehr gut"];

export default function RateOrderPage({ loaderData, actionData: problem }: Route.ComponentProps) {
  const pending = useNavigation().state !== "idle";
  const { status, DealerName, OrderNumber, rated } = loaderData;
  const done = rated && status === "rated" ? ratingThanks(DealerName ?? "") : null;
  if (status !== "open") {
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
  const starsError = fieldError(problem, "Stars");
  const commentError = fieldError(problem, "Comment");
  return (
    <>
      <h1>Wie zufrieden waren Sie mit {DealerName}?</h1>
      <p className="account-page__lead">Bestellung {OrderNumber}. Ihre Bewertung hilft anderen bei der Wahl des Händlers.</p>
      <Form method="post" className="account-form" noValidate>
        {problem?.message && <Alert kind="error">{problem.message}</Alert>}
        <fieldset className="stars-input" aria-describedby={starsError ? "stars-error" : undefined}>
          <legend>Ihre Bewertung</legend>
          <div className="stars-input__row">
            {[5, 4, 3, 2, 1].map((n) => (
              <Fragment key={n}>
                <input type="radio" id={`stars-${n}`} name="Stars" value={n} defaultChecked={problem?.values?.Stars === String(n)} />
                <label htmlFor={`stars-${n}`} title={`${n} ${n === 1 ? "Stern" : "Sterne"} – ${STAR_LABELS[n - 1]}`}>
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{`${n} ${n === 1 ? "Stern" : "Sterne"} – ${STAR_LABELS[n - 1]}`}</span>
                </label>
              </Fragment>
            ))}
          </div>
        </fieldset>
        {starsError && (
          <p id="stars-error" className="account-field__error">
            {starsError}
          </p>
        )}
        <div className={`account-field${commentError ? " account-field--invalid" : ""}`}>
          <label htmlFor="rating-comment">
            Kommentar <span className="account-field__optional">(optional)</span>
          </label>
          <textarea
            id="rating-comment"
            name="Comment"
            maxLength={2000}
            defaultValue={problem?.values?.Comment}
            placeholder="Was hat Ihnen gefallen, was könnte besser sein?"
          />
          {commentError && <p className="account-field__error">{commentError}</p>}
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            Bewertung absenden
          </button>
        </div>
      </Form>
    </>
  );
}
