import { LOCALES } from "../../../domain/shared/countries.ts";
import { countryTexts } from "../../../domain/shared/country-texts.ts";
import { useRootData } from "../../root.tsx";
import { useNavigation } from "react-router";
import { TITLE1_LIST, TITLE2_LIST, type OrderAddressInput } from "../../../domain/orders/order-address.ts";

export type FieldErrors = Record<string, string[] | undefined>;

/** The first error of a field, shown under it and linked with aria-describedby. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="co-field__error" id={`${id}-error`}>
      {errors[0]}
    </p>
  );
}

const idOf = (name: string) => `f-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;

export function TextField(props: {
  name: string;
  label: string;
  defaultValue?: string;
  errors: FieldErrors;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "text" | "email";
  required?: boolean;
  hint?: string;
  className?: string;
  maxLength?: number;
}) {
  const id = idOf(props.name);
  const errors = props.errors[props.name];
  const describedBy = [errors?.length ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`co-field${errors?.length ? " co-field--invalid" : ""}${props.className ? ` ${props.className}` : ""}`}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? "" : <span className="co-field__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        maxLength={props.maxLength ?? 100}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
      />
      {props.hint && (
        <p className="co-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <FieldError id={id} errors={errors} />
    </div>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  defaultValue?: string;
  errors: FieldErrors;
  options: readonly { Id: string; DisplayName: string }[];
  className?: string;
}) {
  const id = idOf(props.name);
  const errors = props.errors[props.name];
  return (
    <div className={`co-field${errors?.length ? " co-field--invalid" : ""}${props.className ? ` ${props.className}` : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      >
        {props.options.map((o) => (
          <option key={o.Id} value={o.Id}>
            {o.DisplayName}
          </option>
        ))}
      </select>
      <FieldError id={id} errors={errors} />
    </div>
  );
}

export interface AddressFieldsProps {
  prefix: string;
  values: Partial<OrderAddressInput>;
  errors: FieldErrors;
  /** "default": salutation and title selects, company as a field; "compact": fewer, combined rows. */
  variant: "default" | "compact";
  requirePhone: boolean;
  zipHint?: string;
  autoCompleteSection?: string;
}

