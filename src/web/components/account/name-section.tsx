/** Her name, titles and phone (spec §2 Account), a section of the personal data; a form action (decision 0061). */
import { useEffect } from "react";
import { Form } from "react-router";
import { TITLE1_LIST, TITLE2_LIST } from "../../../domain/account/account.schemas.ts";
import type { BaseDataView } from "../../../domain/account/base-data.types.ts";
import { Alert, SelectField, TextField } from "./form-fields.tsx";
import { personalDataForm, useSending } from "./personal-data-intents.ts";
import { useSession } from "../session/session-provider.tsx";
import { fieldError, type FormProblem } from "../../lib/form-problem.ts";

export const titleOptions = (list: readonly { Id: string; DisplayName: string }[]) =>
  list.map((t) => ({ value: t.Id, label: t.DisplayName }));

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
        <div className="account-form__row account-form__row--2">
          <SelectField
            label="Anrede"
            name="Title1"
            options={titleOptions(TITLE1_LIST)}
            defaultValue={value("Title1")}
            error={error("Title1")}
          />
          <SelectField
            label="Titel"
            name="Title2"
            options={titleOptions(TITLE2_LIST)}
            defaultValue={value("Title2")}
            error={error("Title2")}
          />
        </div>
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Vorname"
            name="FirstName"
            autoComplete="given-name"
            defaultValue={value("FirstName")}
            error={error("FirstName")}
          />
          <TextField
            label="Nachname"
            name="LastName"
            autoComplete="family-name"
            defaultValue={value("LastName")}
            error={error("LastName")}
          />
        </div>
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
