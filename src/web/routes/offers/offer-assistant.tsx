import { useId, useState } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/offer-assistant";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { defaultCalculatorConfig, offerListPath } from "../../../domain/calculator/calculator-config.ts";
import { selectOption } from "../../../domain/calculator/calculator-state.ts";
import { calculatorMessage, digitsOnly, parseGroupedAmount } from "../../../domain/calculator/calculator-validation.ts";
import { amountInputValue, formatAmountInput, formatQuantity, parseAmountInput } from "../../../domain/shared/format.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import { zipExists } from "../../lib/zip-check.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { INSTALLMENT_12_MONTHS, INSTALLMENT_OPTION_ID } from "../../../domain/shared/spec-constants.ts";
import { amountLimitMessage, minPerStationMessage } from "../../../domain/shared/texts.ts";

export const handle: PageHandle = { calculatorBar: "none" };

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: `Angebotsassistent ${d?.groupName ?? ""} | Heizöl-Marktplatz` }];
}

export function loader({ context, params }: Route.LoaderArgs) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  if (!group) throw data(null, { status: 404 });
  const init = context.services.calculator.initCalculator(context.country.countryId, group.id);
  return { locale: context.country, groupId: group.id, groupName: group.name, init };
}

const STEPS = ["Produkt", "Menge", "Lieferstellen", "Lieferung & Zahlung", "Postleitzahl"] as const;

