import { BUILDING_TYPES, type ComparisonAnswers } from "../../../domain/consumption/comparison-steps.ts";
import { TextField } from "../account/form-fields.tsx";

type Errors = Record<string, string>;
type Values = Record<string, string>;

/** Radio buttons under one question; the error names the question (decision 0070's forms work without JavaScript). */
function Choice({
  legend,
  name,
  options,
  value,
  error,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [string, string])[];
  value: string | undefined;
  error?: string;
  hint?: string;
}) {
  return (
    <fieldset
      className={`consumption-choice${error ? " consumption-choice--invalid" : ""}`}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map(([key, label]) => (
        <label key={key}>
          <input type="radio" name={name} value={key} defaultChecked={value === key} required /> {label}
        </label>
      ))}
      {hint && <p className="account-field__hint">{hint}</p>}
      {error && (
        <p id={`${name}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form fields of one step, filled with what was typed (after a refusal) or answered before. */
export function StepFields({
  step,
  answers,
  typed,
  errors,
}: {
  step: number;
  answers: ComparisonAnswers;
  typed: Values | null;
  errors: Errors;
}) {
  const v = (name: string, answered: unknown) => typed?.[name] ?? (answered === undefined ? "" : String(answered));
  if (step === 1) {
    const a = answers[1];
    return (
      <>
        <Choice
          legend="Wie wohnen Sie?"
          name="BuildingType"
          options={Object.entries(BUILDING_TYPES)}
          value={v("BuildingType", a?.BuildingType)}
          error={errors.BuildingType}
        />
        <TextField
          label="Beheizte Wohnfläche des ganzen Gebäudes (m²)"
          name="BuildingM2"
          inputMode="numeric"
          defaultValue={v("BuildingM2", a?.BuildingM2)}
          error={errors.BuildingM2}
          hint="In einer Wohnung zählt, wie im Heizspiegel, die Fläche des ganzen Hauses: Sie steht in der Heizkostenabrechnung."
          required
        />
      </>
    );
  }
  if (step === 2) {
    const a = answers[2];
    return (
      <>
        <TextField
          label="Baujahr oder Jahr der letzten Sanierung"
          name="BuildYear"
          inputMode="numeric"
          defaultValue={v("BuildYear", a?.BuildYear)}
          error={errors.BuildYear}
          required
        />
        <TextField
          label="Personen im Haushalt"
          name="Persons"
          inputMode="numeric"
          defaultValue={v("Persons", a?.Persons)}
          error={errors.Persons}
          required
        />
        <Choice
          legend="Wie wird Ihr Warmwasser bereitet?"
          name="HotWater"
          options={[
            ["oel", "Mit der Ölheizung"],
            ["andere", "Anders (Boiler, Durchlauferhitzer, Wärmepumpe)"],
          ]}
          value={v("HotWater", a?.HotWater)}
          error={errors.HotWater}
        />
      </>
    );
  }
  if (step === 3) {
    const a = answers[3];
    return (
      <>
        <Choice
          legend="Welchen Verbrauch kennen Sie?"
          name="Mode"
          options={[
            ["jahr", "Den Verbrauch eines Jahres"],
            ["zeitraum", "Den Verbrauch zwischen zwei Tagen (z. B. zwei Tankfüllungen)"],
          ]}
          value={v("Mode", a?.Mode)}
          error={errors.Mode}
        />
        <TextField
          label="Verbrauch in Litern Heizöl"
          name="Litres"
          inputMode="numeric"
          defaultValue={v("Litres", a?.Litres)}
          error={errors.Litres}
          required
        />
        <div className="consumption-period">
          <TextField
            label="Von (nur bei Zeitraum)"
            name="From"
            type="date"
            defaultValue={v("From", a?.Mode === "zeitraum" ? a.From : undefined)}
            error={errors.From}
          />
          <TextField
            label="Bis (nur bei Zeitraum)"
            name="To"
            type="date"
            defaultValue={v("To", a?.Mode === "zeitraum" ? a.To : undefined)}
            error={errors.To}
          />
        </div>
      </>
    );
  }
  return (
    <TextField
      label="Postleitzahl des Gebäudes"
      name="ZipCode"
      inputMode="numeric"
      autoComplete="postal-code"
      defaultValue={v("ZipCode", answers[4]?.ZipCode)}
      error={errors.ZipCode}
      hint="Für das Klima Ihrer Region und die Angebote der Händler, die dorthin liefern."
      required
    />
  );
}
