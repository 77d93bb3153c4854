/** Her name, titles and phone (spec §2 Account), a section of the personal data; a form action (decision 0061). */
import { useEffect } from "react";
import { Form } from "react-router";
import type { BaseDataView } from "../../../domain/account/base-data.types.ts";
import { Alert, TextField } from "./form-fields.tsx";
import { NameFields, TitleFields } from "./person-name-fields.tsx";
import { personalDataForm, useSending } from "./personal-data-intents.ts";
import { useSession } from "../session/session-provider.tsx";
import { fieldError, type FormProblem } from "../../lib/form-problem.ts";

export function NameSection({ data, problem, saved }: { data: BaseDataView; problem?: FormProblem; saved: boolean }) {
  const session = useSession();
  const pending = useSending("name");
  useEffect(() => {
    // The name in the header comes from the stored token: renew it for the new claims (the action renewed the cookie's).
    if (saved) void session.refreshNow();
  }, [saved, session.refreshNow]);
  const value = (name: keyof BaseDataView & string) => problem?.values?.[name] ?? String(data[name] ?? "");
  const error = (name: string) => fieldError(problem, name);
  return (
    <section className="account-card" aria-labelledby="name-title">
      <h2 id="name-title">Name und Kontakt</h2>
      <Form method="post" action={personalDataForm("name")} className="account-form" noValidate>
        {problem?.message && <Alert kind="error">{problem.message}</Alert>}
        {saved && <Alert kind="success">Ihre Daten wurden gespeichert.</Alert>}
        <TitleFields value={value} error={error} />
        <NameFields value={value} error={error} />
        <TextField
          label="Telefon"
          name="Phone"
          type="tel"
          autoComplete="tel"
          optional
          defaultValue={value("Phone")}
          error={error("Phone")}
        />
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            Speichern
          </button>
        </div>
      </Form>
    </section>
  );
}
