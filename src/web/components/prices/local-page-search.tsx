import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { digitsOnly } from "../../../domain/calculator/calculator-validation.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import { ApiError, apiGet } from "../../lib/api.ts";

/** Postcode → its local price page, through the spec's local-page redirect (§7); unknown postcodes stay here with a hint. */
export function LocalPageSearch({ locale }: { locale: Locale }) {
  const id = useId();
  const navigate = useNavigate();
  const [zip, setZip] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!isValidZipFormat(zip, locale.countryId)) {
      setError(`Bitte geben Sie eine Postleitzahl mit ${locale.zipLength} Ziffern ein.`);
      return;
    }
    setBusy(true);
    try {
      const { Link } = await apiGet<{ Link: string }>(`/api/site/${locale.countryId}/pages/local/redirect?zipCode=${zip}`);
      if (Link === "/heizoelpreise") setError("Diese Postleitzahl kennen wir leider nicht.");
      else navigate(Link);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status > 0 && err.status < 500
          ? "Diese Postleitzahl kennen wir leider nicht."
          : "Die Suche ist gerade nicht möglich. Bitte versuchen Sie es noch einmal.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="directory__search local-search" onSubmit={submit} noValidate>
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
          setError(null);
        }}
      />
      <button type="submit" className="button button--secondary" disabled={busy}>
        Preise anzeigen
      </button>
      {error && (
        <p id={`${id}-error`} className="local-search__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
