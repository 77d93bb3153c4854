/**
 * The personal data page's forms and notices (decision 0061), shared by the sections and their action: each
 * form posts to the page with its `?aktion=`, so the page form limits count each form as its API route counts
 * it (src/server/plugins/page-form-limit.ts).
 */
import { useNavigation } from "react-router";
import type { FormProblem } from "../../lib/form-problem.ts";

export const PERSONAL_DATA_NOTICES = [
  "daten",
  "adresse",
  "adresse-entfernt",
  "email",
  "kennwort",
  "benachrichtigungen-an",
  "benachrichtigungen-aus",
  "benachrichtigungen-bestaetigen",
] as const;
export type PersonalDataNotice = (typeof PERSONAL_DATA_NOTICES)[number];

export type PersonalDataIntent = "name" | "adresse" | "adresse-loeschen" | "email" | "kennwort" | "benachrichtigungen";

/** A refused form of the page: which form it was, so only that one shows it. */
export type PersonalDataProblem = FormProblem & { intent: string };

/** A form's `action`: the page itself with the form's intent. */
export const personalDataForm = (intent: PersonalDataIntent) => `?aktion=${intent}`;

/** The intent of a post to the page (its `?aktion=`), or null. */
export function intentOf(url: string | undefined | null): string | null {
  return url ? new URL(url, "http://x").searchParams.get("aktion") : null;
}

/** Whether the form of `intent` is being sent (its button waits). */
export function useSending(intent: PersonalDataIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && intentOf(navigation.formAction) === intent;
}
