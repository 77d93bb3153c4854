/** German UI texts used across the app, as the spec words them (one place for texts). */
import type { AmountRules } from "./catalog.ts";
import { INSTALLMENT_MONTHS } from "../calculator/calculator-options.ts";
import type { Locale } from "./countries.ts";
import { formatQuantity } from "./format.ts";
import { TIMINGS } from "./spec-constants.ts";

// Spec §2 "Error page and layouts".
export const ERROR_TEXTS = {
  404: {
    title: "Die angeforderte Seite existiert nicht...",
    advice: "Bitte nutzen Sie die Navigation, um zur gewünschten Seite zu gelangen.",
  },
  401: { title: "Leider haben Sie keinen Zugang zu dieser Seite." },
  other: {
    title: "Da ist leider etwas schiefgelaufen...",
    advice: "Unsere Techniker wurden bereits informiert.",
  },
  homeButton: "Startseite",
} as const;

// Spec §2 toasts.
export const TOASTS = {
  sessionExpired: { text: "Anmeldesitzung abgelaufen. Sie wurden automatisch abgemeldet.", type: "warning" },
  loggedOut: { text: "Erfolgreich abgemeldet", type: "success", hideAfterMs: TIMINGS.toastHideMs },
} as const;

// Spec §2 "Simple calculator bar".
export const CALC_BAR = {
  zipLabel: "PLZ",
  amountLabel: "Liter",
  start: "Preise vergleichen",
  settingsHeatingOil: "Heizöl-Einstellungen",
  settingsDiesel: "Diesel-Einstellungen",
  otherCountryHint: (countryWithArticle: string, otherCountries: string) =>
    `Die Postleitzahl ist ${countryWithArticle} nicht gültig oder wurde nicht gefunden. Meinten Sie eine Postleitzahl in ${otherCountries.replace("Schweiz", "der Schweiz")}?`,
};

// Spec §5 amount limits: one wording for the calculator bar, the offer list, the assistant and the calculation.
export function amountLimitMessage(limit: "min" | "max", rules: Pick<AmountRules, "min" | "max" | "unitLabel">, locale: Locale): string {
  return limit === "min"
    ? `Die Mindestmenge beträgt ${formatQuantity(rules.min, locale)} ${rules.unitLabel}.`
    : `Die Höchstmenge beträgt ${formatQuantity(rules.max, locale)} ${rules.unitLabel}.`;
}

export function minPerStationMessage(rules: Pick<AmountRules, "minPerStation" | "unitLabel">, locale: Locale): string {
  return `Pro Lieferstelle sind mindestens ${formatQuantity(rules.minPerStation, locale)} ${rules.unitLabel} nötig.`;
}

export const CASH_ON_DELIVERY_HINT = "Sie bezahlen bei der Lieferung bar oder mit EC-Karte.";

export const NO_DEALERS_LISTED = "Hier sind derzeit keine Händler eingetragen.";

/** "6, 12, 24 oder 36": the installment terms as the messages of the calculation, payment step and provider name them. */
export const INSTALLMENT_TERMS_TEXT = `${INSTALLMENT_MONTHS.slice(0, -1).join(", ")} oder ${INSTALLMENT_MONTHS.at(-1)}`;
