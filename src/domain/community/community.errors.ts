import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The community (decision 0069).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const COMMUNITY_ERRORS = {
  COMMUNITY_LOGIN_REQUIRED: { status: 401, message: "Bitte melden Sie sich an, um in der Community zu schreiben." },
  COMMUNITY_GUEST_NOT_ALLOWED: {
    status: 403,
    message: "Mit einem Gastzugang können Sie in der Community nicht schreiben. Bitte legen Sie ein Kundenkonto an.",
  },
  COMMUNITY_GUIDELINES_NOT_ACCEPTED: {
    status: 403,
    message: "Bitte lesen und akzeptieren Sie zuerst die aktuellen Nutzungsbedingungen der Community.",
  },
  COMMUNITY_GUIDELINES_OUTDATED: {
    status: 409,
    message: "Die Nutzungsbedingungen wurden inzwischen geändert. Bitte lesen Sie die aktuelle Fassung und akzeptieren Sie diese.",
  },
  COMMUNITY_NOT_YOUR_POST: { status: 403, message: "Sie können nur Ihre eigenen Beiträge bearbeiten oder löschen." },
  COMMUNITY_EDIT_WINDOW_OVER: {
    status: 409,
    message: "Ein Beitrag kann nur in den ersten 15 Minuten nach dem Schreiben bearbeitet werden.",
  },
  COMMUNITY_POST_NOT_FOUND: { status: 404, message: "Diesen Beitrag gibt es nicht oder nicht mehr." },
  COMMUNITY_PARENT_UNAVAILABLE: {
    status: 409,
    message: "Auf diesen Beitrag kann nicht geantwortet werden: Er ist ausgeblendet oder gelöscht.",
  },
  COMMUNITY_REPLY_TO_REPLY: {
    status: 400,
    message: "Antworten hängen am ersten Beitrag eines Themas. Bitte antworten Sie dort und nennen Sie, auf wen Sie sich beziehen.",
  },
  COMMUNITY_TITLE_REQUIRED: { status: 400, message: "Bitte geben Sie Ihrem Beitrag einen Titel." },
  COMMUNITY_DUPLICATE_POST: {
    status: 409,
    message: "Diesen Beitrag haben Sie gerade eben schon gesendet. Bitte warten Sie eine Minute, bevor Sie denselben Text erneut senden.",
  },
  COMMUNITY_TOO_MANY_LINKS: {
    status: 400,
    message: "In den ersten sieben Tagen nach der Anmeldung darf ein Beitrag höchstens zwei Links enthalten.",
  },
  COMMUNITY_DAILY_LIMIT: {
    status: 429,
    message:
      "In den ersten sieben Tagen nach der Anmeldung können Sie höchstens drei Beiträge am Tag schreiben. Bitte versuchen Sie es morgen wieder.",
  },
  COMMUNITY_OWN_POST_HELPFUL: { status: 409, message: "Ihren eigenen Beitrag können Sie nicht als hilfreich markieren." },
  COMMUNITY_REPORT_EMAIL_REQUIRED: {
    status: 400,
    message: "Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Sie über das Ergebnis der Prüfung informieren können.",
  },
  COMMUNITY_ALREADY_REPORTED: { status: 409, message: "Sie haben diesen Beitrag bereits gemeldet. Wir prüfen ihn." },
} as const satisfies ErrorRows;
