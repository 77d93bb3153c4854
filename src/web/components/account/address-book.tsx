/** The address book's card and its add/edit dialog (spec §2 Account), a section of the personal data. */
import { useEffect, useRef, useState } from "react";
import { addressSchema, COUNTRY_LIST, TITLE1_LIST, TITLE2_LIST, type Address } from "../../../domain/account/account.schemas.ts";
import { COUNTRY_TEXTS } from "../../../domain/shared/country-texts.ts";
import { Alert, formValues, SelectField, TextField } from "./form-fields.tsx";
import { titleOptions } from "./name-section.tsx";
import { useApiForm } from "./use-api-form.ts";
import { apiDelete, apiPost, apiPut, ApiError } from "../../lib/api.ts";

export function AddressCard({ address: a, onEdit, onDeleted }: { address: Address; onEdit: () => void; onDeleted: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const country = COUNTRY_LIST.find((c) => c.Id === a.CountryId)?.DisplayName;
  async function remove() {
    if (!window.confirm("Möchten Sie diese Adresse wirklich löschen?")) return;
    try {
      await apiDelete(`/api/jwt/adressen/${a.Id}`);
      onDeleted();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Die Adresse konnte nicht gelöscht werden.");
    }
  }
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
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void remove()}
          aria-label={`Adresse ${a.Street} ${a.HouseNumber} löschen`}
        >
          Löschen
        </button>
      </div>
    </div>
  );
}

export function AddressDialog({
  address,
  addressType,
  countryId,
  onClose,
  onSaved,
}: {
  address: Address | null;
  addressType: 0 | 1;
  countryId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useApiForm();
  const firstField = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (firstField.current?.querySelector("select, input") as HTMLElement | null)?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const v = formValues(e.currentTarget);
    const input = { ...v, AddressType: addressType, CountryId: Number(v.CountryId) };
    const saved = await form.submit(addressSchema, input, (body) =>
      address ? apiPut<Address>(`/api/jwt/adressen/${address.Id}`, body) : apiPost<Address>("/api/jwt/adressen", body),
    );
    if (saved) onSaved();
  }
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
        <form className="account-form" noValidate onSubmit={onSubmit}>
          {form.message && <Alert kind="error">{form.message}</Alert>}
          <div className="account-form__row account-form__row--2" ref={firstField}>
            <SelectField
              label="Anrede"
              name="Title1"
              options={titleOptions(TITLE1_LIST)}
              defaultValue={address?.Title1 ?? "Frau"}
              error={form.errors.Title1}
            />
            <SelectField
              label="Titel"
              name="Title2"
              options={titleOptions(TITLE2_LIST)}
              defaultValue={address?.Title2 ?? ""}
              error={form.errors.Title2}
            />
          </div>
          <div className="account-form__row account-form__row--2">
            <TextField
              label="Vorname"
              name="FirstName"
              autoComplete="given-name"
              defaultValue={address?.FirstName}
              error={form.errors.FirstName}
            />
            <TextField
              label="Nachname"
              name="LastName"
              autoComplete="family-name"
              defaultValue={address?.LastName}
              error={form.errors.LastName}
            />
          </div>
          <TextField
            label="Firma"
            name="CompanyName"
            autoComplete="organization"
            optional
            defaultValue={address?.CompanyName}
            error={form.errors.CompanyName}
          />
          <div className="account-form__row account-form__row--street">
            <TextField
              label={COUNTRY_TEXTS[countryId === 3 ? "ch" : "de"].street}
              name="Street"
              autoComplete="address-line1"
              defaultValue={address?.Street}
              error={form.errors.Street}
            />
            <TextField label="Hausnr." name="HouseNumber" defaultValue={address?.HouseNumber} error={form.errors.HouseNumber} />
          </div>
          <div className="account-form__row account-form__row--city">
            <TextField
              label="PLZ"
              name="ZipCode"
              inputMode="numeric"
              autoComplete="postal-code"
              defaultValue={address?.ZipCode}
              error={form.errors.ZipCode}
            />
            <TextField label="Ort" name="City" autoComplete="address-level2" defaultValue={address?.City} error={form.errors.City} />
          </div>
          <div className="account-form__row account-form__row--2">
            <SelectField
              label="Land"
              name="CountryId"
              options={COUNTRY_LIST.map((c) => ({ value: String(c.Id), label: c.DisplayName }))}
              defaultValue={String(address?.CountryId ?? countryId)}
              error={form.errors.CountryId}
            />
            <TextField
              label="Telefon"
              name="Phone"
              type="tel"
              autoComplete="tel"
              optional
              defaultValue={address?.Phone}
              error={form.errors.Phone}
            />
          </div>
          <div className="account-actions">
            <button type="submit" className="button button--primary" disabled={form.pending}>
              Adresse speichern
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Abbrechen
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
