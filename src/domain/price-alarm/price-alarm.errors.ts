import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Price alarms.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const PRICE_ALARM_ERRORS = {
  TOO_MANY_PRICE_ALARMS: { status: 400, message: "Sie haben bereits 20 Preiswecker. Bitte löschen Sie zuerst einen." },
  PRICE_ALARM_EMAIL_REQUIRED: { status: 400, message: "Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Sie benachrichtigen können." },
  PRICE_ALARM_START_PAST: { status: 400, message: "Das Startdatum darf nicht in der Vergangenheit liegen." },
  PRICE_ALARM_NOT_FOUND: { status: 404, message: "Diesen Preiswecker gibt es nicht." },
} as const satisfies ErrorRows;
