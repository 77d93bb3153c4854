import type { RegistrationData } from "../domain/account/account.schemas.ts";
import type { LoggedInUser } from "../domain/account/auth.ts";
import type { CountryCode, Locale } from "../domain/shared/countries.ts";
import type { FilledSlots } from "../domain/slots/slots.types.ts";
import type { Session } from "./modules/account/issue-session.ts";
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
  /** The logged-in user from the auth cookie (null when anonymous): the page guard (decision 0019) and loaders read it. */
  user: (LoggedInUser & { sid: string | null }) | null;
  /**
   * The Set-Cookie values that start a session of the login use case in this browser (the API login's
   * cookies, with this request's Secure/SameSite): the login form without JavaScript (decision 0026).
   */
  sessionCookies: (session: Session) => string[];
  /**
   * The Set-Cookie value of the order flow's registration data (spec §3), sealed as the API's
   * cache-reg-data seals them: the login page's registration and guest forms (decision 0061).
   */
  registrationCookie: (data: RegistrationData) => Promise<string>;
  /** The Set-Cookie values that end the session's cookies in this browser: the logout form without JavaScript. */
  endedSessionCookies: () => string[];
  /** Set-Cookie values of a fresh access token with the user's current claims (a new mex customer's role). */
  renewedAccessCookies: () => Promise<string[]>;
  /**
   * The Set-Cookie value that keeps an order's mail link in this browser (decision 0040): httpOnly,
   * scoped to the product group's status pages, until the link expires.
   */
  orderLinkCookie: (link: { orderId: number; productGroupUrlName: string; token: string; expiresAt: Date }) => string;
  /**
   * The slots the page at `pathname` (the loader's own URL: no `.data` suffix) names in its routes' handles, filled by the areas that provide them (decision 0059);
   * the root loader calls it once. No slot named or provided → {} without any lookup. `zipCode`: the page's
   * postcode, for slots that filter by it (spec §3 AppliesZipFiltering). In a shared render the boxes are
   * reserved and nothing is drawn (decision 0062): the browser asks for the visitor's own content.
   */
  fillSlots: (input: { pathname: string; countryId: number; clientSeed: number; zipCode?: string }) => Promise<FilledSlots>;
  /** Whether any area provides slot content: then the root data is reloaded on every navigation (root.tsx). */
  slotsActive: boolean;
  /**
   * Whether this render is kept in the shared cache for every visitor without a session (decision 0062): it
   * must hold nothing of this visitor (the root data's client seed is 0).
   */
  sharedRender: boolean;
  /** This request's id (X-Request-Id, log lines): the 500 page shows it as "Fehler-ID" (decision 0018). */
  requestId: string;
  /**
   * Logs a failed loader, action or rendering through the request's logger, with what of an error may
   * be logged (log-safety.ts, decision 0012): the page code itself imports nothing from the server.
   */
  logPageError: (error: unknown, path: string) => void;
}

// Declared here, on the server side, so that src/web imports nothing from src/server (decision 0020);
// tsconfig's "src/**/*" brings it into every type check of the pages.
declare module "react-router" {
  interface AppLoadContext extends WebContext {}
}
