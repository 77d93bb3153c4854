import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Adverts (decision 0068).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const ADVERTS_ERRORS = {
  ADVERT_SLOT_NOT_FOUND: { status: 404, message: "Diesen Werbeplatz gibt es nicht." },
  ADVERT_NOT_FOUND: { status: 404, message: "Diese Anzeige gibt es nicht." },
  ADVERT_STYLESHEET_NOT_FOUND: { status: 404, message: "Dieses Stylesheet einer Anzeige gibt es nicht." },
  ADVERT_CLICK_INVALID: { status: 404, message: "Dieser Anzeigen-Link ist ungültig oder die Anzeige läuft nicht mehr." },
  ADVERT_CAMPAIGN_NOT_FOUND: { status: 404, message: "Diese Kampagne gibt es nicht." },
  ADVERT_WEIGHT_INVALID: { status: 400, message: "Die Gewichtung muss eine positive ganze Zahl sein." },
  ADVERT_CSS_REFUSED: {
    status: 400,
    message:
      "Das Stylesheet lädt Inhalte von anderen Servern (@import oder url() mit fremder Adresse). Bitte verwenden Sie nur Bilder aus der Mediathek.",
  },
  ADVERT_CAMPAIGN_DATES_INVALID: { status: 400, message: "Das Ende der Kampagne darf nicht vor ihrem Beginn liegen." },
  ADVERT_EMPTY: { status: 400, message: "Die Anzeige hat keinen sichtbaren Inhalt. Bitte geben Sie für jede Variante HTML ein." },
  ADVERT_IN_USE: {
    status: 409,
    message:
      "Diese Anzeige läuft noch in einer aktiven Kampagne. Pausieren oder beenden Sie die Kampagne oder nehmen Sie die Anzeige dort heraus; dann können Sie sie löschen.",
  },
  ADVERT_CAMPAIGN_RUNNING: {
    status: 409,
    message: "Eine laufende Kampagne kann nicht gelöscht werden. Pausieren oder beenden Sie sie zuerst.",
  },
  ADVERT_SLOT_IN_USE: {
    status: 409,
    message: "In diesem Werbeplatz stehen noch Anzeigen von Kampagnen. Nehmen Sie sie dort heraus; dann können Sie ihn löschen.",
  },
  ADVERT_SLOT_TAKEN: { status: 409, message: "Diesen Werbeplatz gibt es für dieses Land schon." },
  ADVERT_ITEM_COUNTRY: {
    status: 400,
    message: "Ein gewählter Werbeplatz gehört zu einem Land, in dem die Kampagne nicht läuft. Bitte wählen Sie das Land mit aus.",
  },
  ADVERT_REPORT_PERIOD_INVALID: {
    status: 400,
    message: "Bitte wählen Sie einen Zeitraum von höchstens einem Jahr, dessen Ende nicht vor seinem Beginn liegt.",
  },
} as const satisfies ErrorRows;
