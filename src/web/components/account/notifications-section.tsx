/**
 * Her e-mail notifications (spec §2 Account), a section of the personal data: a form action (decision 0061)
 * that the box sends as soon as it changes; without JavaScript its button sends it.
 */
import { Form, useNavigation, useSubmit } from "react-router";
import { Alert } from "./form-fields.tsx";
import type { FormProblem } from "../../lib/form-problem.ts";
import { personalDataForm, useSending, type PersonalDataNotice } from "./personal-data-intents.ts";

const NOTES: Partial<Record<PersonalDataNotice, string>> = {
  "benachrichtigungen-bestaetigen":
    "Bitte bestätigen Sie die Benachrichtigungen über den Link, den wir Ihnen soeben per E-Mail geschickt haben.",
  "benachrichtigungen-an": "Benachrichtigungen sind aktiviert.",
  "benachrichtigungen-aus": "Benachrichtigungen sind abbestellt.",
};

export function NotificationsSection({
  confirmed,
  problem,
  notice,
}: {
  confirmed: boolean;
  problem?: FormProblem;
  notice: PersonalDataNotice | null;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const sending = useSending("benachrichtigungen");
  // Asked for and not yet confirmed counts as on, as the box was set (the mail's link confirms it).
  const on = sending
    ? navigation.formData?.get("Enabled") === "on"
    : notice === "benachrichtigungen-bestaetigen" ||
      notice === "benachrichtigungen-an" ||
      (notice !== "benachrichtigungen-aus" && confirmed);
  const note = notice ? NOTES[notice] : undefined;
  return (
    <section className="account-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Benachrichtigungen</h2>
      {problem?.message && <Alert kind="error">{problem.message}</Alert>}
      {note && <Alert kind="info">{note}</Alert>}
      <Form method="post" action={personalDataForm("benachrichtigungen")} key={String(on)}>
        <label className="account-check">
          <input
            type="checkbox"
            name="Enabled"
            defaultChecked={on}
            disabled={sending}
            onChange={(e) =>
              submit(e.currentTarget.form, { method: "post", action: personalDataForm("benachrichtigungen"), preventScrollReset: true })
            }
          />
          <span>Preis-Benachrichtigungen und Neuigkeiten per E-Mail erhalten</span>
        </label>
        <noscript>
          <button type="submit" className="button button--secondary">
            Speichern
          </button>
        </noscript>
      </Form>
    </section>
  );
}
