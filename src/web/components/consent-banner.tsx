import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Locale } from "../../domain/shared/countries.ts";
import { countrySpelling } from "../../domain/shared/country-texts.ts";
import { CONSENT_COOKIE, consentCookie, type Consent } from "../../domain/site/consent.ts";

const CONSENT_KEY = CONSENT_COOKIE;

/**
 * The behaviour-analytics script is added to the page only after the visitor agreed to statistics.
 * The choice is kept in a cookie, so the server renders the banner with the page (no late banner
 * that shifts attention and counts as the page's largest paint) and leaves it out once chosen.
 */
export function ConsentBanner({
  scriptUrl,
  initialConsent,
  locale,
}: {
  scriptUrl: string;
  initialConsent: Consent | null;
  locale: Pick<Locale, "code">;
}) {
  const [consent, setConsent] = useState<Consent | null>(initialConsent);
  const location = useLocation();

  useEffect(() => {
    // A choice stored before the cookie existed (browser storage only) still counts.
    if (initialConsent !== null) return;
    const stored = readConsent();
    if (stored) {
      writeConsentCookie(stored);
      setConsent(stored);
    }
  }, [initialConsent]);

  useEffect(() => {
    if (consent !== "all" || !scriptUrl) return;
    if (document.querySelector(`script[data-analytics]`)) return;
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.dataset.analytics = "true";
    document.head.appendChild(script);
  }, [consent, scriptUrl]);

  if (consent !== null) return null;
  const choose = (event: React.MouseEvent, value: Consent) => {
    event.preventDefault();
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Private mode without storage: the cookie still keeps the choice.
    }
    writeConsentCookie(value);
    setConsent(value);
  };
  return (
    // Rendered before the page content, so its buttons come first in the tab order; without JavaScript the
    // form posts the choice to the consent route, which sets the cookie and leads back to this page.
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <h2 id="consent-title">Ihre Privatsphäre</h2>
      <p>
        {countrySpelling(
          "Wir verwenden notwendige Cookies, damit diese Seite funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem Statistik-Cookies, um zu verstehen, wie unsere Seite genutzt wird. Ihre Entscheidung können Sie jederzeit unter „Cookie-Einstellungen“ am Ende jeder Seite ändern.",
          locale,
        )}
      </p>
      <form className="consent__actions" method="post" action="/cookie-einwilligung">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="consent" value="necessary" className="button button--secondary" onClick={(e) => choose(e, "necessary")}>
          Nur notwendige
        </button>
        <button type="submit" name="consent" value="all" className="button button--primary" onClick={(e) => choose(e, "all")}>
          Alle akzeptieren
        </button>
      </form>
    </section>
  );
}

function readConsent(): Consent | null {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === "all" || v === "necessary" ? v : null;
  } catch {
    return null;
  }
}

function writeConsentCookie(value: Consent) {
  document.cookie = consentCookie(value, window.location.protocol === "https:");
}
