import type { LoggedInUser } from "../domain/auth.ts";
import type { CountryCode, Locale } from "../domain/countries.ts";
import type { AppServices } from "./services.ts";

/** What React Router loaders and actions receive as load context: the use cases, in-process. */
export interface WebContext {
  country: Locale;
  cspNonce: string;
  countryOrigins: Record<CountryCode, string>;
  isAppView: boolean;
  clientAddress: string;
  analyticsScriptUrl: string;
  services: AppServices;
  /** The logged-in user from the auth cookie (null when anonymous): loaders guard pages with it. */
  user: LoggedInUser | null;
  /** This request's id (X-Request-Id, log lines): the 500 page shows it as "Fehler-ID" (decision 0018). */
  requestId: string;
}
