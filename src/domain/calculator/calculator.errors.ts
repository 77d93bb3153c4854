import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The price calculator and its offers (the checkout re-checks an offer with these too).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const CALCULATOR_ERRORS = {
  INVALID_CONFIGURATION: { status: 400, message: "Bitte prüfen Sie Ihre Angaben." },
  INVALID_AMOUNT: { status: 400, message: "Diese Menge ist nicht möglich." },
  ZIPCODE_INV: { status: 400, message: "Die Postleitzahl hat nicht das richtige Format." },
  ZIPCODE_NXT: { status: 400, message: "Diese Postleitzahl gibt es nicht." },
  UNKNOWN_UPSELLING: { status: 400, message: "Unbekannte Upselling-Art." },
  UNKNOWN_PRODUCT_GROUP: { status: 404, message: "Unbekannte Produktgruppe." },
  DEALER_NOT_AVAILABLE: { status: 404, message: "Dieser Händler liefert nicht an Ihre Postleitzahl." },
  OFFER_NOT_AVAILABLE: { status: 409, message: "Dieses Angebot ist nicht mehr verfügbar." },
} as const satisfies ErrorRows;
