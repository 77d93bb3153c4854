import { Form } from "react-router";
import type { CheckoutView } from "../../../domain/orders/checkout.types.ts";
import { addressLine } from "../../../domain/orders/order-address.ts";
import { AddressFields, FieldError, pick, SubmitButton, type FieldErrors } from "./form-parts.tsx";

export interface StepFormProps {
  view: CheckoutView;
  errors: FieldErrors;
  values?: Record<string, string>;
}

/**
 * Step "adresse" in two A/B variants (spec §4 variant by visitor seed): "default" with salutation and
 * title selects in a two-column form, "compact" with radio salutation, combined rows and the company
 * field folded away.
 */
export function AddressStep({
  view,
  errors,
  values,
  variant,
  placeName,
  userName,
}: StepFormProps & {
  variant: "default" | "compact";
  placeName: string | null;
  userName: { firstName: string; lastName: string; title1: string };
}) {
  const station = view.Stations[0];
  const saved = station?.DeliveryAddress ?? null;
  const book = view.AddressBook.filter((a) => a.AddressType === 1);
  const zip = view.Configuration.ZipCode;
  const initial = pick(
    values,
    "DeliveryAddress",
    saved ?? { ZipCode: zip, City: placeName ?? "", FirstName: userName.firstName, LastName: userName.lastName, Title1: userName.title1 },
  );
  const useInvoice = values ? values.UseInvoiceAddress === "on" : Boolean(station?.InvoiceAddress);
  // A saved address at the offer's postcode is the likely delivery point: preselect it on first visit.
  const likely = !values && !saved ? book.find((a) => a.ZipCode === zip) : undefined;
  const selectedId = values?.DeliveryAddressId ?? (likely ? String(likely.AddressId) : "");
  const compact = variant === "compact";
  return (
    <Form method="post" className={`co-form co-form--${variant}`} noValidate>
      <input type="hidden" name="Variant" value={variant} />
      <section className="co-card">
        <h2 className="co-card__title">{compact ? "Wohin dürfen wir liefern?" : "Name und Anschrift der Lieferstelle"}</h2>
        {!compact && (
          <p className="co-card__lead">
            Die Lieferung geht an die Postleitzahl {zip}
            {placeName ? ` ${placeName}` : ""}, für die Ihr Angebot berechnet wurde.
          </p>
        )}
        {view.AllowAddressSelection && book.length > 0 && (
          <fieldset className="co-choices">
            <legend>Aus Ihrem Adressbuch</legend>
            {book.map((a) => (
              <label key={a.AddressId} className="co-choice">
                <input type="radio" name="DeliveryAddressId" value={a.AddressId} defaultChecked={selectedId === String(a.AddressId)} />
                <span>{addressLine(a)}</span>
              </label>
            ))}
            <label className="co-choice">
              <input type="radio" name="DeliveryAddressId" value="" defaultChecked={selectedId === ""} />
              <span>Die Adresse unten verwenden</span>
            </label>
            <FieldError id="DeliveryAddressId" errors={errors.DeliveryAddressId} />
          </fieldset>
        )}
        <AddressFields
          prefix="DeliveryAddress"
          values={initial}
          errors={errors}
          variant={variant}
          requirePhone
          zipHint={compact ? undefined : `Ihr Angebot gilt für die PLZ ${zip}.`}
        />
      </section>
      {view.AllowInvoiceAddress && (
        <section className="co-card">
          <input type="checkbox" id="use-invoice" name="UseInvoiceAddress" className="co-toggle" defaultChecked={useInvoice} />
          <label htmlFor="use-invoice" className="co-toggle__label">
            Die Rechnung soll an eine andere Adresse gehen
          </label>
          <div className="co-toggle__content">
            <h3 className="co-card__subtitle">Rechnungsadresse</h3>
            <AddressFields
              prefix="InvoiceAddress"
              values={pick(values, "InvoiceAddress", station?.InvoiceAddress ?? null)}
              errors={errors}
              variant={variant}
              requirePhone={false}
              autoCompleteSection="billing"
            />
          </div>
        </section>
      )}
      <div className="co-actions">
        <SubmitButton intent="address" pendingText="Adresse wird geprüft …">
          Weiter
        </SubmitButton>
      </div>
    </Form>
  );
}