/** Guides a first-time buyer step by step to the offer list. */
export default function OfferAssistant({ loaderData }: Route.ComponentProps) {
  const { locale, groupId, groupName, init } = loaderData;
  const rules = amountRules(groupId);
  const navigate = useNavigate();
  const ids = useId();
  const [step, setStep] = useState(0);
  const [config, setConfig] = useState(() => defaultCalculatorConfig(locale.countryId, groupId));
  const [amount, setAmount] = useState(String(config.Amount));
  const [tank, setTank] = useState({ size: "", level: "25" });
  const [zip, setZip] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const delivery = init.Groups.find((g) => g.Key === "Delivery")?.Parameters ?? [];
  const payments = init.Groups.filter((g) => ["Payment", "Installment"].includes(g.Key)).flatMap((g) => g.Parameters);

  async function next() {
    setError(null);
    if (step === 1) {
      if (parseAmountInput(amount, locale).kind === "fraction")
        return setError(calculatorMessage("CALCULATOR.VALIDATION.AMOUNT_WHOLE", locale));
      const value = parseGroupedAmount(amount, locale);
      if (value === null) return setError(`Bitte geben Sie die Menge in ${rules.unitLabel} ein.`);
      if (value < rules.min) return setError(amountLimitMessage("min", rules, locale));
      if (value > rules.max) return setError(amountLimitMessage("max", rules, locale));
      setConfig((c) => ({ ...c, Amount: value }));
    }
    if (step === 2 && config.Amount / config.Stations < rules.minPerStation) {
      return setError(minPerStationMessage(rules, locale));
    }
    if (step < STEPS.length - 1) return setStep(step + 1);
    if (!zip) return setError(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_REQ", locale));
    if (!isValidZipFormat(zip, locale.countryId)) return setError(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_INV", locale));
    setBusy(true);
    const exists = await zipExists(zip, locale.countryId);
    setBusy(false);
    if (!exists) return setError(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_NXT", locale));
    navigate(offerListPath({ ...config, ZipCode: zip }));
  }

  const suggestion = (() => {
    const size = Number(tank.size);
    if (!size || groupId !== 1) return null;
    const fill = Math.max(0, Math.round((size * (95 - Number(tank.level))) / 100 / 100) * 100);
    return fill >= rules.min ? fill : null;
  })();

  return (
    <main className="container assistant">
      <h1>Angebotsassistent {groupName}</h1>
      <ol className="assistant__progress" aria-label="Fortschritt">
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={i === step ? "is-current" : i < step ? "is-done" : undefined}
            aria-current={i === step ? "step" : undefined}
          >
            <span className="assistant__num">{i + 1}</span>
            <span className="assistant__label">{s}</span>
          </li>
        ))}
      </ol>
      <form
        className="panel assistant__step"
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
        noValidate
      >
        <h2>
          Schritt {step + 1} von {STEPS.length}: {STEPS[step]}
        </h2>
        {step === 0 && (
          <fieldset>
            <legend>Welches Produkt möchten Sie bestellen?</legend>
            {init.Products.map((p) => (
              <label key={p.Id} className="radio">
                <input
                  type="radio"
                  name={`${ids}-product`}
                  checked={config.Product.Id === p.Id}
                  onChange={() => setConfig({ ...config, Product: { ...config.Product, Id: p.Id } })}
                />
                <span>
                  {p.DisplayName}
                  {p.IsUpselling && <span className="tag">Mit Additiven für einen sauberen Brenner</span>}
                </span>
              </label>
            ))}
            {init.ClimateNeutralList.length > 0 && (
              <label className="radio">
                <input
                  type="checkbox"
                  checked={config.Product.ClimateNeutral}
                  onChange={(e) =>
                    setConfig({ ...config, Cn: e.target.checked, Product: { ...config.Product, ClimateNeutral: e.target.checked } })
                  }
                />
                <span>Klimaneutral liefern – der CO₂-Ausstoß wird über Klimaschutzprojekte ausgeglichen</span>
              </label>
            )}
          </fieldset>
        )}
        {step === 1 && (
          <>
            <div className="calc-field">
              <label htmlFor={`${ids}-amount`}>Menge ({rules.unitLabel})</label>
              <input
                id={`${ids}-amount`}
                inputMode="numeric"
                value={formatAmountInput(amount, locale)}
                onChange={(e) => setAmount(amountInputValue(e.target.value, locale))}
              />
            </div>
            {groupId === 1 && (
              <fieldset className="tank-helper">
                <legend>Wie viel passt in Ihren Tank?</legend>
                <label>
                  Tankgröße in Litern
                  <input
                    inputMode="numeric"
                    value={tank.size}
                    onChange={(e) => setTank({ ...tank, size: digitsOnly(e.target.value).slice(0, 5) })}
                  />
                </label>
                <label>
                  Aktueller Füllstand
                  <select value={tank.level} onChange={(e) => setTank({ ...tank, level: e.target.value })}>
                    {["10", "25", "50", "75"].map((l) => (
                      <option key={l} value={l}>
                        etwa {l} %
                      </option>
                    ))}
                  </select>
                </label>
                {suggestion && (
                  <button type="button" className="button button--secondary" onClick={() => setAmount(String(suggestion))}>
                    {formatQuantity(suggestion, locale)} Liter übernehmen
                  </button>
                )}
                <p className="hint">Tanks werden bis etwa 95 % gefüllt.</p>
              </fieldset>
            )}
          </>
        )}
        {step === 2 && (
          <fieldset>
            <legend>An wie viele Adressen soll geliefert werden?</legend>
            <p className="hint">
              Mit Nachbarn gemeinsam bestellen spart oft Geld: jede weitere Lieferstelle kostet nur einen kleinen Aufschlag.
            </p>
            {init.StationList.map((s) => (
              <label key={s.Id} className="radio">
                <input
                  type="radio"
                  name={`${ids}-stations`}
                  checked={config.Stations === s.Id}
                  onChange={() => setConfig({ ...config, Stations: s.Id })}
                />
                <span>{s.DisplayName}</span>
              </label>
            ))}
          </fieldset>
        )}
        {step === 3 && (
          <>
            <fieldset>
              <legend>Wie schnell brauchen Sie die Lieferung?</legend>
              {delivery.map((p) => (
                <label key={p.Id} className="radio">
                  <input
                    type="radio"
                    name={`${ids}-delivery`}
                    checked={config.Parameters.some((x) => x.Id === p.Id)}
                    onChange={() => setConfig(selectOption(config, { Id: p.Id }))}
                  />
                  <span>
                    {p.DisplayName} <span className="hint">– {p.Name}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Wie möchten Sie bezahlen?</legend>
              {payments.map((p) => (
                <label key={p.Id} className="radio">
                  <input
                    type="radio"
                    name={`${ids}-payment`}
                    checked={config.Parameters.some((x) => x.Id === p.Id)}
                    onChange={() =>
                      setConfig(
                        selectOption(config, { Id: p.Id, Modifier: p.Id === INSTALLMENT_OPTION_ID ? INSTALLMENT_12_MONTHS : undefined }),
                      )
                    }
                  />
                  <span>{p.Id === INSTALLMENT_OPTION_ID ? "Monatliche Bezahlung (12 Monatsraten)" : p.DisplayName}</span>
                </label>
              ))}
            </fieldset>
          </>
        )}
        {step === 4 && (
          <div className="calc-field">
            <label htmlFor={`${ids}-zip`}>Postleitzahl der Lieferadresse</label>
            <input
              id={`${ids}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zip}
              onChange={(e) => setZip(digitsOnly(e.target.value).slice(0, 5))}
            />
          </div>
        )}
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <div className="assistant__actions">
          {step > 0 && (
            <button type="button" className="button button--secondary" onClick={() => (setError(null), setStep(step - 1))}>
              Zurück
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {step === STEPS.length - 1 ? (busy ? "Wird geprüft …" : "Angebote anzeigen") : "Weiter"}
          </button>
        </div>
      </form>
    </main>
  );
}
