import { useId } from "react";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { LOCALES, localeById } from "../../../domain/shared/countries.ts";
import { shiftDays } from "../../../domain/prices/price-statistics.ts";
import type { CalculatorConfig } from "../../../domain/calculator/calculator-config.ts";
import { PAYMENT_IDS, paymentNotice, selectedPayment, type Payer } from "../../../domain/orders/checkout-payment.ts";
import { resetToDefault, selectOption, toggleAppointmentPlus, toggleClimateNeutral } from "../../../domain/calculator/calculator-state.ts";
import type { CalculatorInit } from "../../../domain/calculator/calculator-init.types.ts";
import { INSTALLMENT_OPTION_ID, installmentMonths } from "../../../domain/shared/spec-constants.ts";

type Group = CalculatorInit["Groups"][number];

const LEGENDS: Record<string, string> = {
  Delivery: "Lieferung",
  Payment: "Zahlungsart",
  DesiredDate: "Liefertermin",
  TruckSize: "Tankwagen",
  HoseLength: "Schlauchlänge",
  BlowInHoseLength: "Einblasschlauch",
};
const PAYMENT_FAMILY = ["Payment", "Installment", "WalletPayment"];

/** The earliest desired delivery day: tomorrow in the country's own time zone. */
function tomorrow(countryId: number): string {
  return shiftDays(calendarDay(new Date(), (localeById(countryId) ?? LOCALES.de).timeZone), 1);
}

/** The offer list's settings (spec §3 Groups, §4 state rules); every change recalculates. */
export function OfferSettings({
  config,
  init,
  onChange,
  payer = "unknown",
}: {
  config: CalculatorConfig;
  init: CalculatorInit;
  onChange: (c: CalculatorConfig) => void;
  payer?: Payer;
}) {
  const id = useId();
  const selected = (optionId: number) => config.Parameters.find((p) => p.Id === optionId);
  const groups: { key: string; params: Group["Parameters"] }[] = [];
  for (const g of init.Groups) {
    if (PAYMENT_FAMILY.includes(g.Key)) {
      const payment = groups.find((x) => x.key === "Payment");
      if (payment) payment.params.push(...g.Parameters);
      else groups.push({ key: "Payment", params: [...g.Parameters] });
    } else groups.push({ key: g.Key, params: g.Parameters });
  }
  return (
    <form className="offer-settings" aria-label="Einstellungen" onSubmit={(e) => e.preventDefault()}>
      {init.Products.length > 1 && (
        <fieldset>
          <legend>Produkt</legend>
          {init.Products.map((p) => (
            <label key={p.Id} className="radio">
              <input
                type="radio"
                name={`${id}-product`}
                checked={config.Product.Id === p.Id}
                onChange={() => onChange({ ...config, Product: { ...config.Product, Id: p.Id } })}
              />
              <span>
                {p.DisplayName}
                {p.IsUpselling && <span className="tag">Empfehlung</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {init.ClimateNeutralList.length > 0 && (
        <fieldset>
          <legend>Klima</legend>
          <label className="radio">
            <input type="checkbox" checked={config.Product.ClimateNeutral} onChange={() => onChange(toggleClimateNeutral(config))} />
            <span>
              Klimaneutral liefern (CO₂-Ausgleich) <span className="tag">Empfehlung</span>
            </span>
          </label>
        </fieldset>
      )}
      <fieldset>
        <legend>Lieferstellen</legend>
        <select
          aria-label="Anzahl der Lieferstellen"
          value={config.Stations}
          onChange={(e) => onChange({ ...config, Stations: Number(e.target.value) })}
        >
          {init.StationList.map((s) => (
            <option key={s.Id} value={s.Id}>
              {s.DisplayName}
            </option>
          ))}
        </select>
        <p className="hint">Die Menge wird im Bestellprozess auf die Lieferstellen verteilt.</p>
      </fieldset>
      {groups.map((g) => (
        <fieldset key={g.key}>
          <legend>{LEGENDS[g.key] ?? g.key}</legend>
          {g.params.map((p) => {
            const sel = selected(p.Id);
            return (
              <div key={p.Id} className="radio-row">
                <label className="radio">
                  <input
                    type="radio"
                    name={`${id}-${g.key}`}
                    checked={!!sel}
                    onChange={() =>
                      onChange(
                        selectOption(config, {
                          Id: p.Id,
                          Modifier: p.Id === INSTALLMENT_OPTION_ID ? installmentMonths(p.Modifier) : undefined,
                          DesiredDate: p.Id === 12 ? tomorrow(config.CountryId) : undefined,
                        }),
                      )
                    }
                  />
                  <span>
                    {p.DisplayName}
                    {p.IsUpselling && <span className="tag">Schneller</span>}
                  </span>
                </label>
                {sel && p.Modifiers && (
                  <select
                    aria-label="Laufzeit in Monaten"
                    value={installmentMonths(sel.Modifier)}
                    onChange={(e) => onChange(selectOption(config, { Id: p.Id, Modifier: Number(e.target.value) }))}
                  >
                    {p.Modifiers.map((m) => (
                      <option key={m} value={m}>
                        {m} Monate
                      </option>
                    ))}
                  </select>
                )}
                {sel && p.Id === 12 && (
                  <input
                    type="date"
                    aria-label="Wunschtermin"
                    min={tomorrow(config.CountryId)}
                    value={sel.DesiredDate ?? ""}
                    onChange={(e) => e.target.value && onChange(selectOption(config, { Id: 12, DesiredDate: e.target.value }))}
                  />
                )}
              </div>
            );
          })}
          {g.key === "Payment" && <PaymentSettingNote config={config} payer={payer} />}
        </fieldset>
      ))}
      <fieldset>
        <legend>Termin</legend>
        <label className="radio">
          <input type="checkbox" checked={config.AppointmentPlus} onChange={() => onChange(toggleAppointmentPlus(config))} />
          <span>Termin Plus: fester Liefertag mit 2-Stunden-Zeitfenster</span>
        </label>
      </fieldset>
      <button type="button" className="button button--secondary" onClick={() => onChange(resetToDefault(config))}>
        Auf Standard zurücksetzen
      </button>
    </form>
  );
}

/** Before the click: what the visitor will pay with for the chosen payment (decision 0015). */
function PaymentSettingNote({ config, payer }: { config: CalculatorConfig; payer: Payer }) {
  const chosen = selectedPayment(config.Parameters, PAYMENT_IDS.DEFAULT);
  const note = chosen.dealerDefault
    ? "Bezahlt wird mit der Standard-Zahlart des jeweiligen Händlers; sie steht bei jedem Angebot."
    : paymentNotice(chosen.paymentId, payer);
  return note ? (
    <p className="hint" data-testid="payment-setting-note">
      {note}
    </p>
  ) : null;
}
