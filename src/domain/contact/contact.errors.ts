import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Contact requests (decision 0042).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const CONTACT_ERRORS = {
  // The spam gate's refusal names its reason (spam-gate.ts).
  CONTACT_GATE_FAILED: {
    status: 400,
    message: "Der Spamschutz konnte Ihre Anfrage nicht prüfen. Bitte laden Sie die Seite neu und senden Sie das Formular noch einmal.",
  },
  CONTACT_EMAIL_REQUIRED: { status: 400, message: "Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Ihnen antworten können." },
  CONTACT_ASSIGNEE_INVALID: {
    status: 400,
    message: "Diese Person gehört zu keinem Support-Team und kann Kontaktanfragen nicht bearbeiten.",
  },
  CONTACT_REQUEST_NOT_FOUND: { status: 404, message: "Diese Kontaktanfrage gibt es nicht." },
  CONTACT_REQUEST_CLOSED: {
    status: 409,
    message: "Diese Anfrage ist geschlossen. Eine neue Frage der Absenderin bzw. des Absenders kommt als neue Anfrage.",
  },
  CONTACT_GATE_USED: {
    status: 409,
    message: "Dieses Formular wurde bereits gesendet. Bitte laden Sie die Seite neu, wenn Sie uns noch einmal schreiben möchten.",
  },
  CONTACT_RATE_LIMITED: {
    status: 429,
    message:
      "Sie haben uns in der letzten Stunde schon mehrere Nachrichten geschickt. Bitte warten Sie eine Stunde, bevor Sie uns erneut schreiben, oder rufen Sie uns an.",
  },
} as const satisfies ErrorRows;
