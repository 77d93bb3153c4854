import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  applyTarget,
  defaultCalculatorConfig,
  offerListPath,
  offerListPathname,
  parseCalculatorQuery,
  type CalculatorConfig,
  type CalculatorTarget,
} from "../../../domain/calculator/calculator-config.ts";
import {
  digitsOnly,
  parseGroupedAmount,
  validateCalculatorInput,
  calculatorMessage,
} from "../../../domain/calculator/calculator-validation.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { amountInputValue, formatAmountInput } from "../../../domain/shared/format.ts";
import { otherCountriesMatchingZip, isValidZipFormat } from "../../../domain/location/postcode.ts";
import { TIMINGS } from "../../../domain/shared/spec-constants.ts";
import { CALC_BAR } from "../../../domain/shared/texts.ts";
import { useRootData } from "../../root.tsx";
import { countriesWithZip, zipExists } from "../../lib/zip-check.ts";
import { loadStoredConfig, storeConfig } from "./calculator-storage.ts";
import { useDebouncedEffect } from "./use-debounced.ts";
import { ValidationPopover, type FieldError } from "./validation-popover.tsx";
import { OtherCountryHint } from "./other-country-hint.tsx";
import { SettingsPanel } from "./settings-panel.tsx";
import { ConfigFields } from "./config-fields.tsx";

const TARGET_LABELS: Record<CalculatorTarget, string> = {
  DEFAULT: "Standard",
  CLIMATENEUTRAL: "Klimaneutral",
  DIESEL: "Diesel",
  INSTALLMENT_12: "Ratenzahlung 12 Monate",
  EXPRESS_24: "Express 24 h",
  EXPRESS_48: "Express 48 h",
};

interface Props {
  variant?: "hero" | "compact";
  /** Fixed target of an embedding page; the hero variant lets the visitor choose. */
  target?: CalculatorTarget;
  /** Postcode preset by the page (a local price page); a postcode in the URL still wins. */
  zipCode?: string;
}

