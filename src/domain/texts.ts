/** German UI texts used across the app, as the spec words them (one place for texts). */

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
  loggedOut: { text: "Erfolgreich abgemeldet", type: "success", hideAfterMs: 5000 },
} as const;

// Spec §9 timings.
export const TIMINGS = {
  sessionCheckMs: 5000,
  sessionRenewMs: 300000,
  tokenRefreshWindowS: 300,
  tokenRefreshJitterS: 119,
  inputDebounceMs: 1500,
  guideAdvanceMs: 1500,
  checkoutRedirectMs: 5000,
  toastHideMs: 5000,
  bridgeTimeoutMs: 5000,
  bridgeLongTimeoutMs: 60000,
  consentChecks: 30,
  consentIntervalMs: 100,
  zipCheckCacheMs: 172800000,
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
