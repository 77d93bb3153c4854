import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Tank monitoring (decision 0030).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const MEX_ERRORS = {
  DEVICE_SIGNATURE_INVALID: { status: 401, message: "Die Signatur der Messung passt nicht zu diesem Gerät." },
  MEX_TOKEN_INVALID: { status: 401, message: "Bitte geben Sie einen gültigen Zugangsschlüssel an." },
  // Another customer's sensor or tank answers like a missing one.
  SENSOR_NOT_FOUND: { status: 404, message: "Diesen Sensor gibt es nicht (mehr)." },
  TANK_NOT_FOUND: { status: 404, message: "Diesen Tank gibt es nicht (mehr)." },
  DEVICE_PAIRING_FAILED: {
    status: 404,
    message: "Gerätekennung und Kopplungscode passen nicht zusammen. Bitte prüfen Sie beide Angaben auf dem Aufkleber des Sensors.",
  },
  MEX_TOKEN_NOT_FOUND: { status: 404, message: "Diesen Zugangsschlüssel gibt es nicht (mehr)." },
  DEVICE_TAKEN: {
    status: 409,
    message:
      "Dieser Sensor ist bereits mit einem Kundenkonto verbunden. Wenn Sie ihn übernommen haben, muss er dort zuerst entfernt werden.",
  },
  CALIBRATION_NEEDS_READING: {
    status: 409,
    message:
      "Für den Abgleich brauchen wir zuerst eine Messung des Sensors. Bitte warten Sie, bis der Sensor seinen ersten Messwert geschickt hat.",
  },
} as const satisfies ErrorRows;
