import { csvDocument, csvNumber, type CsvValue } from "../../../domain/shared/csv.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { tankSeries } from "../../../domain/mex/tank-series.ts";
import type { MexDeps } from "./mex-deps.ts";
import { readingsOfSensor, sensorsOfUser } from "./mex.repo.ts";
import { statusText } from "./sensor-state.ts";

/**
 * Every reading of her tank with its level, litres at 15 °C and status, as CSV with semicolons and decimal
 * commas (what German spreadsheets open directly), computed from the tank as set up now.
 */
export async function historyCsv(deps: MexDeps, input: { userId: number; sensorId: number }) {
  const row = (await sensorsOfUser(deps.db, input.userId)).find((r) => r.sensor.id === input.sensorId);
  if (!row) throw new AppError("SENSOR_NOT_FOUND");
  const readings = await readingsOfSensor(deps.db, row.sensor.id);
  const series = tankSeries(row.tank, readings);
  // Numbers are written as numbers: a frosty -3,5 °C is a number, not a formula to neutralise (decision 0038).
  const num = (v: number | null, digits: number) => (v === null ? null : csvNumber(v, digits));
  const records: CsvValue[][] = [
    ["Zeitpunkt (UTC)", "Abstand (mm)", "Füllhöhe (mm)", "Liter bei 15 °C", "Temperatur (°C)", "Batterie (V)", "Status"],
  ];
  readings.forEach((r, i) => {
    const p = series[i];
    records.push([
      r.measuredAt.toISOString(),
      r.distanceMm,
      p.levelMm,
      num(p.litres, 1),
      num(r.temperatureC, 1),
      num(r.batteryV, 2),
      statusText(p.status),
    ]);
  });
  const safeName = row.sensor.name.replace(/[^A-Za-z0-9äöüÄÖÜß_-]+/g, "-").slice(0, 40) || "tank";
  return { fileName: `tankverlauf-${safeName}.csv`, body: csvDocument(records) };
}
