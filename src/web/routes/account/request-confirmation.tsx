/** /anfrage-bestaetigen: "please check your inbox" after registration, password or e-mail requests. */
import { Link } from "react-router";
import type { Route } from "./+types/request-confirmation";
import { safeReturnPath } from "../../../domain/shared/return-path.ts";

export function meta() {
  return [{ title: "Bitte prüfen Sie Ihr Postfach | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

const TEXTS = {
  registrierung: {
    title: "Willkommen beim Heizöl-Marktplatz!",
    body: "Ihr Kundenkonto ist angelegt und Sie sind angemeldet. Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie darin Ihre E-Mail-Adresse.",
  },
  kennwort: {
    title: "Bitte prüfen Sie Ihr Postfach",
    body: "Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Kennworts geschickt. Der Link ist zwei Stunden gültig.",
  },
  email: {
    title: "Bitte prüfen Sie Ihr Postfach",
    body: "Wir haben einen Bestätigungslink an Ihre neue E-Mail-Adresse geschickt. Die Änderung gilt, sobald Sie den Link geöffnet haben.",
  },
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("anfrage");
  const key = kind === "kennwort" || kind === "email" ? kind : "registrierung";
  return { ...TEXTS[key], returnUrl: safeReturnPath(url.searchParams.get("ReturnUrl")) };
}

export default function RequestConfirmationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.body}</p>
      <p className="account-field__hint">
        Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach. Die Zustellung kann einige Minuten dauern.
      </p>
      <div className="account-actions">
        <Link to={loaderData.returnUrl} className="button button--primary">
          Weiter
        </Link>
      </div>
    </>
  );
}
