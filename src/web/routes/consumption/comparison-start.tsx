import { Link } from "react-router";
import "../../components/consumption/consumption.css";
import type { Route } from "./+types/comparison-start";
import { comparisonToken, firstOpenStep, stepPath } from "../../../domain/consumption/comparison-steps.ts";
import type { PageHandle } from "../../layouts/page-handle.ts";

export const handle: PageHandle = { calculatorBar: "none" };

export function meta() {
  return [
    { title: "Heizöl-Verbrauchsvergleich: Wie hoch ist Ihr Verbrauch? | Heizöl-Marktplatz" },
    {
      name: "description",
      content: "Vergleichen Sie Ihren Heizölverbrauch mit dem Heizspiegel – witterungsbereinigt – und erfahren Sie Ihren Jahresbedarf.",
    },
  ];
}

/** The comparison's start (decision 0070): what it does, and where a visitor who began goes on. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const answers = await context.services.consumption.answers(comparisonToken(request.headers.get("cookie")), context.country.countryId);
  return { open: Object.keys(answers).length > 0 ? firstOpenStep(answers) : null };
}

export default function ComparisonStart({ loaderData }: Route.ComponentProps) {
  return (
    <main className="container consumption">
      <h1>Heizöl-Verbrauchsvergleich</h1>
      <p className="consumption-lead">
        Wie viel Heizöl braucht Ihr Haus – und ist das viel? In vier kurzen Schritten vergleichen Sie Ihren Verbrauch mit dem Heizspiegel,
        umgerechnet auf ein normales Jahr, und erfahren Ihren Jahresbedarf.
      </p>
      <ul className="consumption-facts">
        <li>Sie brauchen: die Wohnfläche des Gebäudes und Ihren Verbrauch (Lieferscheine oder Tankstand).</li>
        <li>Ein Verbrauch zwischen zwei Tagen wird mit den Heizgradtagen Ihrer Region auf ein Jahr umgerechnet.</li>
        <li>Ihre Angaben bleiben einen Tag für diesen Vergleich gespeichert und werden nicht weitergegeben.</li>
      </ul>
      <p className="consumption-actions">
        <Link className="button button--primary" to={stepPath(1)}>
          Vergleich starten
        </Link>
        {loaderData.open && loaderData.open > 1 && (
          <Link className="button button--secondary" to={stepPath(loaderData.open)}>
            Weiter bei Schritt {Math.min(loaderData.open, 4)}
          </Link>
        )}
      </p>
    </main>
  );
}
