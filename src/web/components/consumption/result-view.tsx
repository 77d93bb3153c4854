import { Link } from "react-router";
import { BUILDING_TYPES, type ComparisonAnswers, stepPath } from "../../../domain/consumption/comparison-steps.ts";
import type { ConsumptionResult } from "../../../domain/consumption/heizspiegel.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
import { MAX_AMOUNT, MIN_AMOUNT } from "../../../domain/shared/spec-constants.ts";
import { ClassChart } from "./class-chart.tsx";

const VERDICT = {
  niedrig: "Ihr Gebäude braucht wenig Heizenergie – besser als die meisten vergleichbaren Häuser.",
  mittel: "Ihr Verbrauch liegt im üblichen Bereich vergleichbarer Gebäude.",
  erhöht: "Ihr Verbrauch ist höher als bei den meisten vergleichbaren Gebäuden: Es lohnt sich, nach Einsparungen zu suchen.",
  "zu hoch": "Ihr Verbrauch ist deutlich zu hoch: Eine Energieberatung zeigt, wo die Wärme verloren geht.",
} as const;

/** Where an energy advice starts in each country (decision 0070: the partner lead form comes with the lead guide). */
const ADVICE: Record<Locale["code"], { href: string; name: string }> = {
  de: { href: "https://www.verbraucherzentrale-energieberatung.de/", name: "Energieberatung der Verbraucherzentrale" },
  at: { href: "https://www.klimaaktiv.at/", name: "Energieberatung von klimaaktiv" },
  ch: { href: "https://www.energieschweiz.ch/", name: "Energieberatung von EnergieSchweiz" },
};

/** The comparison's answer: the class on the Heizspiegel's bands, the year's need and what to do next. */
export function ResultView({ result, answers, locale }: { result: ConsumptionResult; answers: ComparisonAnswers; locale: Locale }) {
  const a1 = answers[1]!;
  const a3 = answers[3]!;
  const zip = answers[4]!.ZipCode;
  const amount = Math.min(MAX_AMOUNT, Math.max(MIN_AMOUNT, result.litresPerYear));
  const q = (n: number) => formatQuantity(n, locale);
  return (
    <>
      <section className="panel consumption-result" aria-labelledby="klasse-titel">
        <h2 id="klasse-titel">
          Ihr Verbrauch:{" "}
          <span className={`consumption-class consumption-class--${result.consumptionClass.replace(" ", "-")}`}>
            {result.consumptionClass}
          </span>
        </h2>
        <p className="consumption-result__value">
          <strong>{q(result.kwhPerM2)} kWh</strong> je m² und Jahr · {result.litresPerM2.toLocaleString(locale.intlLocale)} l Heizöl je m²
        </p>
        <p>{VERDICT[result.consumptionClass]}</p>
        <ClassChart kwhPerM2={result.kwhPerM2} limits={result.limits} />
        <p className="hint">
          Verglichen mit dem Heizspiegel für Heizöl, Zeile „
          {a1.BuildingM2 > 1000
            ? "über 1.000"
            : a1.BuildingM2 > 500
              ? "501 bis 1.000"
              : a1.BuildingM2 > 250
                ? "251 bis 500"
                : "100 bis 250"}{" "}
          m²“ ({BUILDING_TYPES[a1.BuildingType]}, {q(a1.BuildingM2)} m²). 1 Liter Heizöl entspricht etwa 10 kWh
          {answers[2]?.HotWater === "andere"
            ? "; für Warmwasser ohne Ölheizung sind 24 kWh/m² hinzugerechnet, wie der Heizspiegel es vorsieht"
            : ""}
          .
        </p>
      </section>
      <section className="panel" aria-labelledby="bedarf-titel">
        <h2 id="bedarf-titel">Ihr Jahresbedarf: {q(result.litresPerYear)} Liter</h2>
        {a3.Mode === "zeitraum" && result.degreeDays ? (
          <p>
            Vom {formatDate(`${a3.From}T12:00:00Z`, "shortD", locale)} bis {formatDate(`${a3.To}T12:00:00Z`, "shortD", locale)} haben Sie{" "}
            {q(a3.Litres)} l verbraucht. Dieser Zeitraum bringt im langjährigen Mittel {q(result.degreeDays.period)} von{" "}
            {q(result.degreeDays.year)} Heizgradtagen eines Jahres: Auf ein normales Jahr umgerechnet (Warmwasser gleichmäßig übers Jahr)
            sind das etwa {q(result.litresPerYear)} l.
          </p>
        ) : (
          <p>So viel Heizöl braucht Ihr Gebäude in einem Jahr wie dem angegebenen.</p>
        )}
        <ul className="consumption-next">
          <li>
            <Link className="button button--primary" to={`/heizoel/angebotsliste?zipCode=${zip}&amount=${amount}`}>
              Jahresbedarf bestellen ({q(amount)} l)
            </Link>
            <span className="hint">Ziehen Sie in der Angebotsliste ab, was noch im Tank ist.</span>
          </li>
          <li>
            <Link className="button button--secondary" to="/preiswecker">
              Preiswecker stellen
            </Link>
          </li>
          {(result.consumptionClass === "erhöht" || result.consumptionClass === "zu hoch") && (
            <li>
              <a className="button button--secondary" href={ADVICE[locale.code].href} rel="noopener" target="_blank">
                {ADVICE[locale.code].name}
              </a>
            </li>
          )}
        </ul>
        <p>
          <Link to={stepPath(1)}>Angaben ändern</Link>
        </p>
      </section>
    </>
  );
}
