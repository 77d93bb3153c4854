import { Link } from "react-router";
import { ERROR_TEXTS } from "../../domain/shared/texts.ts";

// A content page the editors took down (decision 0065): the spec has no words for 410.
const GONE_TEXT = {
  title: "Diese Seite gibt es nicht mehr.",
  advice: "Die Redaktion hat sie entfernt. Bitte nutzen Sie die Navigation, um zur gewünschten Seite zu gelangen.",
};

/**
 * Spec §2 "Error page": one page for every status; 404 and 401 have their own words, 403 (no role for the
 * area, decision 0019) those of 401. A server error names the request's id (X-Request-Id, the log line)
 * so support can find it (decision 0018).
 */
export function ErrorPage({ status, requestId }: { status: number; requestId?: string }) {
  const text =
    status === 404
      ? ERROR_TEXTS[404]
      : status === 410
        ? GONE_TEXT
        : status === 401 || status === 403
          ? ERROR_TEXTS[401]
          : ERROR_TEXTS.other;
  const advice = "advice" in text ? text.advice : undefined;
  return (
    <main className="error-page" data-status={status}>
      <title>{status === 404 ? "Seite nicht gefunden" : status === 410 ? "Seite entfernt" : `Fehler ${status}`}</title>
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1>{text.title}</h1>
      {advice && <p>{advice}</p>}
      {status >= 500 && requestId && <p className="error-page__id">Fehler-ID: {requestId}</p>}
      <Link className="button button--primary" to="/">
        {ERROR_TEXTS.homeButton}
      </Link>
    </main>
  );
}
