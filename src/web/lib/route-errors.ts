import { data } from "react-router";
import { isClientError } from "../../domain/shared/errors.ts";

/**
 * A use case's coded error becomes the error page with the catalogue's status (404 "not found", 401
 * "please log in", …; src/domain/shared/errors.ts); anything else stays an error (500 page).
 */
export function asErrorPage(err: unknown): never {
  if (isClientError(err)) throw data(null, { status: err.statusCode });
  throw err;
}
