import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { Locale } from "../../../domain/countries.ts";
import { digitsOnly } from "../../../domain/calculator-validation.ts";
import { isValidZipFormat } from "../../../domain/postcode.ts";

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
      const res = await fetch(`/api/site/${locale.countryId}/pages/local/redirect?zipCode=${zip}`, { credentials: "include" });
      const link = res.ok ? ((await res.json()) as { Link: string }).Link : "/heizoelpreise";
      if (link === "/heizoelpreise") setError("Diese Postleitzahl kennen wir leider nicht.");
      else navigate(link);
    } catch {
      setError("Die Suche ist gerade nicht möglich. Bitte versuchen Sie es noch einmal.");
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
