/**
 * Site texts (decision 0067): the short texts that stand on many pages — the footer's help line, the home
 * page's lead and first-order hint, the info center's intro, the price pages' hint box. Each is a slot of
 * the platform (decision 0059) under its key; the CMS fills it. The list is code (a text only matters where
 * a page shows its slot); the words are the editors', for all sites or one country, else the default here.
 *
 * A text is written in the body's plain-text form (body-doc.ts): paragraphs, "- " lists, "> " a hint box,
 * "**fett**" and "[Linktext](/pfad)".
 */
import type { CountryCode, Locale } from "../shared/countries.ts";
import { bodyReferences, plainTextToBody } from "./body-doc.ts";
import { isAllowedHref } from "./body-clean.ts";

export interface SiteTextDefinition {
  /** The slot's name: pages name it in their route handle and show it with <Slot name>. */
  key: string;
  label: string;
  /** Where the text appears, for the editor's list. */
  usedIn: string;
  /** The product's own wording for a site. */
  defaultText: (locale: Pick<Locale, "code" | "countryNameWithArticle">) => string;
}

export const SITE_TEXTS = [
  {
    key: "fusszeile-hilfe",
    label: "Fußzeile: Hilfe & Kontakt",
    usedIn: "Fußzeile jeder Seite, über den Telefonnummern",
    defaultText: () =>
      "Fragen zu Preisen oder zu Ihrer Bestellung? Wir sind montags bis freitags von 8 bis 18 Uhr für Sie da, schriftlich jederzeit über das [Kontaktformular](/kontakt).",
  },
  {
    key: "start-einleitung",
    label: "Startseite: Einleitung",
    usedIn: "Startseite, unter der Überschrift",
    defaultText: (l) =>
      `Postleitzahl und Menge eingeben, Angebote ${l.countryNameWithArticle} vergleichen und in wenigen Schritten bestellen.`,
  },
  {
    key: "start-erstbestellung",
    label: "Startseite: Hinweis für die erste Bestellung",
    usedIn: "Startseite, unter dem Preisrechner",
    defaultText: () => "Zum ersten Mal bestellen? [Der Angebotsassistent hilft Schritt für Schritt.](/heizoel/angebotsassistent)",
  },
  {
    key: "info-center-einleitung",
    label: "Info-Center: Einleitung",
    usedIn: "Info-Center, unter der Überschrift",
    defaultText: () => "Ratgeber rund um Heizöl, Holzpellets und Ihren Tank.",
  },
  {
    key: "preise-hinweis",
    label: "Preisseiten: Hinweiskasten",
    usedIn: "Heizölpreise des Landes, der Bundesländer bzw. Kantone und der Orte, unter dem Preisverlauf",
    defaultText: () =>
      "> **Tipp:** Der [Preiswecker](/preiswecker) schreibt Ihnen, sobald Heizöl an Ihrer Postleitzahl den Preis erreicht, den Sie sich wünschen.",
  },
] as const satisfies readonly SiteTextDefinition[];

export type SiteTextKey = (typeof SITE_TEXTS)[number]["key"];
export const SITE_TEXT_MAX = 1000;

export const siteTextByKey = (key: string): SiteTextDefinition | undefined => SITE_TEXTS.find((t) => t.key === key);

/** Which text a site shows: its own, else the one for all sites; null = the default. */
export type SiteTextValues = { all: string | null } & Record<CountryCode, string | null>;
export const NO_SITE_TEXT_VALUES: SiteTextValues = { all: null, de: null, at: null, ch: null };

export function siteTextFor(def: SiteTextDefinition, values: SiteTextValues, locale: Pick<Locale, "code" | "countryNameWithArticle">) {
  return values[locale.code] ?? values.all ?? def.defaultText(locale);
}

/** What is wrong with a text, in German; null when it may be saved. Links go only where a page's may. */
export function siteTextProblem(text: string): string | null {
  if (text.trim() === "") return "Bitte geben Sie einen Text ein oder lassen Sie das Feld leer, damit der Standard gilt.";
  if (text.length > SITE_TEXT_MAX) return `Der Text darf höchstens ${SITE_TEXT_MAX} Zeichen lang sein.`;
  const bad = bodyReferences(plainTextToBody(text)).links.filter((href) => !isAllowedHref(href));
  if (bad.length > 0)
    return `Der Link „${bad[0]}“ ist nicht erlaubt. Links führen auf eine Seite des Marktplatzes (/pfad), eine Website (https://…), eine E-Mail-Adresse (mailto:) oder eine Telefonnummer (tel:).`;
  return null;
}
