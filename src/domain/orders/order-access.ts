/**
 * Who may open an order's status page without a password (decision 0040): the order's mails carry a
 * signed link for that order alone; its first visit moves the token into an httpOnly cookie scoped to
 * the status pages and leads to the clean URL. The pure rules live here: how long a link lives, where
 * the token travels, what the page says when there is none. Signing and checking are the server's.
 */
import { z } from "zod";
import { emailSchema } from "../account/account.schemas.ts";
import { dayNumber } from "../shared/calendar-day.ts";
import { ERRORS } from "../shared/errors.ts";
import { ORDER_NUMBER_PATTERN } from "./order-number.ts";

/** The query parameter of the mail link: /{productGroup}/bestellung-erfolgreich/{orderId}?zugang={token}. */
export const ORDER_LINK_PARAM = "zugang";
/** What the page says after a link that did not open the order (no secret in it: ?link=abgelaufen). */
export const ORDER_LINK_PROBLEM_PARAM = "link";

/**
 * A link lives 90 days after the mail that carries it, and at least 90 days after the end of the
 * delivery window known then: a window can lie months ahead, and the link must outlive the delivery,
 * the consent and the rating. Every later mail carries a fresh link; an expired one is replaced by
 * "Link per E-Mail anfordern".
 */
export const ORDER_LINK_DAYS = 90;
const DAY_MS = 86_400_000;

export function orderLinkExpiresAt(issuedAt: Date, deliveryTo: string | null): Date {
  const from = issuedAt.getTime();
  const windowEnd = deliveryTo ? dayNumber(deliveryTo) : null;
  // The window's last day ends at midnight after it (UTC; a few hours do not matter against 90 days).
  const base = windowEnd === null ? from : Math.max(from, (windowEnd + 1) * DAY_MS);
  return new Date(base + ORDER_LINK_DAYS * DAY_MS);
}

/** Each order's token in a cookie of its own; the value is the signed token, which names the order too. */
export function orderLinkCookieName(orderId: number): string {
  return `bestellzugang-${orderId}`;
}

/**
 * The cookie goes only to the status pages of the product group: "/heizoel/bestellung-erfolgreich"
 * without a trailing slash, so the page's data requests (`/heizoel/bestellung-erfolgreich/26.data`)
 * carry it as well; nothing else of the site ever sees it.
 */
export function orderLinkCookiePath(productGroupUrlName: string): string {
  return `/${productGroupUrlName}/bestellung-erfolgreich`;
}

/** The order's token from a Cookie header, or null. */
export function orderLinkFromCookies(cookieHeader: string | null, orderId: number): string | null {
  const name = orderLinkCookieName(orderId);
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Why the page shows the access form instead of the order. */
export type OrderLinkProblem = "missing" | "invalid" | "expired" | "impersonated";

/** The URL words of the problems (?link=…) and back. "missing" needs none. */
const PROBLEM_WORDS: Record<Exclude<OrderLinkProblem, "missing">, string> = {
  invalid: "ungueltig",
  expired: "abgelaufen",
  impersonated: "vertretung",
};

export function orderLinkProblemWord(problem: Exclude<OrderLinkProblem, "missing">): string {
  return PROBLEM_WORDS[problem];
}

export function orderLinkProblemOf(word: string | null): OrderLinkProblem {
  const hit = (Object.entries(PROBLEM_WORDS) as [Exclude<OrderLinkProblem, "missing">, string][]).find(([, w]) => w === word);
  return hit ? hit[0] : "missing";
}

/** The page's sentence for each problem (German; the same whatever order id the URL names). */
export const ORDER_LINK_PROBLEM_TEXTS: Record<OrderLinkProblem, { title: string; text: string }> = {
  missing: {
    title: "Zugang zu Ihrer Bestellung",
    text: "Ihre Bestellung öffnen Sie mit dem Link aus einer unserer E-Mails zu dieser Bestellung, ohne Kennwort. Haben Sie die E-Mail nicht zur Hand, schicken wir Ihnen einen neuen Link.",
  },
  invalid: {
    title: "Dieser Link ist ungültig",
    text: "Der Link zu Ihrer Bestellung ist nicht vollständig oder wurde verändert. Bitte öffnen Sie ihn direkt aus der E-Mail oder fordern Sie einen neuen Link an.",
  },
  expired: {
    title: "Dieser Link ist abgelaufen",
    text: "Links zu einer Bestellung gelten 90 Tage. Fordern Sie einfach einen neuen Link an: Er kommt sofort per E-Mail.",
  },
  impersonated: {
    title: "Nicht während einer Vertretung",
    text: ERRORS.ORDER_LINK_IMPERSONATED.message,
  },
};

/** "Link per E-Mail anfordern": the answer is the same whether the two match an order or not. */
export const ORDER_LINK_REQUEST_ANSWER =
  "Vielen Dank. Wenn Bestellnummer und E-Mail-Adresse zu einer Bestellung passen, haben wir Ihnen soeben einen neuen Link an diese Adresse geschickt. Bitte sehen Sie auch im Spam-Ordner nach.";

/** Requests per e-mail address and per client address within the window (then 429, whatever the answer would have been). */
export const ORDER_LINK_REQUEST_LIMITS = { email: 5, address: 20 } as const;
export const ORDER_LINK_REQUEST_WINDOW_MINUTES = 60;

/** "hm-2026-000123 " → "HM-2026-000123": as people type it from a mail. */
export function normaliseOrderNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase().replace(/[‐-―]/g, "-");
}

export const orderLinkRequestSchema = z.object({
  OrderNumber: z
    .string({ error: "Bitte geben Sie Ihre Bestellnummer ein." })
    .transform(normaliseOrderNumber)
    .pipe(
      z.string().min(1, { error: "Bitte geben Sie Ihre Bestellnummer ein." }).regex(ORDER_NUMBER_PATTERN, {
        error: "Bitte geben Sie die Bestellnummer so ein, wie sie in Ihrer Bestellbestätigung steht, z. B. HM-2026-000123.",
      }),
    ),
  Email: emailSchema,
});
export type OrderLinkRequest = z.infer<typeof orderLinkRequestSchema>;
