import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Orders: checkout, payment, the order's life and its links (decisions 0025, 0040, 0048).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const ORDERS_ERRORS = {
  PAYMENT_NOT_AVAILABLE: { status: 400, message: "Diese Zahlart ist bei diesem Angebot nicht möglich." },
  PAYMENT_UNKNOWN: { status: 400, message: "Diese Zahlart gibt es nicht. Bitte wählen Sie eine andere Zahlart." },
  PAYMENT_MISMATCH: {
    status: 400,
    message: "Die Zahlart passt nicht zu Ihrem Angebot. Bitte wählen Sie die Zahlart in der Angebotsliste.",
  },
  DELIVERY_WINDOW_INVALID: { status: 400, message: "Bitte prüfen Sie den Lieferzeitraum." },
  DELIVERED_AMOUNT_INVALID: { status: 400, message: "Bitte prüfen Sie die gelieferte Menge." },
  REASON_REQUIRED: { status: 400, message: "Bitte geben Sie einen Grund an." },
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
  CHECKOUT_NOT_FOUND: { status: 404, message: "Diesen Bestellvorgang gibt es nicht." },
  ORDER_NOT_FOUND: { status: 404, message: "Diese Bestellung gibt es nicht." },
  ORDER_DOCUMENT_NOT_FOUND: {
    status: 404,
    message: "Dieses Dokument gibt es zu dieser Bestellung nicht: Lieferschein und Rechnung entstehen erst mit der Lieferung.",
  },
  ALREADY_RATED: { status: 409, message: "Diese Bestellung wurde bereits bewertet. Vielen Dank für Ihre Rückmeldung!" },
  PRICE_CHANGED: { status: 409, message: "Der Preis hat sich geändert. Bitte prüfen Sie den neuen Preis." },
  PAYMENT_REJECTED: { status: 409, message: "Diese Zahlart ist für Ihre Bestellung leider nicht möglich." },
  STEP_NOT_ACCESSIBLE: { status: 409, message: "Bitte füllen Sie zuerst die vorherigen Schritte aus." },
  STEP_NOT_APPLICABLE: { status: 409, message: "Dieser Schritt gehört nicht zu Ihrer Bestellung." },
  CHECKOUT_INCOMPLETE: { status: 409, message: "Bitte vervollständigen Sie zuerst alle Schritte Ihrer Bestellung." },
  CHECKOUT_CLOSED: {
    status: 409,
    message: "Diese Bestellung wurde bereits abgeschickt. Ihre Bestellbestätigung finden Sie in Ihrem Postfach.",
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
  ORDER_LINK_REQUESTS_LIMITED: {
    status: 429,
    message:
      "Sie haben in kurzer Zeit zu viele Links angefordert. Bitte versuchen Sie es in einer Stunde erneut oder rufen Sie unseren Kundenservice an.",
  },
} as const satisfies ErrorRows;
