import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { LOCALES, localeById, type Locale } from "../../../domain/shared/countries.ts";
import { countryTexts } from "../../../domain/shared/country-texts.ts";
import { formatPrice } from "../../../domain/shared/format.ts";
import { checkIban, sepaMandateText } from "../../../domain/orders/sepa.ts";
import { FieldError, SubmitButton } from "./form-parts.tsx";
import type { StepFormProps } from "./address-step.tsx";
import { DEFAULT_INSTALLMENT_MONTHS } from "../../../domain/shared/spec-constants.ts";

/** Step "bezahlung": the one payment variant that applies (decision 0007). */
export function PaymentStep({ view, errors, values, locale, listHref }: StepFormProps & { locale: Locale; listHref: string }) {
  const p = view.PaymentData;
  const offer = view.Offer;
  const hidden = (
    <>
      <input type="hidden" name="PaymentId" value={p.PaymentId} />
      <input type="hidden" name="IsRatenkaufPayment" value={view.IsRatenkaufPayment ? "true" : "false"} />
      <input type="hidden" name="Variant" value="default" />
    </>
  );
  const paymentError = errors.PaymentId?.[0];
  // The answer to "Weiter" at the bottom of a phone screen: the refusal above must come into view.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (paymentError) errorRef.current?.scrollIntoView({ block: "center" });
  }, [paymentError]);
  return (
    <Form method="post" className="co-form" noValidate>
      {hidden}
      {paymentError && (
        <p ref={errorRef} className="notice notice--error" role="alert">
          {paymentError} <Link to={listHref}>Zur Angebotsliste</Link>
        </p>
      )}
      {p.Note && (
        <p className="notice" data-testid="payment-note">
          {p.Note}
          {view.IsGuest && (p.Kind === "provider-invoice" || p.Kind === "provider-sepa") && (
            <>
              {" "}
              Als Gast bezahlen Sie Rechnung und Lastschrift immer über unseren Finanzierungspartner; mit einem Kundenkonto bezahlen Sie
              direkt beim Händler. <Link to={listHref}>Andere Zahlart wählen</Link>
            </>
          )}
        </p>
      )}
      {p.StepKey === "payment-invoice" && (
        <section className="co-card">
          <h2 className="co-card__title">{p.KindLabel}</h2>
          <p>
            Sie erhalten die Rechnung von <strong>{view.DealerName}</strong> mit der Lieferung und überweisen den Betrag
            {offer ? ` von ${formatPrice(offer.TotalPrice, locale)}` : ""} innerhalb von 14 Tagen nach Lieferung.
          </p>
          <p className="co-muted">Die Bankverbindung des Händlers steht auf der Rechnung.</p>
        </section>
      )}
      {p.StepKey === "payment-provider-invoice" && (
        <section className="co-card">
          <h2 className="co-card__title">{p.KindLabel}</h2>
          <p>
            Sie bezahlen die Rechnung an <strong>{p.ProviderName}</strong> innerhalb von 14 Tagen nach Lieferung. Unser Finanzierungspartner
            übernimmt die Zahlung an den Händler.
          </p>
          <p className="co-muted">
            Mit „Weiter“ senden wir Ihren Namen, Ihre Adresse und den Bestellwert zur Prüfung an den Finanzierungspartner. Die Antwort kommt
            sofort.
          </p>
        </section>
      )}
      {p.StepKey === "payment-installment" && offer && <InstallmentChoice view={view} values={values} errors={errors} locale={locale} />}
      {(p.StepKey === "payment-sepa" || p.StepKey === "payment-provider-sepa") && <SepaForm view={view} values={values} errors={errors} />}
      <div className="co-actions">
        <SubmitButton intent="payment" pendingText={view.IsRatenkaufPayment ? "Finanzierungspartner prüft …" : "Wird gespeichert …"}>
          {p.StepKey === "payment-installment" ? "Ratenzahlung beantragen" : "Weiter"}
        </SubmitButton>
      </div>
    </Form>
  );
}

