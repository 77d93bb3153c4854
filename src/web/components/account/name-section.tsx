/** Her name, titles and phone (spec §2 Account), a section of the personal data. */
import { useState } from "react";
import { personalDataSchema, TITLE1_LIST, TITLE2_LIST } from "../../../domain/account/account.schemas.ts";
import type { BaseDataView } from "../../../domain/account/base-data.types.ts";
import { Alert, formValues, SelectField, TextField } from "./form-fields.tsx";
import { useApiForm } from "./use-api-form.ts";
import { useSession } from "../session/session-provider.tsx";
import { apiPut } from "../../lib/api.ts";

export const titleOptions = (list: readonly { Id: string; DisplayName: string }[]) =>
  list.map((t) => ({ value: t.Id, label: t.DisplayName }));

export function NameSection({ data }: { data: BaseDataView }) {
  const form = useApiForm();
  const session = useSession();
  const [saved, setSaved] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    const v = formValues(e.currentTarget);
    const answer = await form.submit(personalDataSchema, v, (body) => apiPut("/api/jwt/konto/persoenliche-daten", body));
    if (!answer) return;
    setSaved(true);
    // The name in the header comes from the token: renew it for the new claims.
    await session.refreshNow();
  }
  return (
    <section className="account-card" aria-labelledby="name-title">
      <h2 id="name-title">Name und Kontakt</h2>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {form.message && <Alert kind="error">{form.message}</Alert>}
        {saved && <Alert kind="success">Ihre Daten wurden gespeichert.</Alert>}
        <div className="account-form__row account-form__row--2">
          <SelectField
            label="Anrede"
            name="Title1"
            options={titleOptions(TITLE1_LIST)}
            defaultValue={data.Title1}
            error={form.errors.Title1}
          />
          <SelectField
            label="Titel"
            name="Title2"
            options={titleOptions(TITLE2_LIST)}
            defaultValue={data.Title2}
            error={form.errors.Title2}
          />
        </div>
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Vorname"
            name="FirstName"
            autoComplete="given-name"
            defaultValue={data.FirstName}
            error={form.errors.FirstName}
          />
          <TextField
            label="Nachname"
            name="LastName"
            autoComplete="family-name"
            defaultValue={data.LastName}
            error={form.errors.LastName}
          />
        </div>
        <TextField
          label="Telefon"
          name="Phone"
          type="tel"
          autoComplete="tel"
          optional
          defaultValue={data.Phone}
          error={form.errors.Phone}
        />
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Speichern
          </button>
        </div>
      </form>
    </section>
  );
}
