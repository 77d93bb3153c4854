/**
 * The sections of a customer's personal data (spec §2 Account): name and titles, the address book with
 * its add/edit dialog, e-mail and password, notifications. One set of components for /persoenliche-daten,
 * /kunde/stammdaten and the partial account pages /account/basedata/partial/… (decision 0028),
 * each page choosing which sections it shows.
 */
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  addressSchema,
  changeEmailSchema,
  changePasswordSchema,
  COUNTRY_LIST,
  personalDataSchema,
  TITLE1_LIST,
  TITLE2_LIST,
  type Address,
  PASSWORD_TEXTS,
  passwordRepeatErrors,
} from "../../../domain/account/account.schemas.ts";
import type { BaseDataView } from "../../../domain/account/base-data.types.ts";
import { COUNTRY_TEXTS } from "../../../domain/shared/country-texts.ts";
import { Alert, formValues, SelectField, TextField } from "./form-fields.tsx";
import { useApiForm } from "./use-api-form.ts";
import { useSession } from "../session/session-provider.tsx";
import { apiDelete, apiPost, apiPut, ApiError } from "../../lib/api.ts";

const titleOptions = (list: readonly { Id: string; DisplayName: string }[]) => list.map((t) => ({ value: t.Id, label: t.DisplayName }));

export interface SectionChoice {
  name?: boolean;
  addresses?: boolean;
  login?: boolean;
  notifications?: boolean;
}

const ALL: SectionChoice = { name: true, addresses: true, login: true, notifications: true };

