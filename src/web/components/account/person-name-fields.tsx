/**
 * The person's titles and name, as the account's forms ask them (registration, guest, her name, an
 * address): one place for their labels, options and autocomplete hints. `value` gives what the field
 * shows (what was typed, else what is stored), `error` its message.
 */
import type { Ref } from "react";
import { TITLE1_LIST, TITLE2_LIST } from "../../../domain/account/account.schemas.ts";
import { SelectField, TextField } from "./form-fields.tsx";

type FieldAccess = {
  value: (name: "Title1" | "Title2" | "FirstName" | "LastName") => string | undefined;
  error: (name: string) => string | undefined;
};

const titleOptions = (list: readonly { Id: string; DisplayName: string }[]) => list.map((t) => ({ value: t.Id, label: t.DisplayName }));

/** Anrede and Titel side by side; `rowRef` lets a dialog focus its first field. */
export function TitleFields({ value, error, rowRef }: FieldAccess & { rowRef?: Ref<HTMLDivElement> }) {
  return (
    <div className="account-form__row account-form__row--2" ref={rowRef}>
      <SelectField
        label="Anrede"
        name="Title1"
        options={titleOptions(TITLE1_LIST)}
        defaultValue={value("Title1")}
        error={error("Title1")}
      />
      <SelectField label="Titel" name="Title2" options={titleOptions(TITLE2_LIST)} defaultValue={value("Title2")} error={error("Title2")} />
    </div>
  );
}

/** Vorname and Nachname side by side. */
export function NameFields({ value, error, required }: FieldAccess & { required?: boolean }) {
  return (
    <div className="account-form__row account-form__row--2">
      <TextField
        label="Vorname"
        name="FirstName"
        autoComplete="given-name"
        required={required}
        defaultValue={value("FirstName")}
        error={error("FirstName")}
      />
      <TextField
        label="Nachname"
        name="LastName"
        autoComplete="family-name"
        required={required}
        defaultValue={value("LastName")}
        error={error("LastName")}
      />
    </div>
  );
}
