import { useId, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { digitsOnly } from "../../../domain/calculator/calculator-validation.ts";
import type { FormProblem } from "../../lib/form-problem.ts";

/**
 * Postcode → its local price page, through the page's action (the spec's local-page redirect, §7;
 * decision 0061); unknown postcodes stay here with a hint. Without JavaScript the form posts the page.
 */
export function LocalPageSearch({ locale }: { locale: Locale }) {
  const id = useId();
  const fetcher = useFetcher<FormProblem>();
  const posted = useActionData<FormProblem>();
  const problem = fetcher.data ?? posted;
  const [zip, setZip] = useState(problem?.values?.zipCode ?? "");
  // Typing again clears the hint until the next search.
  const [shown, setShown] = useState<FormProblem | undefined>(undefined);
  const error = problem && problem !== shown ? problem.message : null;

  return (
    <fetcher.Form method="post" className="directory__search local-search" noValidate>
      <label htmlFor={`${id}-zip`}>Heizölpreise für Ihre Postleitzahl</label>
      <input
        id={`${id}-zip`}
        name="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={locale.zipLength}
        value={zip}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setZip(digitsOnly(e.target.value));
          setShown(problem);
        }}
      />
      <button type="submit" className="button button--secondary" disabled={fetcher.state !== "idle"}>
        Preise anzeigen
      </button>
      {error && (
        <p id={`${id}-error`} className="local-search__error" role="alert">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
