import { useState } from "react";
import { Form, Link } from "react-router";
import { amountRules } from "../../../domain/shared/catalog.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { amountInputValue, formatAmountInput, formatQuantity } from "../../../domain/shared/format.ts";
import { parseGroupedAmount } from "../../../domain/calculator/calculator-validation.ts";
import { addressLine } from "../../../domain/orders/order-address.ts";
import { defaultDistribution } from "../../../domain/prices/station-distribution.ts";
import { AddressFields, FieldError, pick, SubmitButton } from "./form-parts.tsx";
import type { StepFormProps } from "./address-step.tsx";

/** Step "mengenverteilung": one card per station with its delivery address and amount. */
export function StationsStep({ view, errors, values, locale, addressHref }: StepFormProps & { locale: Locale; addressHref: string }) {
  const config = view.Configuration;
  const rules = amountRules(config.ProductGroupId);
  const defaults = defaultDistribution(config.Amount, config.Stations);
  const initialAmounts = view.Stations.map(
    (s, i) => values?.[`Stations.${i}.Amount`] ?? String(s.StationAmount > 0 ? s.StationAmount : defaults[i]),
  );
  const [amounts, setAmounts] = useState(initialAmounts);
  const sum = amounts.reduce((total, a) => total + (parseGroupedAmount(a, locale) ?? 0), 0);
  const book = view.AddressBook.filter((a) => a.AddressType === 1);
  const first = view.Stations[0]?.DeliveryAddress;
  return (
    <Form method="post" className="co-form" noValidate>
      <input type="hidden" name="Variant" value="default" />
      <p className="co-card__lead">
        Verteilen Sie {formatQuantity(config.Amount, locale)} {rules.unitLabel} auf {config.Stations} Lieferstellen – je mindestens{" "}
        {formatQuantity(rules.minPerStation, locale)} {rules.unitLabel}, alle in der PLZ {config.ZipCode}.
      </p>
      {errors.Stations && (
        <p className="notice notice--error" role="alert">
          {errors.Stations[0]}
        </p>
      )}
      {view.Stations.map((s, i) => {
        const amountName = `Stations.${i}.Amount`;
        const amountId = `f-station-${i}-amount`;
        return (
          <section key={s.StationNumber} className="co-card co-station" aria-labelledby={`station-${i}`}>
            <h2 className="co-card__title" id={`station-${i}`}>
              Lieferstelle {s.StationNumber}
            </h2>
            <div className={`co-field co-station__amount${errors[amountName] ? " co-field--invalid" : ""}`}>
              <label htmlFor={amountId}>Menge in {rules.unitLabel}</label>
              <input
                id={amountId}
                name={amountName}
                inputMode="numeric"
                value={formatAmountInput(amounts[i], locale)}
                onChange={(e) => setAmounts(amounts.map((a, j) => (j === i ? amountInputValue(e.target.value, locale) : a)))}
                aria-invalid={errors[amountName] ? true : undefined}
                aria-describedby={errors[amountName] ? `${amountId}-error` : undefined}
              />
              <FieldError id={amountId} errors={errors[amountName]} />
            </div>
            {i === 0 ? (
              <p className="co-station__address">
                {first ? addressLine(first) : "Noch keine Adresse"} · <Link to={addressHref}>Adresse ändern</Link>
              </p>
            ) : (
              <>
                {book.length > 1 && (
                  <div className="co-field">
                    <label htmlFor={`f-station-${i}-book`}>Adresse aus Ihrem Adressbuch</label>
                    <select
                      id={`f-station-${i}-book`}
                      name={`Stations.${i}.AddressId`}
                      defaultValue={values?.[`Stations.${i}.AddressId`] ?? ""}
                    >
                      <option value="">Neue Adresse unten eingeben</option>
                      {book
                        .filter((a) => a.AddressId !== first?.AddressId)
                        .map((a) => (
                          <option key={a.AddressId} value={a.AddressId}>
                            {addressLine(a)}
                          </option>
                        ))}
                    </select>
                  </div>
                )}
                <FieldError id={`f-Stations-${i}-Address`} errors={errors[`Stations.${i}.Address`]} />
                <AddressFields
                  prefix={`Stations.${i}.Address`}
                  values={pick(values, `Stations.${i}.Address`, s.DeliveryAddress ?? { ZipCode: config.ZipCode, City: first?.City ?? "" })}
                  errors={errors}
                  variant="default"
                  requirePhone={false}
                />
              </>
            )}
          </section>
        );
      })}
      <p className={`co-sum${sum === config.Amount ? " co-sum--ok" : ""}`} aria-live="polite">
        Verteilt: {formatQuantity(sum, locale)} von {formatQuantity(config.Amount, locale)} {rules.unitLabel}
      </p>
      <div className="co-actions">
        <SubmitButton intent="stations" pendingText="Wird gespeichert …">
          Weiter
        </SubmitButton>
      </div>
    </Form>
  );
}
