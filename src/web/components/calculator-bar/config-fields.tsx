import { writeCalculatorQuery, type CalculatorConfig } from "../../../domain/calculator/calculator-config.ts";

/**
 * The configuration as hidden fields of a `<form method="get">`, so a submit without JavaScript (or before
 * hydration) reaches the offer list with the spec's query keys; `except` are the keys the form shows as inputs.
 */
export function ConfigFields({ config, except }: { config: CalculatorConfig; except: string[] }) {
  const fields = [...new URLSearchParams(writeCalculatorQuery(config))].filter(([key]) => !except.includes(key));
  return (
    <>
      {fields.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}
