/**
 * The one rule for a person's name (decision 0038): every first and last name field — registration,
 * guest, personal data, address book and checkout addresses, dealer staff invitations, the support desk's
 * user edit — is checked by the schemas here. A name starts with a letter of any script and holds
 * letters (with their accents), spaces, dots, apostrophes and hyphens: "Dr. Anne-Marie O'Neill",
 * "Zoë Ünal", "Øster". No markup ("<b>"), no formula ("=HYPERLINK(…)"), no digits. At most 60
 * characters; spaces are trimmed and runs of spaces become one.
 */
import { z } from "zod";

export const PERSON_NAME_MAX = 60;

const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

export type NamePart = "first" | "last";

const INVALID: Record<NamePart, string> = {
  first: "Der Vorname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Leerzeichen, Punkt, Apostroph und Bindestrich enthalten.",
  last: "Der Nachname muss mit einem Buchstaben beginnen und darf nur Buchstaben, Leerzeichen, Punkt, Apostroph und Bindestrich enthalten.",
};
const TOO_LONG = `Höchstens ${PERSON_NAME_MAX} Zeichen.`;

const normalised = (missing?: string) =>
  z
    .string(missing === undefined ? undefined : { error: missing })
    .trim()
    .overwrite((v) => v.replace(/\s+/g, " "));

/** A name that must be given; `missing` is the form's sentence for an empty field ("Bitte geben Sie Ihren Vornamen ein."). */
export function personName(part: NamePart, missing: string) {
  return normalised(missing)
    .min(1, { error: missing, abort: true })
    .max(PERSON_NAME_MAX, { error: TOO_LONG })
    .regex(NAME, { error: INVALID[part] });
}

/** The same rule for a name that may stay empty (the support desk's edit of an account without one). */
export function optionalPersonName(part: NamePart) {
  return normalised()
    .max(PERSON_NAME_MAX, { error: TOO_LONG })
    .refine((v) => v === "" || NAME.test(v), { error: INVALID[part] })
    .default("");
}

/** For checks that are not zod objects (checkAddress): the German message for the value, or null. */
export function personNameProblem(part: NamePart, value: string, missing: string): string | null {
  const result = personName(part, missing).safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}
