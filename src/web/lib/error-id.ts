import { useRouteLoaderData } from "react-router";

/**
 * The id of the request that failed, for the 500 page (decision 0018). The root loader hands it over
 * with the document, so it names the request whose render failed; after hydration a failed client
 * navigation came from another request (or none), so the page shows no id rather than a wrong one.
 */
export function useFailedRequestId(): string | undefined {
  const root = useRouteLoaderData("root") as { requestId?: string } | undefined;
  const hydrated = typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
  return hydrated ? undefined : root?.requestId;
}
