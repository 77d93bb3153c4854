import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";

/** Navigation errors render the error page with their status; anything unknown is a 500. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
