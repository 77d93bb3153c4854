import { CLASSES, type ConsumptionClass } from "../../../domain/consumption/heizspiegel.ts";

const COLOURS: Record<ConsumptionClass, string> = {
  niedrig: "#2e7d32",
  mittel: "#9ccc65",
  erhöht: "#f9a825",
  "zu hoch": "#c62828",
};

/**
 * The Heizspiegel's four bands for the building's size with "Sie" at the visitor's value (decision 0070):
 * people would rather see where they stand than read four ranges. The ranges stand below as text as well.
 */
export function ClassChart({ kwhPerM2, limits }: { kwhPerM2: number; limits: readonly [number, number, number] }) {
  const max = Math.max(Math.ceil((limits[2] * 1.35) / 10) * 10, Math.ceil((kwhPerM2 * 1.1) / 10) * 10);
  const x = (v: number) => (Math.min(v, max) / max) * 100;
  const edges = [0, ...limits, max];
  const at = x(kwhPerM2);
  return (
    <figure className="consumption-chart">
      <svg viewBox="0 0 100 34" role="img" aria-label={`Ihr Wert ${kwhPerM2} kWh je m² und Jahr auf der Skala des Heizspiegels`}>
        {CLASSES.map((c, i) => (
          <rect key={c} x={x(edges[i])} y={14} width={x(edges[i + 1]) - x(edges[i])} height={10} fill={COLOURS[c]} />
        ))}
        <line x1={at} x2={at} y1={9} y2={27} stroke="#15212e" strokeWidth={0.8} />
        <text x={Math.min(Math.max(at, 4), 96)} y={7} textAnchor="middle" fontSize={4} fontWeight="bold" fill="#15212e">
          Sie
        </text>
        {limits.map((l) => (
          <text key={l} x={x(l)} y={32} textAnchor="middle" fontSize={3} fill="#4a5560">
            {l}
          </text>
        ))}
      </svg>
      <figcaption>
        <ul className="consumption-chart__legend">
          {CLASSES.map((c, i) => (
            <li key={c}>
              <span className="consumption-chart__swatch" style={{ background: COLOURS[c] }} aria-hidden="true" /> {c}:{" "}
              {i === 0 ? `unter ${limits[0]}` : i === 3 ? `ab ${limits[2]}` : `${edges[i]} bis ${edges[i + 1] - 1}`} kWh/m²
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
