import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/cookie-settings";
import { consentCookie, consentFromCookie, type Consent } from "../../components/consent-banner.tsx";
import { assertSameOrigin } from "../checkout/checkout.server.ts";

export function meta() {
  return [{ title: "Cookie-Einstellungen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { consent: consentFromCookie(request.headers.get("cookie")), saved: new URL(request.url).searchParams.has("gespeichert") };
}

/** A plain form post: the choice can be changed without JavaScript, from any page's footer. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const choice = (await request.formData()).get("consent");
  if (choice !== "all" && choice !== "necessary") throw data({ message: "Bitte wählen Sie eine der beiden Einstellungen." }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  return redirect("/cookie-einstellungen?gespeichert", { status: 303, headers: { "Set-Cookie": consentCookie(choice, secure) } });
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
        Notwendige Cookies halten Ihre Anmeldung und diese Auswahl fest; ohne sie funktioniert die Seite nicht. Statistik-Cookies helfen uns zu verstehen, wie
        unsere Seite genutzt wird; wir setzen sie nur mit Ihrer Zustimmung. Mehr dazu in der <Link to="/datenschutz">Datenschutzerklärung</Link>.
      </p>
      {/* A full page load after the choice: a withdrawn consent also unloads the statistics script. */}
      <Form method="post" reloadDocument className="consent__actions">
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
