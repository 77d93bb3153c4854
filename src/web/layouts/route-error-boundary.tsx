import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";
import { useFailedRequestId } from "../lib/error-id.ts";

/** Navigation errors render the error page with their status; anything unknown is a 500. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const requestId = useFailedRequestId();
  return <ErrorPage status={status} requestId={requestId} />;
}
