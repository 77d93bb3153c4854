import type { CalculatorConfig } from "../../../domain/calculator/calculator-config.ts";

const MAX_STATIONS = 5;

/** The bar's settings: stations, climate neutral delivery and appointment plus (details in the offer list). */
export function SettingsPanel({ id, config, onChange }: { id: string; config: CalculatorConfig; onChange: (c: CalculatorConfig) => void }) {
  return (
    <div id={id} className="calc-settings">
      <label className="calc-settings__item">
        <span>Lieferstellen</span>
        <select value={config.Stations} onChange={(e) => onChange({ ...config, Stations: Number(e.target.value) })}>
          {Array.from({ length: MAX_STATIONS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === 1 ? "1 Lieferstelle" : `${n} Lieferstellen`}
            </option>
          ))}
        </select>
      </label>
      <label className="calc-settings__item calc-settings__check">
        <input
          type="checkbox"
          checked={config.Cn}
          onChange={(e) => onChange({ ...config, Cn: e.target.checked, Product: { ...config.Product, ClimateNeutral: e.target.checked } })}
        />
        <span>Klimaneutral liefern (CO₂-Ausgleich)</span>
      </label>
      <label className="calc-settings__item calc-settings__check">
        <input
          type="checkbox"
          checked={config.Ap}
          onChange={(e) => onChange({ ...config, Ap: e.target.checked, AppointmentPlus: e.target.checked })}
        />
        <span>Termin Plus (Wunschtermin mit Zeitfenster)</span>
      </label>
    </div>
  );
}
