import { data } from "react-router";

/** A use case's "not found" becomes the 404 page; anything else stays an error (500 page). */
export function notFoundAs404(err: unknown): never {
  if ((err as { statusCode?: number }).statusCode === 404) throw data(null, { status: 404 });
  throw err;
}
