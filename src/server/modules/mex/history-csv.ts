import { AppError } from "../../../domain/errors.ts";
import { tankSeries } from "../../../domain/mex/tank-series.ts";
import type { MexDeps } from "./mex-deps.ts";
import { readingsOfSensor, sensorsOfUser } from "./mex.repo.ts";
import { statusText } from "./sensor-state.ts";

const cell = (v: string | number | null) => {
  if (v === null) return "";
  const s = String(v);
  // Spreadsheets run cells starting with = + - @ as formulas: quote them (CSV injection).
  return /[";\n]|^[=+\-@]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * Every reading of her tank with its level, litres at 15 °C and status, as CSV with semicolons and decimal
 * commas (what German spreadsheets open directly), computed from the tank as set up now.
 */
export async function historyCsv(deps: MexDeps, input: { userId: number; sensorId: number }) {
  const row = (await sensorsOfUser(deps.db, input.userId)).find((r) => r.sensor.id === input.sensorId);
  if (!row) throw new AppError("SENSOR_NOT_FOUND");
  const readings = await readingsOfSensor(deps.db, row.sensor.id);
  const series = tankSeries(row.tank, readings);
  const num = (v: number | null, digits: number) => (v === null ? null : v.toFixed(digits).replace(".", ","));
  const lines = ["Zeitpunkt (UTC);Abstand (mm);Füllhöhe (mm);Liter bei 15 °C;Temperatur (°C);Batterie (V);Status"];
  readings.forEach((r, i) => {
    const p = series[i];
    lines.push([r.measuredAt.toISOString(), r.distanceMm, p.levelMm, num(p.litres, 1), num(r.temperatureC, 1), num(r.batteryV, 2), statusText(p.status)].map(cell).join(";"));
  });
  const safeName = row.sensor.name.replace(/[^A-Za-z0-9äöüÄÖÜß_-]+/g, "-").slice(0, 40) || "tank";
  return { fileName: `tankverlauf-${safeName}.csv`, body: `\uFEFF${lines.join("\r\n")}\r\n` };
}
