import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";

// Any path that no route claims: the German 404 page, with status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Under a guarded area's prefix the page guard answers first (401/403, decision 0019).
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 404} />;
}
