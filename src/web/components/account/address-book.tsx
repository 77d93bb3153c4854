/**
 * The address book's card and its add/edit dialog (spec §2 Account), a section of the personal data. Saving
 * and deleting are form actions (decision 0061).
 */
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { COUNTRY_LIST, type Address } from "../../../domain/account/account.schemas.ts";
import { COUNTRY_TEXTS } from "../../../domain/shared/country-texts.ts";
import { Alert, SelectField, TextField } from "./form-fields.tsx";
import { NameFields, TitleFields } from "./person-name-fields.tsx";
import { personalDataForm, useSending } from "./personal-data-intents.ts";
import { fieldError, type FormProblem } from "../../lib/form-problem.ts";

export function AddressCard({ address: a, onEdit, problem }: { address: Address; onEdit: () => void; problem?: FormProblem }) {
  const error = problem?.message;
  const country = COUNTRY_LIST.find((c) => c.Id === a.CountryId)?.DisplayName;
  return (
    <div className="address-card">
      <span className="address-card__type">{a.AddressType === 1 ? "Lieferadresse" : "Rechnungsadresse"}</span>
      <address>
        {[a.Title1, a.Title2, a.FirstName, a.LastName].filter(Boolean).join(" ")}
        <br />
        {a.CompanyName && (
          <>
            {a.CompanyName}
            <br />
          </>
        )}
        {a.Street} {a.HouseNumber}
        <br />
        {a.ZipCode} {a.City}
        {country && (
          <>
            <br />
            {country}
          </>
        )}
      </address>
      {error && <p className="account-field__error">{error}</p>}
      <div className="account-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onEdit}
          aria-label={`Adresse ${a.Street} ${a.HouseNumber} bearbeiten`}
        >
          Bearbeiten
        </button>
        <Form
          method="post"
          action={personalDataForm("adresse-loeschen")}
          // Asked in the browser; without JavaScript the button deletes at once.
          onSubmit={(e) => {
            if (!window.confirm("Möchten Sie diese Adresse wirklich löschen?")) e.preventDefault();
          }}
        >
          <input type="hidden" name="Id" value={a.Id} />
          <button type="submit" className="button button--secondary" aria-label={`Adresse ${a.Street} ${a.HouseNumber} löschen`}>
            Löschen
          </button>
        </Form>
      </div>
    </div>
  );
}

export function AddressDialog({
  address,
  addressType,
  countryId,
  problem,
  onClose,
}: {
  address: Address | null;
  addressType: 0 | 1;
  countryId: number;
  /** The refused post of this dialog: its messages and what was typed. */
  problem?: FormProblem;
  onClose: () => void;
}) {
  const pending = useSending("adresse");
  const firstField = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (firstField.current?.querySelector("select, input") as HTMLElement | null)?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  const typed = (name: keyof Address & string, fallback = "") => problem?.values?.[name] ?? String(address?.[name] ?? fallback);
  const error = (name: string) => fieldError(problem, name);
  const title = `${address ? "Adresse bearbeiten" : addressType === 1 ? "Neue Lieferadresse" : "Neue Rechnungsadresse"}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click beside the dialog closes it; the keyboard closes it with Escape or its close button.
    <div className="account-modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="account-modal" role="dialog" aria-modal="true" aria-labelledby="address-dialog-title">
        <div className="account-modal__head">
          <h2 id="address-dialog-title">{title}</h2>
          <button type="button" className="account-modal__close" aria-label="Schließen" onClick={onClose}>
            ×
          </button>
        </div>
        <Form method="post" action={personalDataForm("adresse")} className="account-form" noValidate>
          <input type="hidden" name="AddressType" value={addressType} />
          {address && <input type="hidden" name="Id" value={address.Id} />}
          {problem?.message && <Alert kind="error">{problem.message}</Alert>}
          <TitleFields rowRef={firstField} value={(n) => typed(n, n === "Title1" ? "Frau" : "")} error={error} />
          <NameFields value={(n) => typed(n)} error={error} />
          <TextField
            label="Firma"
            name="CompanyName"
            autoComplete="organization"
            optional
            defaultValue={typed("CompanyName")}
            error={error("CompanyName")}
          />
          <div className="account-form__row account-form__row--street">
            <TextField
              label={COUNTRY_TEXTS[countryId === 3 ? "ch" : "de"].street}
              name="Street"
              autoComplete="address-line1"
              defaultValue={typed("Street")}
              error={error("Street")}
            />
            <TextField label="Hausnr." name="HouseNumber" defaultValue={typed("HouseNumber")} error={error("HouseNumber")} />
          </div>
          <div className="account-form__row account-form__row--city">
            <TextField
              label="PLZ"
              name="ZipCode"
              inputMode="numeric"
              autoComplete="postal-code"
              defaultValue={typed("ZipCode")}
              error={error("ZipCode")}
            />
            <TextField label="Ort" name="City" autoComplete="address-level2" defaultValue={typed("City")} error={error("City")} />
          </div>
          <div className="account-form__row account-form__row--2">
            <SelectField
              label="Land"
              name="CountryId"
              options={COUNTRY_LIST.map((c) => ({ value: String(c.Id), label: c.DisplayName }))}
              defaultValue={typed("CountryId", String(countryId))}
              error={error("CountryId")}
            />
            <TextField
              label="Telefon"
              name="Phone"
              type="tel"
              autoComplete="tel"
              optional
              defaultValue={typed("Phone")}
              error={error("Phone")}
            />
          </div>
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={pending}>
              Adresse speichern
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Abbrechen
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
