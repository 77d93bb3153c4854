import { Form, Link } from "react-router";
import type { Route } from "./+types/cookie-settings";
import { consentFromCookie, type Consent } from "../../../domain/site/consent.ts";

export function meta() {
  return [{ title: "Cookie-Einstellungen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { consent: consentFromCookie(request.headers.get("cookie")), saved: new URL(request.url).searchParams.has("gespeichert") };
}

const CHOICE_TEXT: Record<Consent, string> = {
  all: "Sie haben notwendigen und Statistik-Cookies zugestimmt.",
  necessary: "Sie haben nur notwendige Cookies zugelassen.",
};

export default function CookieSettings({ loaderData }: Route.ComponentProps) {
  const { consent, saved } = loaderData;
  return (
    <main className="container news">
      <h1>Cookie-Einstellungen</h1>
      {saved && (
        <p className="notice" role="status">
          Ihre Auswahl wurde gespeichert.
        </p>
      )}
      <p data-testid="current-consent">{consent ? CHOICE_TEXT[consent] : "Sie haben noch keine Auswahl getroffen."}</p>
      <p>
        Notwendige Cookies halten Ihre Anmeldung und diese Auswahl fest; ohne sie funktioniert die Seite nicht. Statistik-Cookies helfen uns
        zu verstehen, wie unsere Seite genutzt wird; wir setzen sie nur mit Ihrer Zustimmung. Mehr dazu in der{" "}
        <Link to="/datenschutz">Datenschutzerklärung</Link>.
      </p>
      {/* A full page load after the choice: a withdrawn consent also unloads the statistics script. */}
      {/* The banner's consent route takes the choice (one place sets the cookie) and leads back here. */}
      <Form method="post" action="/cookie-einwilligung" reloadDocument className="consent__actions">
        <input type="hidden" name="returnTo" value="/cookie-einstellungen?gespeichert" />
        <button type="submit" name="consent" value="necessary" className="button button--secondary">
          Nur notwendige
        </button>
        <button type="submit" name="consent" value="all" className="button button--primary">
          Alle akzeptieren
        </button>
      </Form>
    </main>
  );
}