function InstallmentChoice({ view, values, errors, locale }: StepFormProps & { locale: Locale }) {
  const current = Number(
    values?.PaymentModifier ?? view.PaymentData.Months ?? view.PaymentData.PaymentModifier ?? DEFAULT_INSTALLMENT_MONTHS,
  );
  const [months, setMonths] = useState(current);
  const chosen = view.InstallmentRates.find((r) => r.Months === months);
  return (
    <section className="co-card">
      <h2 className="co-card__title">Monatliche Bezahlung</h2>
      <p>
        Sie bezahlen {formatPrice(view.Offer!.TotalPrice, locale)} in Monatsraten an <strong>{view.PaymentData.ProviderName}</strong> – ohne
        Zinsen und Gebühren.
      </p>
      <fieldset className="co-terms">
        <legend>Laufzeit wählen</legend>
        {view.InstallmentRates.map((r) => (
          <label key={r.Months} className={`co-term${months === r.Months ? " co-term--active" : ""}`}>
            <input
              type="radio"
              name="PaymentModifier"
              value={r.Months}
              checked={months === r.Months}
              onChange={() => setMonths(r.Months)}
            />
            <span className="co-term__months">{r.Months} Monate</span>
            <span className="co-term__rate">{formatPrice(r.MonthlyRate, locale)} / Monat</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="f-PaymentModifier" errors={errors.PaymentModifier} />
      {chosen && (
        <p className="co-rate" data-testid="monthly-rate">
          Ihre Monatsrate: <strong>{formatPrice(chosen.MonthlyRate, locale)}</strong> ({chosen.Months} Raten, 0 % Sollzins)
        </p>
      )}
      <p className="co-muted">Mit „Ratenzahlung beantragen“ prüft unser Finanzierungspartner Ihre Anfrage sofort.</p>
    </section>
  );
}

function SepaForm({ view, values, errors }: StepFormProps) {
  const p = view.PaymentData;
  const texts = countryTexts(localeById(view.CountryId) ?? LOCALES.de);
  const first = view.Stations[0];
  const payer = first?.InvoiceAddress ?? first?.DeliveryAddress;
  // Back from the summary: the stored IBAN, masked (the server keeps the stored one when it comes back unchanged).
  const [iban, setIban] = useState(values?.Iban ?? p.IbanMasked ?? "");
  const [holder, setHolder] = useState(values?.AccountHolder ?? p.AccountHolder ?? (payer ? `${payer.FirstName} ${payer.LastName}` : ""));
  const checked = checkIban(iban);
  const text = sepaMandateText({
    creditorName: p.MandateCreditorName,
    creditorId: p.MandateCreditorId,
    mandateReference: p.MandateReference ?? "",
    accountHolder: holder || "(Ihr Name)",
    iban: checked.ok ? checked.iban : iban || "(Ihre IBAN)",
  });
  return (
    <section className="co-card">
      <h2 className="co-card__title">{p.KindLabel}</h2>
      <p>
        {p.StepKey === "payment-sepa"
          ? `${view.DealerName} bucht den Rechnungsbetrag nach der Lieferung von Ihrem Konto ab.`
          : `${p.ProviderName} bucht den Rechnungsbetrag nach der Lieferung von Ihrem Konto ab und bezahlt den Händler.`}
      </p>
      <TextFieldControlled
        name="Iban"
        label="IBAN"
        value={iban}
        onChange={setIban}
        errors={errors.Iban}
        autoComplete="off"
        placeholder={texts.ibanPlaceholder}
        hint={`Beispiel: ${texts.ibanExample}`}
      />
      <TextFieldControlled
        name="AccountHolder"
        label="Kontoinhaber/in"
        value={holder}
        onChange={setHolder}
        errors={errors.AccountHolder}
        autoComplete="name"
      />
      <div className="co-mandate" role="note" aria-label="Text des SEPA-Lastschriftmandats">
        {text.split("\n").map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <div className={`co-check${errors.MandateAccepted ? " co-field--invalid" : ""}`}>
        <input
          type="checkbox"
          id="f-MandateAccepted"
          name="MandateAccepted"
          defaultChecked={values ? values.MandateAccepted === "on" : p.MandateAccepted}
          aria-describedby={errors.MandateAccepted ? "f-MandateAccepted-error" : undefined}
        />
        <label htmlFor="f-MandateAccepted">Ich erteile das SEPA-Lastschriftmandat (Mandatsreferenz {p.MandateReference}).</label>
      </div>
      <FieldError id="f-MandateAccepted" errors={errors.MandateAccepted} />
    </section>
  );
}

function TextFieldControlled(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  errors?: string[];
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
}) {
  const id = `f-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : "", props.errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`co-field${props.errors?.length ? " co-field--invalid" : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        maxLength={50}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy}
      />
      {props.hint && (
        <p className="co-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <FieldError id={id} errors={props.errors} />
    </div>
  );
}
