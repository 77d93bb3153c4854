import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The customer account: login, sessions, credentials, addresses and the account's own rules.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const ACCOUNT_ERRORS = {
  EMAIL_UNCHANGED: { status: 400, message: "Das ist bereits Ihre E-Mail-Adresse." },
  WRONG_PASSWORD: { status: 400, message: "Das Kennwort ist nicht korrekt." },
  TOO_MANY_ADDRESSES: { status: 400, message: "Sie haben zu viele Adressen gespeichert. Bitte löschen Sie zuerst eine." },
  SESSION_ENDED: { status: 401, message: "Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an." },
  LOGIN_FAILED: { status: 401, message: "E-Mail-Adresse oder Kennwort ist nicht korrekt." },
  IMPERSONATION_CREDENTIALS_FORBIDDEN: {
    status: 403,
    message:
      "Während Sie als Kundin bzw. Kunde handeln, können Kennwort, E-Mail-Adresse und Zugangsschlüssel nicht geändert und das Konto nicht gelöscht werden. Bitte beenden Sie zuerst die Vertretung.",
  },
  ACCOUNT_LOCKED: { status: 403, message: "Ihr Kundenkonto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice." },
  GUEST_NOT_ALLOWED: { status: 403, message: "Als Gast ist das nicht möglich. Bitte registrieren Sie sich für ein Kundenkonto." },
  DEALER_NOT_FOUND: { status: 404, message: "Diesen Händler gibt es nicht." },
  ADDRESS_NOT_FOUND: { status: 404, message: "Diese Adresse gibt es nicht (mehr)." },
  USER_NOT_FOUND: { status: 404, message: "Diesen Benutzer gibt es nicht." },
  EMAIL_TAKEN: {
    status: 409,
    message: "Für diese E-Mail-Adresse besteht bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Kennwort zurück.",
  },
  DEALER_REDIRECT_INVALID: {
    status: 409,
    message: "Für dieses Händlerkonto ist keine gültige Weiterleitung hinterlegt. Bitte wenden Sie sich an den Kundenservice.",
  },
  ACCOUNT_HAS_OPEN_ORDERS: {
    status: 409,
    message:
      "Sie haben noch offene Bestellungen. Ihr Konto können Sie löschen, sobald alle Bestellungen geliefert, storniert oder widerrufen sind.",
  },
  LOGIN_RATE_LIMITED: {
    status: 429,
    message: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten oder setzen Sie Ihr Kennwort zurück.",
  },
} as const satisfies ErrorRows;
