import type { ErrorRows } from "./error-rows.ts";

/** The rows no single area owns: input, who is asking, the HTTP edge, limits and faults (decision 0017). */
export const GENERIC_ERRORS = {
  // Input (400)
  VALIDATION_ERROR: { status: 400, message: "Ungültige Eingabe." },
  INVALID_COUNTRY: { status: 400, message: "Unbekanntes Land." },
  INVALID_PAGING: { status: 400, message: "Ungültige Seite." },
  INVALID_JSON: { status: 400, message: "Die Anfrage enthält kein gültiges JSON." },
  BAD_REQUEST: { status: 400, message: "Die Anfrage ist ungültig." },
  UNKNOWN_PRODUCT: { status: 400, message: "Dieses Produkt gibt es in diesem Land nicht." },
  LINK_INVALID: { status: 400, message: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an." },
  // Uploads (decision 0057): the use's limit and formats are named in the message (domain/files/file-uses.ts).
  FILE_TOO_LARGE: { status: 413, message: "Die Datei ist zu groß." },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: "Diese Datei hat kein erlaubtes Format." },
  FILE_MISSING: { status: 400, message: "Bitte wählen Sie eine Datei aus." },
  FILE_UNREADABLE: { status: 400, message: "Die Datei ist beschädigt oder kann nicht gelesen werden." },
  // Who is asking (401, 403)
  UNAUTHORIZED: { status: 401, message: "Bitte melden Sie sich an." },
  FORBIDDEN: { status: 403, message: "Leider haben Sie keinen Zugang zu dieser Seite." },
  CSRF_FAILED: { status: 403, message: "Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu." },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: "Die Anfrage kam nicht von unserer Seite und wurde abgelehnt. Bitte laden Sie die Seite neu.",
  },
  // Not there (404)
  NOT_FOUND: { status: 404, message: "Nicht gefunden." },
  API_NOT_FOUND: { status: 404, message: "Diese Schnittstelle gibt es nicht." },
  UNKNOWN_COUNTRY: { status: 404, message: "Unbekanntes Land." },
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
  RATE_LIMITED: { status: 429, message: "Zu viele Anfragen. Bitte warten Sie einen Moment." },
  // A write route's limit per user (decision 0058); the call names the wait (domain/limits/wait-text.ts).
  WRITE_RATE_LIMITED: { status: 429, message: "Sie haben in kurzer Zeit zu viel gesendet. Bitte warten Sie einen Moment." },
  INTERNAL_ERROR: { status: 500, message: "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut." },
} as const satisfies ErrorRows;