export function PersonalDataSections({
  data,
  countryId,
  show = ALL,
  openAddress = null,
}: {
  data: BaseDataView;
  countryId: number;
  show?: SectionChoice;
  /** An address whose dialog is open from the start (the partial page of one address), or a new one. */
  openAddress?: Address | "new-delivery" | "new-invoice" | null;
}) {
  const [editing, setEditing] = useState<Address | "new-delivery" | "new-invoice" | null>(openAddress);
  const revalidator = useRevalidator();
  const addresses = [...data.DeliveryAddresses, ...data.InvoiceAddresses];
  return (
    <>
      {show.name && <NameSection data={data} />}

      {show.addresses && (
        <section className="account-card" aria-labelledby="addresses-title">
          <h2 id="addresses-title">Adressen</h2>
          {addresses.length === 0 ? (
            <p>Sie haben noch keine Adressen gespeichert.</p>
          ) : (
            <div className="address-grid">
              {addresses.map((a) => (
                <AddressCard key={a.Id} address={a} onEdit={() => setEditing(a)} onDeleted={() => revalidator.revalidate()} />
              ))}
            </div>
          )}
          <div className="account-actions">
            <button type="button" className="button button--secondary" onClick={() => setEditing("new-delivery")}>
              Lieferadresse hinzufügen
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing("new-invoice")}>
              Rechnungsadresse hinzufügen
            </button>
          </div>
        </section>
      )}

      {!data.IsGuest && show.login && (
        <>
          <EmailSection email={data.Email} pendingEmail={data.PendingEmail} confirmed={data.EmailConfirmed} />
          <PasswordSection />
        </>
      )}
      {!data.IsGuest && show.notifications && <NotificationsSection confirmed={data.NotificationsConfirmed} />}

      {editing && (
        <AddressDialog
          address={typeof editing === "string" ? null : editing}
          addressType={editing === "new-invoice" ? 0 : editing === "new-delivery" ? 1 : (editing as Address).AddressType}
          countryId={countryId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
    </>
  );
}

function NameSection({ data }: { data: BaseDataView }) {
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

function AddressCard({ address: a, onEdit, onDeleted }: { address: Address; onEdit: () => void; onDeleted: () => void }) {
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

function AddressDialog({
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

function EmailSection({ email, pendingEmail, confirmed }: { email: string; pendingEmail: string | null; confirmed: boolean }) {
  const form = useApiForm();
  const [sentTo, setSentTo] = useState<string | null>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const v = formValues(el);
    const answer = await form.submit(changeEmailSchema, { NewEmail: v.NewEmail, Password: v.Password }, (body) =>
      apiPost<{ success: true; PendingEmail: string }>("/api/jwt/konto/email", body),
    );
    if (!answer) return;
    setSentTo(answer.PendingEmail);
    el.reset();
  }
  const pending = sentTo ?? pendingEmail;
  return (
    <section className="account-card" aria-labelledby="email-title">
      <h2 id="email-title">E-Mail-Adresse ändern</h2>
      <p>
        Ihre E-Mail-Adresse: <strong>{email}</strong> {confirmed ? "(bestätigt)" : "(noch nicht bestätigt)"}
      </p>
      {pending && (
        <Alert kind="info">
          Wir haben einen Bestätigungslink an <strong>{pending}</strong> geschickt. Die neue Adresse gilt, sobald Sie den Link geöffnet
          haben.
        </Alert>
      )}
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {form.message && <Alert kind="error">{form.message}</Alert>}
        <div className="account-form__row account-form__row--2">
          <TextField label="Neue E-Mail-Adresse" name="NewEmail" type="email" autoComplete="email" error={form.errors.NewEmail} />
          <TextField label="Ihr Kennwort" name="Password" type="password" autoComplete="current-password" error={form.errors.Password} />
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Bestätigungslink senden
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordSection() {
  const form = useApiForm();
  const session = useSession();
  const [done, setDone] = useState(false);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(false);
    const el = e.currentTarget;
    const v = formValues(el);
    const answer = await form.submit(
      changePasswordSchema,
      { CurrentPassword: v.CurrentPassword, NewPassword: v.NewPassword },
      (body) => apiPut<{ success: boolean; token: string | null }>("/api/jwt/konto/kennwort", body),
      passwordRepeatErrors(v.NewPassword, v.NewPasswordRepeat, "NewPasswordRepeat"),
    );
    if (!answer?.token) return;
    session.logIn(answer.token);
    setDone(true);
    el.reset();
  }
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title">Kennwort ändern</h2>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        {form.message && <Alert kind="error">{form.message}</Alert>}
        {done && <Alert kind="success">Ihr Kennwort wurde geändert. Auf anderen Geräten müssen Sie sich neu anmelden.</Alert>}
        <TextField
          label="Aktuelles Kennwort"
          name="CurrentPassword"
          type="password"
          autoComplete="current-password"
          error={form.errors.CurrentPassword}
        />
        <div className="account-form__row account-form__row--2">
          <TextField
            label="Neues Kennwort"
            name="NewPassword"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_TEXTS.hint}
            error={form.errors.NewPassword}
          />
          <TextField
            label="Neues Kennwort wiederholen"
            name="NewPasswordRepeat"
            type="password"
            autoComplete="new-password"
            error={form.errors.NewPasswordRepeat}
          />
        </div>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={form.pending}>
            Kennwort ändern
          </button>
        </div>
      </form>
    </section>
  );
}

function NotificationsSection({ confirmed }: { confirmed: boolean }) {
  const [state, setState] = useState<{ on: boolean; note: string | null; error: string | null; pending: boolean }>({
    on: confirmed,
    note: null,
    error: null,
    pending: false,
  });
  async function toggle(enabled: boolean) {
    setState((s) => ({ ...s, pending: true, error: null, note: null }));
    try {
      const answer = await apiPut<{ NotificationsConfirmed: boolean; ConfirmationSent: boolean }>("/api/jwt/konto/benachrichtigungen", {
        Enabled: enabled,
      });
      setState({
        on: enabled,
        pending: false,
        error: null,
        note: answer.ConfirmationSent
          ? "Bitte bestätigen Sie die Benachrichtigungen über den Link, den wir Ihnen soeben per E-Mail geschickt haben."
          : enabled
            ? "Benachrichtigungen sind aktiviert."
            : "Benachrichtigungen sind abbestellt.",
      });
    } catch (err) {
      setState((s) => ({ ...s, pending: false, error: err instanceof ApiError ? err.message : "Das hat leider nicht geklappt." }));
    }
  }
  return (
    <section className="account-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Benachrichtigungen</h2>
      {state.error && <Alert kind="error">{state.error}</Alert>}
      {state.note && <Alert kind="info">{state.note}</Alert>}
      <label className="account-check">
        <input type="checkbox" checked={state.on} disabled={state.pending} onChange={(e) => void toggle(e.target.checked)} />
        <span>Preis-Benachrichtigungen und Neuigkeiten per E-Mail erhalten</span>
      </label>
    </section>
  );
}