/** The fields of one address; names are `${prefix}.Field`, the keys of the API's field errors. */
export function AddressFields({
  prefix,
  values,
  errors,
  variant,
  requirePhone,
  zipHint,
  autoCompleteSection = "shipping",
}: AddressFieldsProps) {
  const n = (f: keyof OrderAddressInput) => `${prefix}.${f}`;
  const street = countryTexts(useRootData()?.locale ?? LOCALES.de).street;
  const ac = (token: string) => `section-${prefix} ${autoCompleteSection} ${token}`;
  if (variant === "compact") {
    return (
      <div className="co-address co-address--compact">
        <fieldset className="co-radios" aria-label="Anrede">
          {TITLE1_LIST.map((t) => (
            <label key={t.Id || "none"} className="co-radio">
              <input type="radio" name={n("Title1")} value={t.Id} defaultChecked={(values.Title1 ?? "") === t.Id} />
              {t.DisplayName}
            </label>
          ))}
        </fieldset>
        <input type="hidden" name={n("Title2")} value={values.Title2 ?? ""} />
        <div className="co-row co-row--2">
          <TextField
            name={n("FirstName")}
            label="Vorname"
            defaultValue={values.FirstName}
            errors={errors}
            autoComplete={ac("given-name")}
            required
          />
          <TextField
            name={n("LastName")}
            label="Nachname"
            defaultValue={values.LastName}
            errors={errors}
            autoComplete={ac("family-name")}
            required
          />
        </div>
        <div className="co-row co-row--street">
          <TextField
            name={n("Street")}
            label={street}
            defaultValue={values.Street}
            errors={errors}
            autoComplete={ac("address-line1")}
            required
          />
          <TextField name={n("HouseNumber")} label="Nr." defaultValue={values.HouseNumber} errors={errors} required maxLength={15} />
        </div>
        <div className="co-row co-row--zip">
          <TextField
            name={n("ZipCode")}
            label="PLZ"
            defaultValue={values.ZipCode}
            errors={errors}
            autoComplete={ac("postal-code")}
            inputMode="numeric"
            required
            maxLength={10}
            hint={zipHint}
          />
          <TextField name={n("City")} label="Ort" defaultValue={values.City} errors={errors} autoComplete={ac("address-level2")} required />
        </div>
        <TextField
          name={n("Phone")}
          label="Telefon für Rückfragen"
          defaultValue={values.Phone}
          errors={errors}
          autoComplete={ac("tel")}
          inputMode="tel"
          required={requirePhone}
          maxLength={30}
        />
        <details className="co-details" open={Boolean(values.CompanyName) || Boolean(errors[n("CompanyName")])}>
          <summary>Lieferung an eine Firma?</summary>
          <TextField
            name={n("CompanyName")}
            label="Firma"
            defaultValue={values.CompanyName}
            errors={errors}
            autoComplete={ac("organization")}
          />
        </details>
      </div>
    );
  }
  return (
    <div className="co-address">
      <div className="co-row co-row--2">
        <SelectField name={n("Title1")} label="Anrede" defaultValue={values.Title1 ?? ""} errors={errors} options={TITLE1_LIST} />
        <SelectField name={n("Title2")} label="Titel" defaultValue={values.Title2 ?? ""} errors={errors} options={TITLE2_LIST} />
      </div>
      <div className="co-row co-row--2">
        <TextField
          name={n("FirstName")}
          label="Vorname"
          defaultValue={values.FirstName}
          errors={errors}
          autoComplete={ac("given-name")}
          required
        />
        <TextField
          name={n("LastName")}
          label="Nachname"
          defaultValue={values.LastName}
          errors={errors}
          autoComplete={ac("family-name")}
          required
        />
      </div>
      <TextField
        name={n("CompanyName")}
        label="Firma"
        defaultValue={values.CompanyName}
        errors={errors}
        autoComplete={ac("organization")}
      />
      <div className="co-row co-row--street">
        <TextField
          name={n("Street")}
          label={street}
          defaultValue={values.Street}
          errors={errors}
          autoComplete={ac("address-line1")}
          required
        />
        <TextField name={n("HouseNumber")} label="Hausnummer" defaultValue={values.HouseNumber} errors={errors} required maxLength={15} />
      </div>
      <div className="co-row co-row--zip">
        <TextField
          name={n("ZipCode")}
          label="Postleitzahl"
          defaultValue={values.ZipCode}
          errors={errors}
          autoComplete={ac("postal-code")}
          inputMode="numeric"
          required
          maxLength={10}
          hint={zipHint}
        />
        <TextField name={n("City")} label="Ort" defaultValue={values.City} errors={errors} autoComplete={ac("address-level2")} required />
      </div>
      <TextField
        name={n("Phone")}
        label="Telefon für Rückfragen des Händlers"
        defaultValue={values.Phone}
        errors={errors}
        autoComplete={ac("tel")}
        inputMode="tel"
        required={requirePhone}
        maxLength={30}
      />
    </div>
  );
}

/** A submit button that shows the pending state and cannot be pressed twice while the form is sent. */
export function SubmitButton({
  children,
  pendingText = "Bitte warten …",
  intent,
  className = "button button--primary",
}: {
  children: React.ReactNode;
  pendingText?: string;
  intent: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const anyBusy = navigation.state !== "idle";
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`${className}${busy ? " is-busy" : ""}`}
      disabled={anyBusy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="co-spinner" aria-hidden="true" />
          {pendingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Values after an error (no JavaScript: the page is rendered again), else the saved ones. */
export function pick(
  values: Record<string, string> | undefined,
  prefix: string,
  saved: Partial<OrderAddressInput> | null | undefined,
): Partial<OrderAddressInput> {
  if (!values) return saved ?? {};
  const out: Partial<OrderAddressInput> = {};
  for (const key of [
    "Title1",
    "Title2",
    "FirstName",
    "LastName",
    "CompanyName",
    "Street",
    "HouseNumber",
    "ZipCode",
    "City",
    "Phone",
  ] as const) {
    const v = values[`${prefix}.${key}`];
    out[key] = v ?? saved?.[key] ?? "";
  }
  return out;
}
