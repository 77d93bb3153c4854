/**
 * Per-address limits of the page forms that stand in for limited API routes (decision 0061): a form action
 * calls the same use case as its API route, so it must not be a way around the route's limit (against mail
 * bombing and guessing, decision 0008). Counted per address and form, 15 minutes, as the API routes' own
 * limits; a form whose API route has none (name, addresses, rating) has none here either.
 */
import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_WRITE_LIMITS as LIMITS, ACCOUNT_WRITE_WINDOW } from "../../domain/account/write-limits.ts";
import { tooManyRequests } from "../platform/rate-limit-store.ts";

interface PageFormLimit {
  /** The page's path (its React Router `.data` posts start with it too). */
  prefix: string;
  /** The form, when a page has several: its `?aktion=`, which the page's action reads its intent from. */
  aktion?: string;
  max: number;
}

/** The API routes' own limits (one table, src/domain/account/write-limits.ts), for the pages that stand in for them. */
const PERSONAL_DATA = [
  { aktion: "email", max: LIMITS.emailChange },
  { aktion: "kennwort", max: LIMITS.passwordChange },
  { aktion: "benachrichtigungen", max: LIMITS.notifications },
];
export const PAGE_FORM_LIMITS: readonly PageFormLimit[] = [
  // The login page: registration, password forgotten and guest as their routes; the login's attempts are
  // counted by its use case (decision 0010), as the API's login has no route limit either.
  { prefix: "/benutzerkonto/", aktion: "registrieren", max: LIMITS.register },
  { prefix: "/benutzerkonto/", aktion: "kennwort-vergessen", max: LIMITS.passwordForgotten },
  { prefix: "/benutzerkonto/", aktion: "gast", max: LIMITS.guest },
  { prefix: "/neues-kennwort-setzen/", max: LIMITS.newPassword },
  ...PERSONAL_DATA.map((l) => ({ prefix: "/persoenliche-daten", ...l })),
  ...PERSONAL_DATA.map((l) => ({ prefix: "/account/basedata/partial", ...l })),
];

/** The limit a request counts against: only form posts of the pages and forms above. */
export function pageFormLimitOf(method: string, url: string): PageFormLimit | null {
  if (method !== "POST") return null;
  const at = new URL(url, "http://x");
  const path = at.pathname.toLowerCase();
  const aktion = at.searchParams.get("aktion");
  return PAGE_FORM_LIMITS.find((l) => path.startsWith(l.prefix) && (l.aktion === undefined || l.aktion === aktion)) ?? null;
}

export async function pageFormLimitPlugin(
  app: FastifyInstance,
  opts: { store: Pick<RateLimitPluginOptions, "redis" | "nameSpace" | "skipOnError"> },
) {
  await app.register(rateLimit, {
    ...opts.store,
    timeWindow: ACCOUNT_WRITE_WINDOW,
    allowList: (req) => pageFormLimitOf(req.method, req.url) === null,
    keyGenerator: (req) => {
      const limit = pageFormLimitOf(req.method, req.url);
      return `page-form|${req.ip}|${limit?.prefix}|${limit?.aktion ?? ""}`;
    },
    max: (req) => pageFormLimitOf(req.method, req.url)?.max ?? 1,
    errorResponseBuilder: tooManyRequests,
  });
}
