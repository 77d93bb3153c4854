import { data } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";

// Any path that no route claims: the German 404 page, with status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />;
}
