import { isRouteErrorResponse, useRouteError } from "react-router";
import { useFailedRequestId } from "../../lib/error-id.ts";
import { ErrorPage } from "../error-page.tsx";

/** Errors of the back office's pages: the error page plus the use case's German reason (e.g. "Diesen Benutzer gibt es nicht."). */
export function BackOfficeErrorBoundary() {
  const error = useRouteError();
  const requestId = useFailedRequestId();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? (error.data.message as string) : null;
  return (
    <div className="bo-error">
      {message && (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      )}
      <ErrorPage status={status} requestId={requestId} />
    </div>
  );
}
