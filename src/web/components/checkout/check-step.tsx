import { Form, Link } from "react-router";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { orderLegalNotice, TERMS_PATH } from "../../../domain/site/legal-texts.ts";
import { AddressBlock, PriceTable } from "./summary-parts.tsx";
import { SubmitButton } from "./form-parts.tsx";
import type { StepFormProps } from "./address-step.tsx";
import { CASH_ON_DELIVERY_HINT } from "../../../domain/shared/texts.ts";

/**
 * Step "bestellung-abschliessen" (the order finalizer): address and payment summary, the itemised
 * server price, terms, withdrawal notice, comment and the button "Zahlungspflichtig bestellen".
 */
export function CheckStep({
  view,
  values,
  locale,
  idempotencyKey,
  addressHref,
  paymentHref,
  priceChanged,
}: StepFormProps & { locale: Locale; idempotencyKey: string; addressHref: string; paymentHref: string | null; priceChanged: boolean }) {
  const c = view.Configuration;
  const o = view.Offer;
  const p = view.PaymentData;
  const rules = amountRules(c.ProductGroupId);
  const legal = orderLegalNotice(view.CountryId, { name: view.DealerName, address: view.DealerAddress });
  return (
    <Form method="post" className="co-form co-check-step">
      <input type="hidden" name="IdempotencyKey" value={idempotencyKey} />
      {o && <input type="hidden" name="ExpectedTotalPrice" value={o.TotalPrice} />}
      <div className="co-summary">
        <section className="co-card" aria-labelledby="sum-delivery">
          <div className="co-card__head">
            <h3 id="sum-delivery" className="co-card__title">
              Lieferung
            </h3>
            <Link to={addressHref} className="co-edit">
              Ändern
            </Link>
          </div>
          <p>
            {productById(c.Product.Id)?.DisplayName}
            {c.Product.ClimateNeutral || c.Cn ? " – klimaneutral" : ""}, {formatQuantity(c.Amount, locale)} {rules.unitLabel}
          </p>
          <p className="co-muted">
            von {view.DealerName}
            {o ? `, Lieferung in ca. ${o.LeadTimeDays} Werktag${o.LeadTimeDays === 1 ? "" : "en"}` : ""}
          </p>
          {view.Stations.map((s) => (
            <div key={s.StationNumber} className="co-sum-station" data-testid="summary-station">
              {s.DeliveryAddress && (
                <AddressBlock
                  title={
                    view.Stations.length > 1
                      ? `Lieferstelle ${s.StationNumber}: ${formatQuantity(s.StationAmount, locale)} ${rules.unitLabel}`
                      : "Lieferadresse"
                  }
                  address={s.DeliveryAddress}
                />
              )}
              {s.InvoiceAddress && <AddressBlock title="Rechnungsadresse" address={s.InvoiceAddress} />}
            </div>
          ))}
        </section>
        <section className="co-card" aria-labelledby="sum-payment">
          <div className="co-card__head">
            <h3 id="sum-payment" className="co-card__title">
              Zahlung
            </h3>
            {paymentHref && (
              <Link to={paymentHref} className="co-edit">
                Ändern
              </Link>
            )}
          </div>
          <p>{p.KindLabel}</p>
          {p.Kind === "installment" && p.MonthlyRate !== null && (
            <p data-testid="summary-monthly-rate">
              {p.Months} Monatsraten zu je <strong>{formatPrice(p.MonthlyRate, locale)}</strong> an {p.ProviderName}
            </p>
          )}
          {(p.Kind === "sepa" || p.Kind === "provider-sepa") && (
            <p className="co-muted">
              {p.AccountHolder}, IBAN {p.IbanMasked}
              <br />
              Mandatsreferenz {p.MandateReference}, Zahlungsempfänger {p.MandateCreditorName}
            </p>
          )}
          {(p.Kind === "invoice" || p.Kind === "provider-invoice") && (
            <p className="co-muted">Zahlbar innerhalb von 14 Tagen nach Lieferung.</p>
          )}
          {p.Kind === "cash" && <p className="co-muted">{CASH_ON_DELIVERY_HINT}</p>}
          {p.ProviderReference && <p className="co-muted">Zusage des Finanzierungspartners: {p.ProviderReference}</p>}
        </section>
      </div>

      <section className="co-card" aria-labelledby="sum-price">
        <h3 id="sum-price" className="co-card__title">
          Preis
        </h3>
        {o ? (
          <PriceTable lines={o.PriceLines} total={o.TotalPrice} vat={o.VatAmount} locale={locale} />
        ) : (
          <p className="notice notice--warning">{view.OfferMessage}</p>
        )}
        {priceChanged && o && (
          <p className="notice notice--warning" data-testid="new-price">
            Neuer Gesamtpreis: <strong>{formatPrice(o.TotalPrice, locale)}</strong>. Bitte prüfen Sie ihn, bevor Sie bestellen.
          </p>
        )}
      </section>

      <section className="co-card">
        <label htmlFor="f-Comment" className="co-card__title co-label-title">
          Anmerkung für den Händler <span className="co-field__optional">(optional)</span>
        </label>
        <textarea
          id="f-Comment"
          name="Comment"
          rows={3}
          maxLength={1000}
          defaultValue={values?.Comment ?? view.Comment}
          placeholder="z. B. Tankzugang über den Hof, bitte vorher anrufen"
        />
      </section>

      <section className="co-card co-legal" aria-labelledby="withdrawal-title">
        <h3 id="withdrawal-title" className="co-card__title">
          {legal.title}
        </h3>
        <div className="co-legal__text" tabIndex={0} data-testid="withdrawal-notice">
          {legal.paragraphs.map((t, i) => (
            <p key={i}>{t}</p>
          ))}
          {legal.form && (
            <details data-testid="withdrawal-form">
              <summary>{legal.form.title}</summary>
              {legal.form.lines.map((t, i) => (
                <p key={i}>{t}</p>
              ))}
            </details>
          )}
        </div>
        {view.HasCompanyAddress && legal.form && (
          <p className="co-muted">Sie bestellen mit einer Firmenadresse: Für Bestellungen von Unternehmen besteht kein Widerrufsrecht.</p>
        )}
        <p>
          Es gelten unsere{" "}
          <a href={TERMS_PATH} target="_blank" rel="noopener">
            Allgemeinen Geschäftsbedingungen
          </a>
          . Mit Ihrer Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit der Auftragsbestätigung des Händlers
          zustande.
        </p>
      </section>

      <div className="co-actions co-actions--final">
        {o && (
          <p className="co-final-total">
            Gesamtpreis: <strong>{formatPrice(o.TotalPrice, locale)}</strong>
          </p>
        )}
        {o && (
          <SubmitButton intent="place" pendingText="Bestellung wird gesendet …" className="button button--primary co-order-button">
            Zahlungspflichtig bestellen
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}
