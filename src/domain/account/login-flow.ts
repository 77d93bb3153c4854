/**
 * Spec §4 "Login/registration" and §5 (login flow flags), for the pages
 * /benutzerkonto/anmeldung/{registerVariant?}/{viewVariant?} and
 * /benutzerkonto/bestellanmeldung/{productGroup}/{registerVariant?}/{viewVariant?}.
 * Pure: the page parses its URL with these rules; the tests name the spec rules.
 */
import { isBackOfficePage } from "../back-office/back-office-home.ts";
import { safeReturnPath } from "../shared/return-path.ts";

export type LoginMode = "login" | "register";

/** Registration form variants: the full form first (the default), then the short one. */
export const REGISTER_VARIANTS = ["standard", "kurz"] as const;
/** View variants: a page with the info column first (the default), then the compact one (app, embeds). */
export const VIEW_VARIANTS = ["seite", "kompakt"] as const;

export type RegisterVariant = (typeof REGISTER_VARIANTS)[number];
export type ViewVariant = (typeof VIEW_VARIANTS)[number];

export interface LoginFlowState {
  mode: LoginMode;
  registerForOrder: boolean;
  registerAsGuest: boolean;
  registerVariant: RegisterVariant;
  viewVariant: ViewVariant;
}

/** Spec §5: login flow boolean flags accept only true or false. */
export function parseFlag(value: string | null | undefined): boolean | undefined {
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

/** Spec §5: mode accepts only login or register. */
export function parseMode(value: string | null | undefined): LoginMode | undefined {
  return value === "login" || value === "register" ? value : undefined;
}

/** Spec §4/§5: a variant must be among the available ones; unknown is ignored, the default is the first. */
export function pickVariant<T extends string>(available: readonly T[], requested: string | null | undefined): T {
  return available.find((v) => v === requested) ?? available[0];
}

/**
 * The flow state of a login URL. Query: mode=login|register, guest=true|false (register as guest).
 * Spec §4: guest registration is forced off unless registering for an order.
 */
export function parseLoginFlow(input: {
  registerForOrder: boolean;
  registerVariant?: string;
  viewVariant?: string;
  query: URLSearchParams;
}): LoginFlowState {
  const guest = parseFlag(input.query.get("guest")) ?? false;
  return {
    mode: parseMode(input.query.get("mode")) ?? "login",
    registerForOrder: input.registerForOrder,
    registerAsGuest: input.registerForOrder && guest,
    registerVariant: pickVariant(REGISTER_VARIANTS, input.registerVariant),
    viewVariant: pickVariant(VIEW_VARIANTS, input.viewVariant),
  };
}

/**
 * Spec §4: switching is ignored (the same state object comes back) if mode, registerForOrder and
 * registerAsGuest are unchanged; guest registration is forced off unless registering for an order.
 */
export function switchLoginMode(
  current: LoginFlowState,
  next: { mode: LoginMode; registerForOrder?: boolean; registerAsGuest?: boolean },
): LoginFlowState {
  const registerForOrder = next.registerForOrder ?? current.registerForOrder;
  const registerAsGuest = registerForOrder && (next.registerAsGuest ?? false);
  if (next.mode === current.mode && registerForOrder === current.registerForOrder && registerAsGuest === current.registerAsGuest)
    return current;
  return { ...current, mode: next.mode, registerForOrder, registerAsGuest };
}

/** ReturnUrl of a login URL; RedirectUrl is read when ReturnUrl is absent (older links). */
export function returnUrlOf(query: URLSearchParams): string {
  return safeReturnPath(query.get("ReturnUrl") ?? query.get("RedirectUrl"));
}

export const LOGIN_PATH = "/benutzerkonto/anmeldung";

/** The login route with ReturnUrl = the given address (spec §2: after logout or expiry). */
export function loginUrl(returnTo: string | null, base = LOGIN_PATH): string {
  const safe = returnTo ? safeReturnPath(returnTo, "") : "";
  if (!safe || safe === "/" || safe.startsWith("/benutzerkonto/")) return base;
  return `${base}?ReturnUrl=${encodeURIComponent(safe)}`;
}

/** The order-login route of a product group, e.g. /benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=… */
export function orderLoginUrl(productGroupUrlName: string, returnTo: string): string {
  return loginUrl(returnTo, `/benutzerkonto/bestellanmeldung/${productGroupUrlName}`);
}

/** Whether `path` is `base` or lies below it, segment-wise ("/haendlerportal/x" yes, "/haendlerportalx" no). */
function isWithin(path: string, base: string): boolean {
  const p = path.split(/[?#]/)[0].toLowerCase();
  const b = base.split(/[?#]/)[0].replace(/\/+$/, "").toLowerCase();
  return p === b || p.startsWith(`${b}/`);
}

/**
 * Where the login page leads after a login that started a session (decision 0026): the login's
 * redirect path (a dealer's portal) unless the ReturnUrl already lies inside it — a dealer who followed a
 * mail's link to one order lands on that order; a ReturnUrl elsewhere (a shop page) gives way to the
 * portal. Without a redirect path: the ReturnUrl, as for every customer. Both go through safeReturnPath.
 */
export function afterLoginPath(redirectPath: string | null | undefined, returnUrl: string): string {
  const back = safeReturnPath(returnUrl);
  const target = redirectPath ? safeReturnPath(redirectPath, "") : "";
  if (!target) return back;
  // A desk that was sent to the login from one back-office page goes back there (decision 0036).
  if (isBackOfficePage(target) && isBackOfficePage(back)) return back;
  return isWithin(back, target) ? back : target;
}
