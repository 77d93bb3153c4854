import { z } from "zod";

/**
 * The one error catalogue (decision 0017): every coded error of a use case or of the HTTP edge, with
 * its HTTP status and its German message. The API error handler answers `{ message, code }` from it,
 * the page loaders and the error boundary map the same errors to the same statuses, and a new area
 * adds its rows here instead of inventing status codes in route files.
 *
 * A row's message is what the user reads unless the call gives a more specific one (a price change
 * names the new price; a checkout step says which step is missing): the status always comes from here.
 */
export const ERRORS = {
  // Input (400)
  VALIDATION_ERROR: { status: 400, message: "Ungültige Eingabe." },
  INVALID_CONFIGURATION: { status: 400, message: "Bitte prüfen Sie Ihre Angaben." },
  INVALID_AMOUNT: { status: 400, message: "Diese Menge ist nicht möglich." },
  INVALID_COUNTRY: { status: 400, message: "Unbekanntes Land." },
  INVALID_PAGING: { status: 400, message: "Ungültige Seite." },
  INVALID_JSON: { status: 400, message: "Die Anfrage enthält kein gültiges JSON." },
  BAD_REQUEST: { status: 400, message: "Die Anfrage ist ungültig." },
  ZIPCODE_INV: { status: 400, message: "Die Postleitzahl hat nicht das richtige Format." },
  ZIPCODE_NXT: { status: 400, message: "Diese Postleitzahl gibt es nicht." },
  UNKNOWN_PRODUCT: { status: 400, message: "Dieses Produkt gibt es in diesem Land nicht." },
  UNKNOWN_UPSELLING: { status: 400, message: "Unbekannte Upselling-Art." },
  PAYMENT_NOT_AVAILABLE: { status: 400, message: "Diese Zahlart ist bei diesem Angebot nicht möglich." },
  PAYMENT_UNKNOWN: { status: 400, message: "Diese Zahlart gibt es nicht. Bitte wählen Sie eine andere Zahlart." },
  PAYMENT_MISMATCH: {
    status: 400,
    message: "Die Zahlart passt nicht zu Ihrem Angebot. Bitte wählen Sie die Zahlart in der Angebotsliste.",
  },
  EMAIL_UNCHANGED: { status: 400, message: "Das ist bereits Ihre E-Mail-Adresse." },
  WRONG_PASSWORD: { status: 400, message: "Das Kennwort ist nicht korrekt." },
  LINK_INVALID: { status: 400, message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." },
  TOO_MANY_PRICE_ALARMS: { status: 400, message: "Sie haben bereits 20 Preiswecker. Bitte löschen Sie zuerst einen." },
  PRICE_ALARM_EMAIL_REQUIRED: { status: 400, message: "Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Sie benachrichtigen können." },
  PRICE_ALARM_START_PAST: { status: 400, message: "Das Startdatum darf nicht in der Vergangenheit liegen." },
  TOO_MANY_ADDRESSES: { status: 400, message: "Sie haben zu viele Adressen gespeichert. Bitte löschen Sie zuerst eine." },
  DELIVERY_WINDOW_INVALID: { status: 400, message: "Bitte prüfen Sie den Lieferzeitraum." },
  DELIVERED_AMOUNT_INVALID: { status: 400, message: "Bitte prüfen Sie die gelieferte Menge." },
  REASON_REQUIRED: { status: 400, message: "Bitte geben Sie einen Grund an." },
  // Dealer portal settings (decision 0027)
  PRICE_LIST_INVALID: { status: 400, message: "Die Preisliste enthält Fehler. Es wurde nichts gespeichert." },
  DELIVERY_AREA_INVALID: { status: 400, message: "Bitte prüfen Sie das Liefergebiet. Es wurde nichts gespeichert." },
  // Exports (decision 0031)
  EXPORT_COLUMNS_INVALID: { status: 400, message: "Bitte wählen Sie mindestens eine der angebotenen Spalten." },
  EXPORT_PERIOD_INVALID: { status: 400, message: "Der Zeitraum darf höchstens ein Jahr umfassen." },
  // Contact requests (decision 0042): the spam gate's refusal names its reason (domain/contact/spam-gate.ts).
  CONTACT_GATE_FAILED: {
    status: 400,
    message: "Der Spamschutz konnte Ihre Anfrage nicht prüfen. Bitte laden Sie die Seite neu und senden Sie das Formular noch einmal.",
  },
  CONTACT_EMAIL_REQUIRED: { status: 400, message: "Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Ihnen antworten können." },
  CONTACT_ASSIGNEE_INVALID: {
    status: 400,
    message: "Diese Person gehört zu keinem Support-Team und kann Kontaktanfragen nicht bearbeiten.",
  },
  // Uploads (decision 0057): the use's limit and formats are named in the message (domain/files/file-uses.ts).
  FILE_TOO_LARGE: { status: 413, message: "Die Datei ist zu groß." },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: "Diese Datei hat kein erlaubtes Format." },
  FILE_MISSING: { status: 400, message: "Bitte wählen Sie eine Datei aus." },
  FILE_UNREADABLE: { status: 400, message: "Die Datei ist beschädigt oder kann nicht gelesen werden." },

  // Who is asking (401, 403)
  UNAUTHORIZED: { status: 401, message: "Bitte melden Sie sich an." },
  SESSION_ENDED: { status: 401, message: "Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an." },
  DEVICE_SIGNATURE_INVALID: { status: 401, message: "Die Signatur der Messung passt nicht zu diesem Gerät." },
  MEX_TOKEN_INVALID: { status: 401, message: "Bitte geben Sie einen gültigen Zugangsschlüssel an." },
  LOGIN_FAILED: { status: 401, message: "E-Mail-Adresse oder Kennwort ist nicht korrekt." },
  FORBIDDEN: { status: 403, message: "Leider haben Sie keinen Zugang zu dieser Seite." },
  IMPERSONATION_MONEY_FORBIDDEN: {
    status: 403,
    message:
      "Während Sie als Kundin bzw. Kunde handeln, sind Bestellungen und Änderungen der Zahlungsdaten nicht möglich. Bitte beenden Sie zuerst die Vertretung.",
  },
  // An order's status page without its owner's session or a valid mail link (decision 0040).
  ORDER_ACCESS_REQUIRED: {
    status: 403,
    message:
      "Bitte öffnen Sie Ihre Bestellung mit dem Link aus einer unserer E-Mails zu dieser Bestellung oder fordern Sie einen neuen Link an.",
  },
  ORDER_LINK_IMPERSONATED: {
    status: 403,
    message:
      "Während Sie als Kundin bzw. Kunde handeln, öffnen Links aus Bestell-E-Mails keine Bestellungen. Bitte beenden Sie zuerst die Vertretung.",
  },
  IMPERSONATION_NOT_ALLOWED: {
    status: 403,
    message: "Als dieses Konto können Sie nicht handeln: nur als Kundin bzw. Kunde, nicht gesperrt und nicht gelöscht.",
  },
  // The back office's authority over accounts (decision 0036).
  USER_ADMIN_FORBIDDEN: {
    status: 403,
    message:
      "Dieses Konto dürfen Sie nicht ändern: Der Kundenservice betreut Kundinnen, Kunden und Händler; Backoffice-Konten und Rollen ändert nur die Administration.",
  },
  IMPERSONATION_CREDENTIALS_FORBIDDEN: {
    status: 403,
    message:
      "Während Sie als Kundin bzw. Kunde handeln, können Kennwort, E-Mail-Adresse und Zugangsschlüssel nicht geändert und das Konto nicht gelöscht werden. Bitte beenden Sie zuerst die Vertretung.",
  },
  SELF_LOCK: { status: 409, message: "Ihr eigenes Konto können Sie nicht sperren." },
  LAST_PLATFORM_ADMIN: {
    status: 409,
    message: "Das ist das letzte aktive Administrationskonto. Es kann weder gesperrt werden noch seine Rolle verlieren.",
  },
  ACCOUNT_LOCKED: { status: 403, message: "Ihr Kundenkonto ist gesperrt. Bitte wenden Sie sich an unseren Kundenservice." },
  GUEST_NOT_ALLOWED: { status: 403, message: "Als Gast ist das nicht möglich. Bitte registrieren Sie sich für ein Kundenkonto." },
  CSRF_FAILED: { status: 403, message: "Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu." },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: "Die Anfrage kam nicht von unserer Seite und wurde abgelehnt. Bitte laden Sie die Seite neu.",
  },
  // The dealer portal (decision 0026): a DEALER login without a dealer (e.g. an ADMIN), and staff on admin pages.
  DEALER_NOT_LINKED: { status: 403, message: "Ihr Konto ist keinem Händler zugeordnet." },
  DEALER_ADMIN_ONLY: {
    status: 403,
    message: "Preise, Liefergebiete, Konditionen und Mitarbeiter können nur Administratoren Ihres Händlerkontos ändern.",
  },

  // Not there (404)
  NOT_FOUND: { status: 404, message: "Nicht gefunden." },
  API_NOT_FOUND: { status: 404, message: "Diese Schnittstelle gibt es nicht." },
  UNKNOWN_COUNTRY: { status: 404, message: "Unbekanntes Land." },
  UNKNOWN_STATE: { status: 404, message: "Diese Region gibt es nicht." },
  UNKNOWN_PLACE: { status: 404, message: "Diesen Ort gibt es nicht." },
  UNKNOWN_ZIPCODE: { status: 404, message: "Diese Postleitzahl gibt es nicht." },
  UNKNOWN_PRODUCT_GROUP: { status: 404, message: "Unbekannte Produktgruppe." },
  UNKNOWN_SHOP: { status: 404, message: "Diesen Shop gibt es nicht." },
  UNKNOWN_DEALER: { status: 404, message: "Diesen Händler gibt es nicht." },
  DEALER_NOT_FOUND: { status: 404, message: "Diesen Händler gibt es nicht." },
  DEALER_NOT_AVAILABLE: { status: 404, message: "Dieser Händler liefert nicht an Ihre Postleitzahl." },
  ADDRESS_NOT_FOUND: { status: 404, message: "Diese Adresse gibt es nicht (mehr)." },
  CHECKOUT_NOT_FOUND: { status: 404, message: "Diesen Bestellvorgang gibt es nicht." },
  ORDER_NOT_FOUND: { status: 404, message: "Diese Bestellung gibt es nicht." },
  ORDER_DOCUMENT_NOT_FOUND: {
    status: 404,
    message: "Dieses Dokument gibt es zu dieser Bestellung nicht: Lieferschein und Rechnung entstehen erst mit der Lieferung.",
  },
  PRICE_ALARM_NOT_FOUND: { status: 404, message: "Diesen Preiswecker gibt es nicht." },
  CONTACT_REQUEST_NOT_FOUND: { status: 404, message: "Diese Kontaktanfrage gibt es nicht." },
  BRANCH_NOT_FOUND: { status: 404, message: "Diese Filiale gibt es nicht." },
  USER_NOT_FOUND: { status: 404, message: "Diesen Benutzer gibt es nicht." },
  STAFF_NOT_FOUND: { status: 404, message: "Dieses Mitarbeiterkonto gibt es nicht." },
  CACHE_AREA_UNKNOWN: { status: 404, message: "Diesen Cache-Bereich gibt es nicht." },
  // Tank monitoring (decision 0030): another customer's sensor or tank answers like a missing one.
  SENSOR_NOT_FOUND: { status: 404, message: "Diesen Sensor gibt es nicht (mehr)." },
  TANK_NOT_FOUND: { status: 404, message: "Diesen Tank gibt es nicht (mehr)." },
  DEVICE_PAIRING_FAILED: {
    status: 404,
    message: "Gerätekennung und Kopplungscode passen nicht zusammen. Bitte prüfen Sie beide Angaben auf dem Aufkleber des Sensors.",
  },
  MEX_TOKEN_NOT_FOUND: { status: 404, message: "Diesen Zugangsschlüssel gibt es nicht (mehr)." },

  // Not now (409)
  EMAIL_TAKEN: {
    status: 409,
    message: "Für diese E-Mail-Adresse besteht bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Kennwort zurück.",
  },
  DEALER_REDIRECT_INVALID: {
    status: 409,
    message: "Für dieses Händlerkonto ist keine gültige Weiterleitung hinterlegt. Bitte wenden Sie sich an den Kundenservice.",
  },
  DEVICE_TAKEN: {
    status: 409,
    message:
      "Dieser Sensor ist bereits mit einem Kundenkonto verbunden. Wenn Sie ihn übernommen haben, muss er dort zuerst entfernt werden.",
  },
  CONTACT_REQUEST_CLOSED: {
    status: 409,
    message: "Diese Anfrage ist geschlossen. Eine neue Frage der Absenderin bzw. des Absenders kommt als neue Anfrage.",
  },
  CONTACT_GATE_USED: {
    status: 409,
    message: "Dieses Formular wurde bereits gesendet. Bitte laden Sie die Seite neu, wenn Sie uns noch einmal schreiben möchten.",
  },
  JOB_NOT_FAILED: { status: 409, message: "Dieser Auftrag ist nicht (mehr) fehlgeschlagen. Bitte laden Sie die Liste neu." },
  CALIBRATION_NEEDS_READING: {
    status: 409,
    message:
      "Für den Abgleich brauchen wir zuerst eine Messung des Sensors. Bitte warten Sie, bis der Sensor seinen ersten Messwert geschickt hat.",
  },
  STAFF_EMAIL_TAKEN: {
    status: 409,
    message:
      "Diese E-Mail-Adresse gehört bereits zu einem Konto beim Heizöl-Marktplatz und kann nicht eingeladen werden. Bitte verwenden Sie eine andere Adresse.",
  },
  STAFF_ALREADY_MEMBER: { status: 409, message: "Diese E-Mail-Adresse gehört bereits zu Ihrem Team." },
  LAST_ADMIN: {
    status: 409,
    message:
      "Ihr Händlerkonto braucht mindestens eine Person mit der Rolle „Administration“. Vergeben Sie die Rolle zuerst an jemand anderen.",
  },
  STAFF_SELF: { status: 409, message: "Ihr eigenes Konto können Sie hier weder entfernen noch in seiner Rolle ändern." },
  INVITATION_NOT_PENDING: { status: 409, message: "Dieses Konto ist bereits eingerichtet; eine neue Einladung ist nicht nötig." },
  ALREADY_RATED: { status: 409, message: "Diese Bestellung wurde bereits bewertet. Vielen Dank für Ihre Rückmeldung!" },
  OFFER_NOT_AVAILABLE: { status: 409, message: "Dieses Angebot ist nicht mehr verfügbar." },
  PRICE_CHANGED: { status: 409, message: "Der Preis hat sich geändert. Bitte prüfen Sie den neuen Preis." },
  PAYMENT_REJECTED: { status: 409, message: "Diese Zahlart ist für Ihre Bestellung leider nicht möglich." },
  STEP_NOT_ACCESSIBLE: { status: 409, message: "Bitte füllen Sie zuerst die vorherigen Schritte aus." },
  STEP_NOT_APPLICABLE: { status: 409, message: "Dieser Schritt gehört nicht zu Ihrer Bestellung." },
  CHECKOUT_INCOMPLETE: { status: 409, message: "Bitte vervollständigen Sie zuerst alle Schritte Ihrer Bestellung." },
  CHECKOUT_CLOSED: {
    status: 409,
    message: "Diese Bestellung wurde bereits abgeschickt. Ihre Bestellbestätigung finden Sie in Ihrem Postfach.",
  },
  ACCOUNT_HAS_OPEN_ORDERS: {
    status: 409,
    message:
      "Sie haben noch offene Bestellungen. Ihr Konto können Sie löschen, sobald alle Bestellungen geliefert, storniert oder widerrufen sind.",
  },
  ORDER_CONFLICT: { status: 409, message: "Ihre Bestellung wird gerade bearbeitet. Bitte laden Sie die Seite in einem Moment neu." },
  // The order's life (decision 0025): a transition the state machine does not allow from the current status.
  ORDER_TRANSITION_NOT_ALLOWED: { status: 409, message: "Dieser Schritt ist für die Bestellung in ihrem jetzigen Stand nicht möglich." },
  // A delivery reported before the confirmed window without the dealer's explicit confirmation (decision 0048).
  EARLY_DELIVERY_UNCONFIRMED: {
    status: 409,
    message:
      "Der bestätigte Lieferzeitraum hat noch nicht begonnen. Bitte bestätigen Sie ausdrücklich, dass die Lieferung schon erfolgt ist.",
  },
  WITHDRAWAL_NOT_ALLOWED: { status: 409, message: "Ein Widerruf über den Heizöl-Marktplatz ist für diese Bestellung nicht möglich." },
  ORDER_NOT_RATABLE: { status: 409, message: "Bewerten können Sie eine Bestellung erst nach der Lieferung." },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: "Diese Anfrage wurde bereits für eine andere Bestellung verwendet. Bitte laden Sie die Seite neu.",
  },

  // The HTTP edge (decision 0011): answered before any route runs
  BAD_URL: { status: 400, message: "Diese Adresse ist ungültig. Bitte prüfen Sie die Schreibweise." },
  PAGE_NOT_FOUND: { status: 404, message: "Diese Seite gibt es nicht." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Diese Anfrageart wird hier nicht unterstützt." },
  TIMEOUT: { status: 408, message: "Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut." },
  URL_TOO_LONG: { status: 414, message: "Diese Adresse ist zu lang." },
  HEADERS_TOO_LARGE: {
    status: 431,
    message:
      "Die Anfrage enthält zu große Kopfzeilen, meist zu viele Cookies. Bitte löschen Sie die Cookies dieser Seite und versuchen Sie es erneut.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Die Anfrage ist zu groß." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Dieses Datenformat wird nicht unterstützt." },
  LOGIN_RATE_LIMITED: {
    status: 429,
    message: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten oder setzen Sie Ihr Kennwort zurück.",
  },
  ORDER_LINK_REQUESTS_LIMITED: {
    status: 429,
    message:
      "Sie haben in kurzer Zeit zu viele Links angefordert. Bitte versuchen Sie es in einer Stunde erneut oder rufen Sie unseren Kundenservice an.",
  },
  RATE_LIMITED: { status: 429, message: "Zu viele Anfragen. Bitte warten Sie einen Moment." },
  // A write route's limit per user (decision 0058); the call names the wait (domain/limits/wait-text.ts).
  WRITE_RATE_LIMITED: { status: 429, message: "Sie haben in kurzer Zeit zu viel gesendet. Bitte warten Sie einen Moment." },
  CONTACT_RATE_LIMITED: {
    status: 429,
    message:
      "Sie haben uns in der letzten Stunde schon mehrere Nachrichten geschickt. Bitte warten Sie eine Stunde, bevor Sie uns erneut schreiben, oder rufen Sie uns an.",
  },
  INTERNAL_ERROR: { status: 500, message: "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

// A registry symbol, not instanceof: the page build bundles its own copy of this module, while the
// services run on the server's copy; both see the same Symbol.for key.
const APP_ERROR = Symbol.for("heizoel-marktplatz.app-error");

export interface AppErrorOptions {
  /** A more specific German message than the catalogue's (the status stays the catalogue's). */
  message?: string;
  /** The form field the message belongs to (fieldErrors = { [field]: [message] }). */
  field?: string;
  fieldErrors?: Record<string, string[]>;
}

/** A coded application error: status and default message from the catalogue. */
export class AppError extends Error {
  readonly [APP_ERROR] = true;
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    const message = options.message ?? ERRORS[code].message;
    super(message);
    this.name = "AppError";
    this.statusCode = ERRORS[code].status;
    this.fieldErrors = options.fieldErrors ?? (options.field ? { [options.field]: [message] } : undefined);
  }
}

export function isAppError(err: unknown): err is AppError {
  return typeof err === "object" && err !== null && (err as { [APP_ERROR]?: unknown })[APP_ERROR] === true;
}

/** A coded error the user is meant to read (4xx): its message is shown; anything else is a fault (500). */
export function isClientError(err: unknown): err is AppError {
  return isAppError(err) && err.statusCode >= 400 && err.statusCode < 500;
}

/** The catalogue's message for an HTTP status the framework produced (no code of ours). */
export function messageForStatus(status: number): string {
  switch (status) {
    case 404:
      return ERRORS.NOT_FOUND.message;
    case 413:
      return ERRORS.PAYLOAD_TOO_LARGE.message;
    case 415:
      return ERRORS.UNSUPPORTED_MEDIA_TYPE.message;
    case 429:
      return ERRORS.RATE_LIMITED.message;
    default:
      return status >= 500 ? ERRORS.INTERNAL_ERROR.message : ERRORS.BAD_REQUEST.message;
  }
}

/** What every API error answers (the error handler's body; each route's 4xx response schema). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
