import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorPage } from "../error-page.tsx";
import { Alert } from "../account/form-fields.tsx";

/**
 * Errors of the settings pages: a refusal the use case explained (staff on an admin page, an account
 * without a dealer) keeps its German sentence; everything else is the site's error page.
 */
export function SettingsErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : null;
  if (status === 403 && message) {
    return (
      <main className="settings-page" data-status={status}>
        <title>Kein Zugang | Händlerportal</title>
        <h1>Kein Zugang</h1>
        <Alert kind="error">{message}</Alert>
        <Link className="button button--secondary" to="/haendlerportal">
          Zur Übersicht des Händlerportals
        </Link>
      </main>
    );
  }
  return <ErrorPage status={status} />;
}

// The one shape of a refused form (decision 0061).
export { fieldError, type FormProblem } from "../../lib/form-problem.ts";

export function Saved({ children }: { children: React.ReactNode }) {
  return <Alert kind="success">{children}</Alert>;
}
