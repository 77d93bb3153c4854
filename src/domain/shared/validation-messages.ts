import { z } from "zod";

/**
 * German validation messages for every zod schema, server and browser (decision 0017). A schema's own
 * message always wins; missing fields, wrong types and number or length bounds get our wording (the
 * API's field errors name them this way); every other issue gets zod's German locale.
 */
export function configureGermanValidation(): void {
  z.config(z.locales.de());
  z.config({ customError: ourMessage });
}

type Issue = Parameters<NonNullable<z.core.$ZodConfig["customError"]>>[0];

function ourMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return issue.expected === "undefined" ? undefined : "Dieses Feld fehlt.";
      return issue.expected === "undefined" ? "Dieses Feld ist nicht erlaubt." : `Erwartet wird ${typeName(issue.expected)}.`;
    case "too_small":
      return issue.origin === "array" || issue.origin === "string"
        ? `Mindestens ${issue.minimum} Einträge bzw. Zeichen erforderlich.`
        : issue.inclusive === false
          ? `Der Wert muss größer als ${issue.minimum} sein.`
          : `Der Wert muss mindestens ${issue.minimum} sein.`;
    case "too_big":
      return issue.origin === "array" || issue.origin === "string"
        ? `Höchstens ${issue.maximum} Einträge bzw. Zeichen erlaubt.`
        : issue.inclusive === false
          ? `Der Wert muss kleiner als ${issue.maximum} sein.`
          : `Der Wert darf höchstens ${issue.maximum} sein.`;
    default:
      return undefined;
  }
}

function typeName(expected: string | undefined): string {
  switch (expected) {
    case "number":
    case "int":
      return "eine Zahl";
    case "string":
      return "ein Text";
    case "boolean":
      return "ein Wahrheitswert";
    case "array":
      return "eine Liste";
    case "object":
      return "ein Objekt";
    default:
      return "ein anderer Wert";
  }
}
