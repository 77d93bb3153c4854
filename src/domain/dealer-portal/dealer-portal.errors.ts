import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The dealer portal: its settings and its team (decisions 0026, 0027).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const DEALER_PORTAL_ERRORS = {
  // Settings (decision 0027).
  PRICE_LIST_INVALID: { status: 400, message: "Die Preisliste enthält Fehler. Es wurde nichts gespeichert." },
  DELIVERY_AREA_INVALID: { status: 400, message: "Bitte prüfen Sie das Liefergebiet. Es wurde nichts gespeichert." },
  // The dealer portal (decision 0026): a DEALER login without a dealer (e.g. an ADMIN), and staff on admin pages.
  DEALER_NOT_LINKED: { status: 403, message: "Ihr Konto ist keinem Händler zugeordnet." },
  DEALER_ADMIN_ONLY: {
    status: 403,
    message: "Preise, Liefergebiete, Konditionen und Mitarbeiter können nur Administratoren Ihres Händlerkontos ändern.",
  },
  BRANCH_NOT_FOUND: { status: 404, message: "Diese Filiale gibt es nicht." },
  STAFF_NOT_FOUND: { status: 404, message: "Dieses Mitarbeiterkonto gibt es nicht." },
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
} as const satisfies ErrorRows;
