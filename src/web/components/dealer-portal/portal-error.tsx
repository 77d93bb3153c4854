import { isRouteErrorResponse, useRouteError } from "react-router";
import { useFailedRequestId } from "../../lib/error-id.ts";
import { ErrorPage } from "../error-page.tsx";

/**
 * Errors of the portal's pages (decision 0026): the error page plus the use case's German reason, e.g.
 * "Ihr Konto ist keinem Händler zugeordnet." (403) or "Diese Bestellung gibt es nicht." (404, also for
 * another dealer's order).
 */
export function PortalErrorBoundary() {
  const error = useRouteError();
  const requestId = useFailedRequestId();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? (error.data.message as string) : null;
  return (
    <div className="portal-error">
      {message && (
        <p className="notice notice--error portal-error__reason" role="alert">
          {message}
        </p>
      )}
      <ErrorPage status={status} requestId={requestId} />
    </div>
  );
}
