import { useEffect, useState } from "react";

const CONSENT_KEY = "cookie-consent";
type Consent = "all" | "necessary";

/** The behaviour-analytics script is added to the page only after the visitor agreed to statistics. */
export function ConsentBanner({ scriptUrl }: { scriptUrl: string }) {
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);

  useEffect(() => {
    setConsent(readConsent());
  }, []);

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
  const choose = (value: Consent) => {
    try {
      localStorage.setItem(CONSENT_KEY, value);
    } catch {
      // Private mode without storage: the choice lasts for this page view.
    }
    setConsent(value);
  };
  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <h2 id="consent-title">Ihre Privatsphäre</h2>
      <p>
        Wir verwenden notwendige Cookies, damit diese Seite funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem
        Statistik-Cookies, um zu verstehen, wie unsere Seite genutzt wird. Ihre Entscheidung können Sie jederzeit
        ändern, indem Sie Ihre Browserdaten für diese Seite löschen.
      </p>
      <div className="consent__actions">
        <button type="button" className="button button--secondary" onClick={() => choose("necessary")}>
          Nur notwendige
        </button>
        <button type="button" className="button button--primary" onClick={() => choose("all")}>
          Alle akzeptieren
        </button>
      </div>
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
