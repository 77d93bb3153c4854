import type { MexSnapshot } from "../../../domain/mex/mex.schemas.ts";
import type { MexDeps } from "./mex-deps.ts";
import { sensorsOfUser } from "./mex.repo.ts";
import { sensorItem } from "./sensor-state.ts";

/**
 * GET /api/site/mex/mex-snapshot (spec §3 Banner, §4 "Banner mex"): her tanks for the banner's choice, the
 * asked-for one selected, else the first (spec: "the first tank is selected by default"). Anonymous callers
 * never get here (the account area's guard); a customer without sensors gets an empty list.
 */
export async function mexSnapshot(
  deps: MexDeps,
  input: { userId: number; sensorId?: number; rangeDays?: (sensorId: number) => Promise<number | null> },
): Promise<MexSnapshot> {
  const rows = await sensorsOfUser(deps.db, input.userId);
  const chosen = rows.find((r) => r.sensor.id === input.sensorId) ?? rows[0];
  if (!chosen) return { AvailableTanks: [], selectedMex: null };
  const item = await sensorItem(deps.db, chosen, deps.now());
  return {
    AvailableTanks: rows.map((r) => ({ Value: r.sensor.id, Text: r.sensor.name, Selected: r === chosen })),
    selectedMex: {
      SensorId: item.id,
      Name: item.name,
      Litres: item.litres,
      LevelPercent: item.levelPercent,
      CapacityLitres: item.capacityLitres,
      RangeDays: input.rangeDays ? await input.rangeDays(item.id) : null,
      LastMeasuredAt: item.lastMeasuredAt,
    },
  };
}
