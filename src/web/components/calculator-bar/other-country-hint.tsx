import { useLocation } from "react-router";
import { siteName, type Locale } from "../../../domain/shared/countries.ts";
import { CALC_BAR } from "../../../domain/shared/texts.ts";
import { useRootData } from "../../root.tsx";

/** Spec §2: the zip fits another country's pattern and exists there — offer the same page on that country's site. */
export function OtherCountryHint({
  zip,
  amount,
  locale,
  others,
}: {
  zip: string;
  amount: number | null;
  locale: Locale;
  others: Locale[];
}) {
  const root = useRootData();
  const location = useLocation();
  if (!root) return null;
  const query = new URLSearchParams({ zipCode: zip });
  if (amount) query.set("amount", String(amount));
  return (
    <div className="other-country-hint" role="status" data-testid="other-country-hint">
      <p>{CALC_BAR.otherCountryHint(locale.countryNameWithArticle, others.map((o) => o.countryName).join(" oder "))}</p>
      <ul>
        {others.map((o) => (
          <li key={o.code}>
            <a href={`${root.countryOrigins[o.code]}${location.pathname}?${query}`} hrefLang={o.intlLocale}>
              Zur {siteName(o)} mit PLZ {zip}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
