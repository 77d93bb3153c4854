/**
 * Prompts (decision 0066): the product's editable text templates — the variable paragraphs of its mails —
 * each with the placeholders it may use. The list is code (a prompt is only useful where the product
 * reads it); the texts are the editors'. A prompt without a saved text uses its default.
 */
export interface PromptDefinition {
  id: string;
  label: string;
  /** Where the text appears, for the editor's list. */
  usedIn: string;
  defaultText: string;
  /** The placeholders this prompt may contain, each with the example the preview fills in. */
  placeholders: Readonly<Record<string, string>>;
}

const ORDER = { Vorname: "Erika", Nachname: "Mustermann", Bestellnummer: "HM-2026-000123", Händler: "Heizöl Huber GmbH" } as const;

export const PROMPTS = [
  {
    id: "bestellung-eingang",
    label: "Bestellbestätigung: Einleitung",
    usedIn: "E-Mail „Ihre Bestellung … beim Heizöl-Marktplatz“ an die Kundin oder den Kunden, erster Absatz",
    defaultText: "vielen Dank für Ihre Bestellung beim Heizöl-Marktplatz. Wir haben sie an {Händler} weitergegeben.",
    placeholders: ORDER,
  },
  {
    id: "bestellung-naechste-schritte",
    label: "Bestellbestätigung: Wie geht es weiter?",
    usedIn: "E-Mail „Ihre Bestellung … beim Heizöl-Marktplatz“, erster Absatz unter „Wie geht es weiter?“",
    defaultText:
      "{Händler} bestätigt Ihre Bestellung mit einem Liefertermin; dazu erhalten Sie eine weitere E-Mail. Bitte sorgen Sie dafür, dass der Tankwagen die Lieferstelle erreichen kann.",
    placeholders: ORDER,
  },
] as const satisfies readonly PromptDefinition[];

export type PromptId = (typeof PROMPTS)[number]["id"];
export const PROMPT_TEXT_MAX = 2000;

export const promptById = (id: string): PromptDefinition | undefined => PROMPTS.find((p) => p.id === id);

const TOKEN = /\{([^{}]*)\}/g;

/** What is wrong with a text for this prompt, in German; null when it may be saved. */
export function promptProblem(def: PromptDefinition, text: string): string | null {
  if (text.trim() === "") return "Bitte geben Sie einen Text ein oder setzen Sie ihn auf den Standard zurück.";
  if (text.length > PROMPT_TEXT_MAX) return `Der Text darf höchstens ${PROMPT_TEXT_MAX} Zeichen lang sein.`;
  const stripped = text.replace(TOKEN, "");
  if (/[{}]/.test(stripped)) return "Eine geschweifte Klammer ist nicht geschlossen. Platzhalter stehen so im Text: {Vorname}.";
  const unknown = [...text.matchAll(TOKEN)].map((m) => m[1]).filter((name) => !Object.hasOwn(def.placeholders, name));
  if (unknown.length > 0) {
    const allowed = Object.keys(def.placeholders)
      .map((p) => `{${p}}`)
      .join(", ");
    const names = [...new Set(unknown)].map((n) => `{${n}}`).join(", ");
    return `${unknown.length === 1 ? "Den Platzhalter" : "Die Platzhalter"} ${names} gibt es hier nicht. Erlaubt sind: ${allowed}.`;
  }
  return null;
}

/** The text with its placeholders filled; a placeholder without a value stays empty, never "{…}" in a mail. */
export function fillPrompt(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(TOKEN, (_m, name: string) => values[name] ?? "");
}