/** Spec §2 "Simple calculator bar". */
export function CalculatorBar({ variant = "hero", target: fixedTarget, zipCode: presetZip }: Props) {
  const root = useRootData();
  const locale = root?.locale as Locale;
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useId();

  const initial = useMemo(
    () => parseCalculatorQuery(location.search, { ...defaultCalculatorConfig(locale.countryId, 1), ZipCode: presetZip ?? "" }),
    // The bar keeps its own state after the first render; the URL only seeds it.
    [],
  );
  const [config, setConfig] = useState<CalculatorConfig>(initial);
  const [zip, setZip] = useState(initial.ZipCode);
  const [amount, setAmount] = useState(String(initial.Amount));
  const [target, setTarget] = useState<CalculatorTarget>(
    fixedTarget ?? (initial.ProductGroupId === 2 ? "DIESEL" : initial.Cn ? "CLIMATENEUTRAL" : "DEFAULT"),
  );
  const [touched, setTouched] = useState({ zip: false, amount: false });
  const [liveErrors, setLiveErrors] = useState<FieldError[]>([]);
  const [popoverErrors, setPopoverErrors] = useState<FieldError[] | null>(null);
  const [otherCountries, setOtherCountries] = useState<Locale[]>([]);
  const [checking, setChecking] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(initial.InitialOpenedSettings);
  const zipRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  // Restore the last configuration of this country once in the browser, unless the URL brought one.
  useEffect(() => {
    // What was typed before hydration is in the inputs but not in the state: take it over (a later
    // render would otherwise put the state's values back into the inputs).
    const typedZip = digitsOnly(zipRef.current?.value ?? "").slice(0, 5);
    const typedAmount = digitsOnly(amountRef.current?.value ?? "").slice(0, 5);
    if (typedZip !== initial.ZipCode || typedAmount !== String(initial.Amount)) {
      setZip(typedZip);
      setAmount(typedAmount);
      return;
    }
    if (initial.ZipCode) return;
    const stored = loadStoredConfig(locale.code, 1);
    if (!stored) return;
    setConfig((c) => ({ ...c, ...stored, CountryId: locale.countryId, ProductGroupId: 1 }));
    if (stored.ZipCode && isValidZipFormat(stored.ZipCode, locale.countryId)) setZip(stored.ZipCode);
    if (stored.Amount) setAmount(String(stored.Amount));
  }, [initial.ZipCode, locale.code, locale.countryId]);

  const isDiesel = (fixedTarget ?? target) === "DIESEL";
  // The badge counts the recommended extras of the settings panel that are not chosen yet.
  const upsellCount = (config.Cn ? 0 : 1) + (config.Ap ? 0 : 1);

  async function validate(fields: { zip: boolean; amount: boolean }): Promise<FieldError[]> {
    const format = isValidZipFormat(zip, locale.countryId);
    const exists = format && fields.zip ? await zipExists(zip, locale.countryId) : undefined;
    const errors = validateCalculatorInput({ zipCode: zip, amount }, locale, exists).filter((e) =>
      e.field === "zipCode" ? fields.zip : fields.amount,
    );
    await updateOtherCountryHint(fields.zip && (!format || exists === false));
    return errors;
  }

  async function updateOtherCountryHint(zipProblem: boolean) {
    if (!zipProblem || zip.length === 0) return setOtherCountries([]);
    const candidates = otherCountriesMatchingZip(zip, locale.countryId);
    if (candidates.length === 0) return setOtherCountries([]);
    const known = await countriesWithZip(
      zip,
      candidates.map((c) => c.countryId),
    );
    // Only a postcode that exists there: a pattern alone sent "00000" to Germany's site, where it does not
    // exist either; when the check fails, no hint rather than a wrong one (decision 0045).
    setOtherCountries(candidates.filter((c) => known.includes(c.countryId)));
  }

  // Spec §5: input is debounced 1.5 s before it is checked.
  const cancelZipCheck = useDebouncedEffect(
    zip,
    TIMINGS.inputDebounceMs,
    async () => {
      const errors = await validate({ zip: true, amount: false });
      setLiveErrors((all) => [...all.filter((e) => e.field !== "zipCode"), ...errors]);
    },
    touched.zip,
  );
  const cancelAmountCheck = useDebouncedEffect(
    amount,
    TIMINGS.inputDebounceMs,
    async () => {
      const errors = validateCalculatorInput({ zipCode: zip, amount }, locale).filter((e) => e.field === "amount");
      setLiveErrors((all) => [...all.filter((e) => e.field !== "amount"), ...errors]);
    },
    touched.amount,
  );

  async function submit(event?: React.FormEvent) {
    event?.preventDefault();
    cancelZipCheck();
    cancelAmountCheck();
    setChecking(true);
    try {
      const errors = await validate({ zip: true, amount: true });
      setLiveErrors(errors);
      if (errors.length > 0) {
        setPopoverErrors(errors);
        return;
      }
      const amountValue = parseGroupedAmount(amount, locale) ?? config.Amount;
      const base: CalculatorConfig = { ...config, ZipCode: zip, Amount: amountValue, CountryId: locale.countryId };
      const finalConfig = applyTarget(base, fixedTarget ?? target);
      storeConfig(locale.code, finalConfig);
      navigate(offerListPath(finalConfig));
    } finally {
      setChecking(false);
    }
  }

  function closePopover() {
    const first = popoverErrors?.[0];
    setPopoverErrors(null);
    (first?.field === "amount" ? amountRef : zipRef).current?.focus();
  }

  const zipError = liveErrors.find((e) => e.field === "zipCode");
  const amountError = liveErrors.find((e) => e.field === "amount");

  return (
    // A real GET form: without JavaScript or before hydration the browser submits it to the offer list,
    // whose loader validates the query (the chosen target is applied there).
    <form
      className={`calc-bar calc-bar--${variant}`}
      method="get"
      action={offerListPathname(fixedTarget === "DIESEL" ? 2 : config.ProductGroupId)}
      onSubmit={submit}
      noValidate
      aria-label="Preisrechner"
      data-testid="calculator-bar"
    >
      <ConfigFields config={fixedTarget ? applyTarget(config, fixedTarget) : config} except={["zipCode", "amount"]} />
      {variant === "hero" && !fixedTarget && (
        <fieldset className="calc-bar__targets">
          <legend className="visually-hidden">Angebotsart</legend>
          {(Object.keys(TARGET_LABELS) as CalculatorTarget[]).map((t) => (
            <label key={t} className={`chip${target === t ? " chip--active" : ""}`}>
              <input
                type="radio"
                name="target"
                value={t}
                checked={target === t}
                onChange={() => setTarget(t)}
                className="visually-hidden"
              />
              {TARGET_LABELS[t]}
            </label>
          ))}
        </fieldset>
      )}
      <div className="calc-bar__row">
        <div className={`calc-field${zipError ? " calc-field--invalid" : ""}`}>
          <label htmlFor={`${ids}-zip`}>{CALC_BAR.zipLabel}</label>
          <input
            ref={zipRef}
            id={`${ids}-zip`}
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? `${ids}-zip-error` : undefined}
            onChange={(e) => {
              setZip(digitsOnly(e.target.value).slice(0, 5));
              setTouched((t) => ({ ...t, zip: true }));
            }}
          />
        </div>
        <div className={`calc-field${amountError ? " calc-field--invalid" : ""}`}>
          <label htmlFor={`${ids}-amount`}>{CALC_BAR.amountLabel}</label>
          <input
            ref={amountRef}
            id={`${ids}-amount`}
            name="amount"
            inputMode="numeric"
            maxLength={9}
            value={formatAmountInput(amount, locale)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${ids}-amount-error` : undefined}
            onChange={(e) => {
              setAmount(amountInputValue(e.target.value, locale));
              setTouched((t) => ({ ...t, amount: true }));
            }}
          />
        </div>
        <button type="submit" className="button button--primary calc-bar__start" disabled={checking} aria-busy={checking}>
          {checking ? <span className="spinner" aria-hidden="true" /> : null}
          {checking ? "Wird geprüft …" : CALC_BAR.start}
        </button>
        {!isDiesel && (
          <button
            type="button"
            className="button button--secondary calc-bar__settings"
            aria-expanded={settingsOpen}
            aria-controls={`${ids}-settings`}
            onClick={() => setSettingsOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z"
              />
            </svg>
            <span className={variant === "compact" ? "visually-hidden" : undefined}>
              {isDiesel ? CALC_BAR.settingsDiesel : CALC_BAR.settingsHeatingOil}
            </span>
            {upsellCount > 0 && (
              <span className="badge" role="img" aria-label={`${upsellCount} Empfehlungen`}>
                {upsellCount}
              </span>
            )}
          </button>
        )}
      </div>
      {(zipError || amountError) && (
        <ul className="calc-bar__errors">
          {zipError && <li id={`${ids}-zip-error`}>{zipError.message}</li>}
          {amountError && <li id={`${ids}-amount-error`}>{amountError.message}</li>}
        </ul>
      )}
      {settingsOpen && !isDiesel && <SettingsPanel id={`${ids}-settings`} config={config} onChange={setConfig} />}
      {otherCountries.length > 0 && !popoverErrors && (
        <OtherCountryHint zip={zip} amount={parseGroupedAmount(amount, locale)} locale={locale} others={otherCountries} />
      )}
      {popoverErrors && (
        <ValidationPopover header={calculatorMessage("CALCULATOR.VALIDATION.HEADER", locale)} errors={popoverErrors} onClose={closePopover}>
          {otherCountries.length > 0 && (
            <OtherCountryHint zip={zip} amount={parseGroupedAmount(amount, locale)} locale={locale} others={otherCountries} />
          )}
        </ValidationPopover>
      )}
    </form>
  );
}
