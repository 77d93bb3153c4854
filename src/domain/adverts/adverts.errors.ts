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
} as const satisfies ErrorRows;
